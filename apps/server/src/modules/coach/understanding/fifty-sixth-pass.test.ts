import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { FIFTY_SIXTH_PASS } from './fifty-sixth-pass.fixture.js';

/** Issue 50, Fifty-sixth pass: someone chatty in short back-and-forth exchanges who leans on what was just said (references, corrections, answers to the coach's questions, yes/no in many wordings, undo after any action, questions in between); floor 0 until the first run. */
judgeOwnPhrasings('Fifty-sixth-pass exchanges', FIFTY_SIXTH_PASS, 0);
