import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeZoneLabel } from './time-zone-label';

afterEach(() => {
  vi.useRealTimers();
});

/** Issue 54: a zone's name is today's, not the one it had at date 0 (1970). */
describe('timeZoneLabel', () => {
  it("names Lisbon and Kyiv as they are now, not as in 1970 (Central European, Moscow)", () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T10:00:00Z') });
    expect(timeZoneLabel('Europe/Lisbon', 'fr-FR')).toBe('heure d’Europe de l’Ouest (Lisbon)');
    expect(timeZoneLabel('Europe/Kiev', 'fr-FR')).toBe('heure d’Europe de l’Est (Kiev)');
    expect(timeZoneLabel('Europe/Madrid', 'fr-FR')).toBe('heure d’Europe centrale (Madrid)');
    expect(timeZoneLabel('Europe/Lisbon', 'fr-FR')).not.toMatch(/normale|centrale/);
  });

  it('writes the name a zone had at a given moment when asked, and the ID when Intl knows no zone by it', () => {
    expect(timeZoneLabel('Europe/Kiev', 'fr-FR', 0)).toBe('heure normale de Moscou (Kiev)');
    expect(timeZoneLabel('Nowhere/Atlantis', 'es-ES')).toBe('Nowhere/Atlantis');
  });
});
