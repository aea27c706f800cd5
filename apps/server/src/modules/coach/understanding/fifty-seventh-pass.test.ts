import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { FIFTY_SEVENTH_PASS } from './fifty-seventh-pass.fixture.js';

/** Issue 50, Fifty-seventh pass: someone who uses the app as a light journal (notes on habits' days said every way, changed, added to and taken away, questions about what they wrote, check-offs with amounts in passing, undos of a wrong tick, a feeling or two); the floor is what was reached (first run 39/50, after 50/50), less a case. */
judgeOwnPhrasings('Fifty-seventh-pass journal', FIFTY_SEVENTH_PASS, 49 / 50);
