import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { FORTY_EIGHTH_PASS } from './forty-eighth-pass.fixture.js';

/** Issue 50, Forty-eighth pass: sentences written by a helper who read neither the coach's code nor its other fixtures (forty-eighth-pass.fixture.ts; someone still learning English (first language Polish or Spanish): articles and auxiliaries dropped, their own word order, present tense for the past); the floor is what was reached (decision 050, twenty-third session: 26/50 as first run, 50/50 after), less a case. */
judgeOwnPhrasings('Forty-eighth-pass phrasings', FORTY_EIGHTH_PASS, 49 / 50);
