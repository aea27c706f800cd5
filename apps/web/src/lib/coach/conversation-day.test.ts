import { describe, expect, it } from 'vitest';
import { formatConversationDay } from './conversation-day';

describe('formatConversationDay', () => {
  const now = new Date('2026-11-28T09:00:00Z');

  it('says Today and Yesterday by the person’s own days, else the short day', () => {
    expect(formatConversationDay('2026-11-28T00:30:00Z', now, 'Europe/London')).toBe('Today');
    expect(formatConversationDay('2026-11-27T23:59:00Z', now, 'Europe/London')).toBe('Yesterday');
    expect(formatConversationDay('2026-11-26T12:00:00Z', now, 'Europe/London')).toBe('Thu 26 Nov');
    // 21:30 UTC on the 27th is already the 28th in Tokyo: today there.
    expect(formatConversationDay('2026-11-27T21:30:00Z', now, 'Asia/Tokyo')).toBe('Today');
    // And 03:00 UTC on the 28th is still the 27th in Los Angeles, where it is the 28th by now (01:00).
    expect(formatConversationDay('2026-11-28T03:00:00Z', now, 'America/Los_Angeles')).toBe('Yesterday');
  });

  it('counts yesterday across a month and a year', () => {
    expect(formatConversationDay('2026-11-30T18:00:00Z', new Date('2026-12-01T08:00:00Z'), 'Europe/London')).toBe('Yesterday');
    expect(formatConversationDay('2026-12-31T18:00:00Z', new Date('2027-01-01T08:00:00Z'), 'Europe/London')).toBe('Yesterday');
  });

  it('writes the year of another year, and nothing for what is not a moment', () => {
    expect(formatConversationDay('2026-12-20T10:00:00Z', new Date('2027-01-05T08:00:00Z'), 'Europe/London')).toBe('Sun 20 Dec 2026');
    expect(formatConversationDay('2026-01-02T10:00:00Z', now, 'Europe/London')).toBe('Fri 2 Jan');
    expect(formatConversationDay('not a date', now, 'Europe/London')).toBeNull();
  });

  it('falls back to the browser’s zone for a zone it does not know', () => {
    expect(formatConversationDay(now.toISOString(), now, 'Mars/Olympus')).toBe('Today');
  });
});
