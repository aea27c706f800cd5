import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { FORTY_NINTH_PASS } from './forty-ninth-pass.fixture.js';

/** Issue 50, Forty-ninth pass: sentences written by a helper who read neither the coach's code nor its other fixtures (forty-ninth-pass.fixture.ts; voice dictation into the phone's keyboard: no punctuation, homophones, numbers as words, run-on requests); the floor is what was reached (decision 050, twenty-third session: 31/50 as first run, 49/50 after), less a case. */
judgeOwnPhrasings('Forty-ninth-pass phrasings', FORTY_NINTH_PASS, 0.96);
