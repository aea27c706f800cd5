import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { TENTH_PASS } from './tenth-pass.fixture.js';

/** Issue 50, tenth pass: my own phrasings (tenth-pass.fixture.ts); the floor is what was reached (decision 050, tenth pass: 93/94), less a case or two. */
judgeOwnPhrasings('Tenth-pass phrasings', TENTH_PASS, 0.96);
