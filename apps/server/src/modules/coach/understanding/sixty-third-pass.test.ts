import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { SIXTY_THIRD_PASS } from './sixty-third-pass.fixture.js';

/** Issue 50, Sixty-third pass: everyday requests (conversations that lean on an earlier message, questions that change nothing, changes to one habit said indirectly); the floor is what was reached on its first run with the twenty-eighth session's fixes (30/50), less a case. */
judgeOwnPhrasings('Sixty-third-pass everyday requests', SIXTY_THIRD_PASS, 29 / 50);
