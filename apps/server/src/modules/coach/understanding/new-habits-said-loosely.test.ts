import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { NEW_HABITS_SAID_LOOSELY } from './new-habits-said-loosely.fixture.js';

/** Issue 50, twenty-eighth session: new habits said loosely and follow-ups (new-habits-said-loosely.fixture.ts); the floor is what was reached, less a case. */
judgeOwnPhrasings('New habits said loosely', NEW_HABITS_SAID_LOOSELY, 31 / 32);
