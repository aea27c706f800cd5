import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { FIFTH_PASS } from './fifth-pass.fixture.js';

/** Issue 50, fifth pass: my own phrasings (fifth-pass.fixture.ts); the floor is what was reached (decision 050, fifth pass: 140/141), less a case or two. */
judgeOwnPhrasings('Fifth-pass phrasings', FIFTH_PASS, 0.97);
