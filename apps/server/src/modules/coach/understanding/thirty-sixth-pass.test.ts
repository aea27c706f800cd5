import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { THIRTY_SIXTH_PASS } from './thirty-sixth-pass.fixture.js';

/** Issue 50, thirty-sixth pass: sentences written by a helper who read neither the coach's code nor its other fixtures (thirty-sixth-pass.fixture.ts; someone whose first language is Spanish writing English, with small grammar slips and false friends); the floor is what was reached (decision 050, eighteenth session: 29/50 as first run, 33/50 after), less a case. */
judgeOwnPhrasings('Thirty-sixth-pass phrasings', THIRTY_SIXTH_PASS, 0.64);
