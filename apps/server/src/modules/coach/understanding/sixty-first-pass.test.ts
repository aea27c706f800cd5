import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { SIXTY_FIRST_PASS } from './sixty-first-pass.fixture.js';

/** Issue 50, Sixty-first pass: everyday requests (notes on a habit's day, amounts and corrections, questions that change nothing, follow-ups leaning on the conversation, loosely stated new habits, skips, trip pauses and one-day moves); the floor is what was reached (first run 44/50, 49/50 after the twenty-eighth session's fixes), less a case. */
judgeOwnPhrasings('Sixty-first-pass everyday', SIXTY_FIRST_PASS, 48 / 50);
