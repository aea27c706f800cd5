import { describe, expect, it } from 'vitest';
import { APP_CATALOG_LOADERS, LANDING_CATALOG_LOADERS, ROUTES, localToday, settingsSectionPath } from '@stride/domain';
import { appReady, newPage } from './support/browser.js';
import { addDailyHabit } from './support/habits.js';
import { signUpInBrowser, uniqueEmail, verifyInBrowser, waitForPath } from './support/journeys.js';
import { useAppAndBrowser } from './support/suite.js';

const WIDE = { width: 1440, height: 900 };
const HABIT = 'Yoga';

/**
 * Issue 54 (helper i18n-labels, decision 054): the labels a walk in three languages found still in
 * English, for a new account signed up with a Spanish browser (no AI provider on the test server):
 * the details dialog's month arrows, a day's name ("30 de noviembre, programado") and today's tick
 * box; the Habits calendar's month table; the coach's cards (the pages that do the same, since the
 * built-in coach reads English only), its chat log and its chip; Settings' time zone list and the
 * password fields' eye buttons; and on the Spanish landing page the carousel's dots.
 */
describe('the labels left in English, in Spanish (issue 54)', () => {
  const suite = useAppAndBrowser();

  it('es-ES at 1440 px: details, calendar, coach, Settings and the carousel', async () => {
    const texts = await APP_CATALOG_LOADERS.es();
    const { context, page } = await newPage(suite.browser, WIDE, { locale: 'es-ES' });
    const email = uniqueEmail('labels-es');
    try {
      await signUpInBrowser(page, suite.server, email);
      await verifyInBrowser(page, suite.server, email);
      const welcome = page.getByRole('region', { name: texts.FIRST_RUN_TEXTS.title });
      await welcome.waitFor();
      await welcome.getByRole('button', { name: texts.FIRST_RUN_TEXTS.skip }).click();
      await addDailyHabit(page, HABIT, '07:00', '07:30');

      // The Habits page: the month grid's name, and the details dialog.
      await page.goto(`${suite.server.baseUrl}${ROUTES.habits}`);
      await waitForPath(page, ROUTES.habits);
      await page.getByRole('heading', { level: 1, name: texts.HABITS_TEXTS.pageTitle }).waitFor();
      await page.getByRole('table', { name: 'Vista de mes' }).waitFor();
      expect(await page.getByRole('table', { name: 'Month View' }).count()).toBe(0);
      await page.getByRole('button', { name: `Detalles de ${HABIT}` }).first().click();
      const dialog = page.getByRole('dialog', { name: HABIT });
      await dialog.getByRole('button', { name: 'Mes anterior' }).waitFor();
      await dialog.getByRole('button', { name: 'Mes siguiente' }).waitFor();
      const today = localToday('Europe/London');
      const day = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${today}T12:00:00Z`));
      await dialog.getByRole('button', { name: `${day}, programado`, exact: true }).waitFor();
      await dialog.getByRole('checkbox', { name: `${HABIT}: hecho hoy` }).check();
      await dialog.getByRole('button', { name: `${day}, programado, hecho`, exact: true }).waitFor();
      await dialog.getByRole('button', { name: texts.HABIT_DETAILS_TEXTS.close }).click();

      // The AI Coach page: with the built-in coach the cards open the pages that do the same.
      await page.goto(`${suite.server.baseUrl}${ROUTES.aiCoach}`);
      await waitForPath(page, ROUTES.aiCoach);
      await page.getByRole('heading', { name: texts.COACH_CHAT_TEXTS.ideasOnPages }).waitFor();
      expect(await page.getByRole('link', { name: new RegExp(`^${texts.COACH_IDEAS[0]!.title}`) }).getAttribute('href')).toBe(ROUTES.habits);
      expect(await page.getByRole('button', { name: texts.COACH_IDEAS[0]!.prompt }).count()).toBe(0);
      await page.getByRole('button', { name: texts.COACH_TEXTS.message }).first().click();
      const chat = page.getByRole('dialog', { name: texts.COACH_TEXTS.chatTitle });
      await chat.getByRole('log', { name: 'Conversación' }).waitFor({ state: 'attached' });
      const input = chat.getByRole('textbox', { name: texts.COACH_TEXTS.inputLabel });
      await input.fill('Hola');
      await input.press('Enter');
      // The chip is named by its tooltip's words (MUI), in Spanish.
      await chat.getByLabel(texts.COACH_TEXTS.offlineHelp).waitFor();
      await chat.getByRole('button', { name: texts.COACH_TEXTS.close }).click();

      // Settings: the time zone list and the password fields' eye buttons.
      await page.goto(`${suite.server.baseUrl}${settingsSectionPath('profile')}`);
      await waitForPath(page, settingsSectionPath('profile'));
      const zone = page.getByRole('combobox', { name: 'Zona horaria' });
      await zone.waitFor();
      expect(await zone.inputValue()).toMatch(/^hora .+ \(London\)$/);
      await page.getByRole('button', { name: 'Abrir' }).waitFor();
      await page.goto(`${suite.server.baseUrl}${settingsSectionPath('sign-in')}`);
      await waitForPath(page, settingsSectionPath('sign-in'));
      await page.getByRole('button', { name: 'Mostrar la contraseña' }).first().waitFor();
      expect(await page.getByRole('button', { name: 'Show password' }).count()).toBe(0);

      // The public landing page in Spanish: the carousel's dots.
      const { slides } = await LANDING_CATALOG_LOADERS.es();
      await page.goto(`${suite.server.baseUrl}/es/`);
      await appReady(page);
      await page.getByRole('button', { name: `Mostrar la diapositiva 2: ${slides[1]!.title}` }).waitFor();
    } finally {
      await context.close();
    }
  });
});
