import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { FIFTY_NINTH_PASS } from './fifty-ninth-pass.fixture.js';

/** Issue 50, Fifty-ninth pass: someone reorganising their week because their job's hours changed (moving habits between days and times, changing how often, several at once by a shared trait or a list with exceptions, breaks, skips, resuming, targets and lengths, one-day-only or from-a-day-on changes); floor 0 until the first run is measured. */
judgeOwnPhrasings('Fifty-ninth-pass reorganising', FIFTY_NINTH_PASS, 0);
