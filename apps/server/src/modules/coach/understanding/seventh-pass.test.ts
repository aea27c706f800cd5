import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { SEVENTH_PASS } from './seventh-pass.fixture.js';

/** Issue 50, seventh pass: my own phrasings (seventh-pass.fixture.ts); the floor is what was reached (decision 050, seventh pass: 87/91), less a case or two. */
judgeOwnPhrasings('Seventh-pass phrasings', SEVENTH_PASS, 0.93);
