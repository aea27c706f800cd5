import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { FIFTY_FIRST_PASS } from './fifty-first-pass.fixture.js';

/** Issue 50, Fifty-first pass: someone who never uses the app's own names for their records (a synonym, a brand, a paraphrase, a part of it, sometimes a name close to two records); the floor is what was reached (first run 16/50, after 42/50), less a case. */
judgeOwnPhrasings('Fifty-first-pass phrasings', FIFTY_FIRST_PASS, 41 / 50);
