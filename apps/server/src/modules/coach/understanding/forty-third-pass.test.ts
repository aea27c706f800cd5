import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { FORTY_THIRD_PASS } from './forty-third-pass.fixture.js';

/** Issue 50, forty-third pass: sentences written by a helper who read neither the coach's code nor its other fixtures (forty-third-pass.fixture.ts; a chatty friend telling a story first); the floor is what was reached (decision 050, nineteenth session: 28/50 as first run, 44/50 after), less a case. */
judgeOwnPhrasings('Forty-third-pass phrasings', FORTY_THIRD_PASS, 0.86);
