import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { SIXTIETH_PASS } from './sixtieth-pass.fixture.js';

/** Issue 50, Sixtieth pass: someone who tells their day as a story rather than as commands (what they did and how it felt, amounts as a tally or a total, forgotten ticks, missed sessions with a reason, ticks on the wrong habit, questions on how they are doing); floor 0 until the first run. */
judgeOwnPhrasings('Sixtieth-pass stories', SIXTIETH_PASS, 0);
