import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { FIFTIETH_PASS } from './fiftieth-pass.fixture.js';

/** Issue 50, Fiftieth pass: sentences written by a helper who read neither the coach's code nor its other fixtures (fiftieth-pass.fixture.ts; a busy person's terse messages across a conversation: one to five words, leaning on what was just said); the floor is what was reached (decision 050, twenty-third session: 38/50 as first run, 49/50 after), less a case. */
judgeOwnPhrasings('Fiftieth-pass phrasings', FIFTIETH_PASS, 48 / 50);
