import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { FIFTY_FOURTH_PASS } from './fifty-fourth-pass.fixture.js';

/** Issue 50, Fifty-fourth pass: someone setting up a new routine in single, information-dense sentences (every schedule form, a window, an amount, a reminder, an end, an area, a cue, goals with deadlines, a name near an existing or archived record); the floor is what was reached (first run 31/50, after 47/50; 48/50 once the kept-apart harness read a monthly habit's next dates, twenty-fifth session), less a case. */
judgeOwnPhrasings('Fifty-fourth-pass phrasings', FIFTY_FOURTH_PASS, 47 / 50);
