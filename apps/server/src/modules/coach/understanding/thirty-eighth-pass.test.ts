import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { THIRTY_EIGHTH_PASS } from './thirty-eighth-pass.fixture.js';

/** Issue 50, thirty-eighth pass: sentences written by a helper who read neither the coach's code nor its other fixtures (thirty-eighth-pass.fixture.ts; a busy parent writing in fragments, context first, referring back and correcting mid-message); the floor is what was reached (decision 050, eighteenth session: 24/50 as first run, 29/50 after), less a case. */
judgeOwnPhrasings('Thirty-eighth-pass phrasings', THIRTY_EIGHTH_PASS, 0.56);
