import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { FIFTY_FIFTH_PASS } from './fifty-fifth-pass.fixture.js';

/** Issue 50, Fifty-fifth pass: a tinkerer who keeps adjusting records (times, days, targets, durations, reminders, ends, areas, names) and keeps notes on a habit's day; first run 41/50, after 49/50. */
judgeOwnPhrasings('Fifty-fifth-pass phrasings', FIFTY_FIFTH_PASS, 48 / 50);
