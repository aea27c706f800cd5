import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { FORTIETH_PASS } from './fortieth-pass.fixture.js';

/** Issue 50, fortieth pass: sentences written by a helper who read neither the coach's code nor its other fixtures (fortieth-pass.fixture.ts; a student texting in slang); the floor is what was reached (decision 050, nineteenth session: 35/50 as first run, 49/50 after), less a case. */
judgeOwnPhrasings('Fortieth-pass phrasings', FORTIETH_PASS, 0.96);
