import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { TWENTY_FIFTH_PASS } from './twenty-fifth-pass.fixture.js';

/** Issue 50, twenty-fifth pass: sentences written by a helper who read neither the coach's code nor its other fixtures (twenty-fifth-pass.fixture.ts; several people's styles, conversations); the floor is what was reached (decision 050, sixteenth session: 27/50 as first run, 43/50 after), less a case. */
judgeOwnPhrasings('Twenty-fifth-pass phrasings', TWENTY_FIFTH_PASS, 0.84);
