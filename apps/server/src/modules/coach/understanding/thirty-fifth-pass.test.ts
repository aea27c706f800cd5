import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { THIRTY_FIFTH_PASS } from './thirty-fifth-pass.fixture.js';

/** Issue 50, thirty-fifth pass: sentences written by a helper who read neither the coach's code nor its other fixtures (thirty-fifth-pass.fixture.ts; a student texting in lower case, slang, emoji and typos, several ideas in one message); the floor is what was reached (decision 050, eighteenth session: 27/50 as first run, 37/50 after), less a case. */
judgeOwnPhrasings('Thirty-fifth-pass phrasings', THIRTY_FIFTH_PASS, 0.72);
