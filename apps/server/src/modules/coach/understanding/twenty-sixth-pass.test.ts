import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { TWENTY_SIXTH_PASS } from './twenty-sixth-pass.fixture.js';

/** Issue 50, twenty-sixth pass: sentences written by a helper who read neither the coach's code nor its other fixtures (twenty-sixth-pass.fixture.ts; a new user setting up and fixing); the floor is what was reached (decision 050, sixteenth session: 31/50 as first run, 48/50 after), less a case. */
judgeOwnPhrasings('Twenty-sixth-pass phrasings', TWENTY_SIXTH_PASS, 0.94);
