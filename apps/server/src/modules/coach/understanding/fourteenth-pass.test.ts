import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { FOURTEENTH_PASS } from './fourteenth-pass.fixture.js';

/** Issue 50, fourteenth pass: my own phrasings (fourteenth-pass.fixture.ts); the floor is what was reached (decision 050, fourteenth pass: 30/34), less a case. */
judgeOwnPhrasings('Fourteenth-pass phrasings', FOURTEENTH_PASS, 0.85);
