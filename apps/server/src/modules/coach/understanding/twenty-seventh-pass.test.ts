import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { TWENTY_SEVENTH_PASS } from './twenty-seventh-pass.fixture.js';

/** Issue 50, twenty-seventh pass: sentences written by a helper who read neither the coach's code nor its other fixtures (twenty-seventh-pass.fixture.ts; a busy parent's ordinary week); the floor is what was reached (decision 050, seventeenth session: 37/50 as first run, 50/50 after), less a case. */
judgeOwnPhrasings('Twenty-seventh-pass phrasings', TWENTY_SEVENTH_PASS, 0.98);
