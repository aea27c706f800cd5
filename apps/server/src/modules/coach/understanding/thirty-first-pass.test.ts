import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { THIRTY_FIRST_PASS } from './thirty-first-pass.fixture.js';

/** Issue 50, thirty-first pass: sentences written by a helper who read neither the coach's code nor its other fixtures (thirty-first-pass.fixture.ts; a student in exam season, slang and abbreviations); the floor is what was reached (decision 050, seventeenth session: 29/50 as first run, 42/50 after), less a case. */
judgeOwnPhrasings('Thirty-first-pass phrasings', THIRTY_FIRST_PASS, 0.82);
