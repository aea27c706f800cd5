import type { CoachSnapshot } from '../coach-snapshot.js';
import { withoutAppraisal } from './appraisal.js';
import { moreOrLess } from './more-or-less.js';
import { particleFirst } from './particles.js';

/**
 * Issue 50, fifty-third pass: a request wrapped in how it feels, as it is read: a particle put
 * first (particles.ts), a clause judging the old amount left out (appraisal.ts), then a bare new
 * amount or count said as the change it asks (more-or-less.ts).
 */
export function hedgedRequest(message: string, s: CoachSnapshot): string {
  return moreOrLess(withoutAppraisal(particleFirst(message), s), s);
}
