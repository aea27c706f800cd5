import { describe, expect, it } from 'vitest';
import { loadAppTexts } from './localize-app';

/** Issue 54: the walk's small wording fixes, each as its screen reads it. */
describe('wording in Spanish, German and French', () => {
  it('French: "Il vous reste 10 messages sur 10", the count with its word', async () => {
    const fr = await loadAppTexts('fr', 'fr-FR');
    expect(fr.COACH_CHAT_TEXTS.messagesLeft(10, 10)).toBe('Il vous reste 10 messages sur 10 aujourd’hui');
    expect(fr.COACH_CHAT_TEXTS.messagesLeft(1, 10)).toBe('Il vous reste 1 message sur 10 aujourd’hui');
  });

  it('German: the Settings card says "Benachrichtigungen", as its page heading does', async () => {
    const de = await loadAppTexts('de', 'de-DE');
    expect(de.SETTINGS_SECTIONS.notifications.title).toBe('Benachrichtigungen');
    expect(de.SETTINGS_SECTIONS.notifications.title).toBe(de.NOTIFICATION_SETTINGS_TEXTS.title);
    expect(de.REMINDER_FIELD_TEXTS.help).toContain('(Einstellungen, Benachrichtigungen)');
  });

  it('French: a skipped day is "sauté" everywhere the app names it (the calendar legend, Today, the details), as on the landing page', async () => {
    const fr = await loadAppTexts('fr', 'fr-FR');
    expect(fr.HABITS_TEXTS.status.skipped).toBe('Sauté');
    expect(fr.HABIT_DAY_TEXTS.state.skipped).toBe('Sauté');
    expect(fr.HABIT_DEPTH_TEXTS.skipped).toBe('Sauté');
    expect(fr.HABIT_ROW_TEXTS.skip).toBe('Sauter');
    expect(fr.AREAS_TEXTS.routineSkip).toBe('Sauter');
    expect(fr.AREAS_TEXTS.routineSummary(1, 2, 0)).toBe('1 faite, 2 sautées.');
    expect(fr.UNDO_TEXTS.skipped('Lire')).toBe('«\u00a0Lire\u00a0» sautée.');
  });

  it('Spanish: the quick-add examples are quoted «…», as Spanish quotes elsewhere', async () => {
    const es = await loadAppTexts('es', 'es-ES');
    expect(es.QUICK_ADD_TEXTS.placeholder).toBe('Por ahora en inglés: prueba «Gym Mon Thu 18:00-19:00» o «Read 20 pages every night at 21:00»');
    expect(es.QUICK_ADD_TEXTS.emptyText).not.toContain('"');
    expect(es.QUICK_ADD_TEXTS.needsName).not.toContain('"');
  });
});
