import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { SIXTY_SECOND_PASS } from './sixty-second-pass.fixture.js';

/** Issue 50, Sixty-second pass: everyday requests said by a formal retired writer, a second-language writer and a texting parent (new habits with times, days, amounts, limits, quitting, every other day, N a week or month, several times a day, reminders, areas, goals, cues and end dates; notes alone or with a tick; ticks of past days, amounts, corrections, slots, two habits confirmed); the floor is what was reached (first run 29/50, 44/50 after the twenty-eighth session's fixes), less a case. */
judgeOwnPhrasings('Sixty-second-pass everyday requests', SIXTY_SECOND_PASS, 43 / 50);
