import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { TWENTIETH_PASS } from './twentieth-pass.fixture.js';

/** Issue 50, twentieth pass: my own phrasings (twentieth-pass.fixture.ts); the floor is what was reached (decision 050, twentieth pass: 18/18), less a case. */
judgeOwnPhrasings('Twentieth-pass phrasings', TWENTIETH_PASS, 0.94);
