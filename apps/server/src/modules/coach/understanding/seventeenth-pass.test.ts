import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { SEVENTEENTH_PASS } from './seventeenth-pass.fixture.js';

/** Issue 50, seventeenth pass: my own phrasings (seventeenth-pass.fixture.ts); the floor is what was reached (decision 050, seventeenth pass: 22/22), less a case. */
judgeOwnPhrasings('Seventeenth-pass phrasings', SEVENTEENTH_PASS, 0.95);
