import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { FIFTY_THIRD_PASS } from './fifty-third-pass.fixture.js';

/** Issue 50, Fifty-third pass: someone having a hard few weeks, who wraps requests in feelings and self-talk and asks for advice as often as for changes; the floor is what was reached (first run 38/50, after 47/50), less a case. */
judgeOwnPhrasings('Fifty-third-pass phrasings', FIFTY_THIRD_PASS, 46 / 50);
