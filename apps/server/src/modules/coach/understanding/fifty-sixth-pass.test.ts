import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { FIFTY_SIXTH_PASS } from './fifty-sixth-pass.fixture.js';

/** Issue 50, Fifty-sixth pass: someone chatty in short back-and-forth exchanges who leans on what was just said (references, corrections, answers to the coach's questions, yes/no in many wordings, undo after any action, questions in between); the floor is what was reached (first run 44/50, after 50/50), less a case. */
judgeOwnPhrasings('Fifty-sixth-pass exchanges', FIFTY_SIXTH_PASS, 49 / 50);
