import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { EIGHTEENTH_PASS } from './eighteenth-pass.fixture.js';

/** Issue 50, eighteenth pass: my own phrasings (eighteenth-pass.fixture.ts); the floor is what was reached (decision 050, eighteenth pass: 22/22), less a case. */
judgeOwnPhrasings('Eighteenth-pass phrasings', EIGHTEENTH_PASS, 0.95);
