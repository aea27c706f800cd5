import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { THIRD_PASS } from './third-pass.fixture.js';

/** Issue 50, third pass: my own phrasings (third-pass.fixture.ts); the floor is what was reached (decision 050, third pass). */
judgeOwnPhrasings('Third-pass phrasings', THIRD_PASS, 0.95);
