import { describe, expect, it } from 'vitest';
import { judge, listenTo, readPauseSet, spokenPauseSet } from '../../test/pause-set.js';
import { TURN_SETTINGS } from './end-of-turn.js';

/** The benchmark's provider: a transcript comes 300 ms after the audio is sent. */
const TRANSCRIPTION_MS = 300;

describe('the end of a turn on the pause set (issue 53: espeak-ng requests with mid-sentence pauses of 300-900 ms, and complete ones)', () => {
  it('holds at least 40 requests, most with a pause inside, each 300-900 ms', () => {
    const set = readPauseSet();
    expect(set.length).toBeGreaterThanOrEqual(40);
    const pauses = set.flatMap((r) => r.pauses);
    expect(set.filter((r) => r.pauses.length).length).toBeGreaterThanOrEqual(30);
    for (const pause of pauses) {
      expect(pause).toBeGreaterThanOrEqual(300);
      expect(pause).toBeLessThanOrEqual(900);
    }
    expect(new Set(set.map((r) => r.speed)).size).toBeGreaterThanOrEqual(3);
  });

  it('ends at most 1 in 20 turns inside a request, and every other one within 1.2 s of its last word, with the default settings', { timeout: 240_000 }, async () => {
    const spoken = spokenPauseSet();
    const judged = [];
    for (const request of spoken) judged.push(judge(request, await listenTo(request, TURN_SETTINGS.pauseMs), TURN_SETTINGS, TRANSCRIPTION_MS));
    const cutOffs = judged.filter((j) => j.cutOff);
    expect(cutOffs.length / judged.length).toBeLessThanOrEqual(1 / 20);
    for (const [i, j] of judged.entries()) {
      if (j.cutOff) continue;
      expect(j.endedAt, spoken[i]!.request.segments.join(' | ')).not.toBeNull();
      expect(j.waitMs!, spoken[i]!.request.segments.join(' | ')).toBeLessThanOrEqual(TURN_SETTINGS.continuingMs + 50);
    }
    // A complete request with no pause inside ends once its transcript is in (300 ms) or soon after.
    const complete = judged.filter((_, i) => !spoken[i]!.request.pauses.length);
    expect(complete.filter((j) => j.waitMs! <= TRANSCRIPTION_MS + 100).length).toBeGreaterThanOrEqual(complete.length - 1);
  });
});
