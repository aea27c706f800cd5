import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { SIXTH_PASS } from './sixth-pass.fixture.js';

/** Issue 50, sixth pass: my own phrasings (sixth-pass.fixture.ts); the floor is what was reached (decision 050, sixth pass: 202/212), less a case or two. */
judgeOwnPhrasings('Sixth-pass phrasings', SIXTH_PASS, 0.94);
