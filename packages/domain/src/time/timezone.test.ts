import { describe, expect, it } from 'vitest';
import { isValidTimeZone, normalizeTimeZone, supportedTimeZones } from './timezone.js';

describe('time zones', () => {
  it('knows IANA names and refuses others', () => {
    expect(isValidTimeZone('Europe/London')).toBe(true);
    expect(isValidTimeZone('Asia/Kolkata')).toBe(true);
    expect(isValidTimeZone('Mars/Base')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });

  it('falls back to UTC for a missing or unknown name', () => {
    expect(normalizeTimeZone(undefined)).toBe('UTC');
    expect(normalizeTimeZone('Nope/Nope')).toBe('UTC');
    expect(normalizeTimeZone('America/New_York')).toBe('America/New_York');
  });

  it('offers a list that includes UTC', () => {
    const zones = supportedTimeZones();
    expect(zones).toContain('UTC');
    expect(zones).toContain('Europe/Berlin');
  });
});
