import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { SIXTIETH_PASS } from './sixtieth-pass.fixture.js';

/** Issue 50, Sixtieth pass: someone who tells their day as a story rather than as commands (what they did and how it felt, amounts as a tally, in parts or as a total, forgotten ticks, missed sessions with a reason, ticks on the wrong habit or day, questions on how they are doing); the floor is what was reached (first run 36/50, after 48/50), less a case. */
judgeOwnPhrasings('Sixtieth-pass stories', SIXTIETH_PASS, 47 / 50);
