import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { THIRTY_SEVENTH_PASS } from './thirty-seventh-pass.fixture.js';

/** Issue 50, thirty-seventh pass: sentences written by a helper who read neither the coach's code nor its other fixtures (thirty-seventh-pass.fixture.ts; a runner and gym-goer in training jargon, short and matter-of-fact); the floor is what was reached (decision 050, eighteenth session: 35/50 as first run, 38/50 after), less a case. */
judgeOwnPhrasings('Thirty-seventh-pass phrasings', THIRTY_SEVENTH_PASS, 0.74);
