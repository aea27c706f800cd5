import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { THIRTEENTH_PASS } from './thirteenth-pass.fixture.js';

/** Issue 50, thirteenth pass: my own phrasings (thirteenth-pass.fixture.ts); the floor is what was reached (decision 050, thirteenth pass: 120/121), less a case or two. */
judgeOwnPhrasings('Thirteenth-pass phrasings', THIRTEENTH_PASS, 0.97);
