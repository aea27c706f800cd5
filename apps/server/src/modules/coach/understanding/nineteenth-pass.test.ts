import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { NINETEENTH_PASS } from './nineteenth-pass.fixture.js';

/** Issue 50, nineteenth pass: sentences written by a helper who read neither the coach's code nor its other fixtures (nineteenth-pass.fixture.ts); the floor is what was reached (decision 050, nineteenth pass: 40/60 as first run, 54/60 after), less a case. */
judgeOwnPhrasings('Nineteenth-pass phrasings', NINETEENTH_PASS, 0.88);
