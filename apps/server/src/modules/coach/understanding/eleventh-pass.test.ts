import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { ELEVENTH_PASS } from './eleventh-pass.fixture.js';

/** Issue 50, eleventh pass: my own phrasings (eleventh-pass.fixture.ts); the floor is what was reached (decision 050, eleventh pass: 105/106), less a case or two. */
judgeOwnPhrasings('Eleventh-pass phrasings', ELEVENTH_PASS, 0.97);
