import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { THIRTIETH_PASS } from './thirtieth-pass.fixture.js';

/** Issue 50, thirtieth pass: sentences written by a helper who read neither the coach's code nor its other fixtures (thirtieth-pass.fixture.ts; English as a second language and by voice dictation); the floor is what was reached (decision 050, seventeenth session: 28/50 as first run, 50/50 after), less a case. */
judgeOwnPhrasings('Thirtieth-pass phrasings', THIRTIETH_PASS, 0.98);
