import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API, APP_CATALOG_LOADERS, CREATE_HABIT_TEXTS as C, FIRST_RUN_TEXTS, HABITS_TEXTS, HABIT_DEPTH_TEXTS, ROUTES, localToday, type AppCatalog } from '@stride/domain';
import { HABIT_FORM_CATALOG } from '../packages/domain/src/i18n/catalogs/en/habit-form.js';
import { walkCatalog } from '../packages/domain/src/i18n/catalog-walk.js';
import { axeViolations } from './support/axe.js';
import { PHONE, appReady, horizontalOverflow, keepScreenshot } from './support/browser.js';
import { addDailyHabit, longDate, plusDays, userHabits } from './support/habits.js';
import { useJourneyPage, useLayout, type Layout } from './support/layouts.js';
import { signInByApi } from './support/api-session.js';
import { uniqueEmail, waitForPath } from './support/journeys.js';
import { okFromPage } from './support/page-api.js';
import { useAppAndBrowser } from './support/suite.js';

const WIDE = { width: 1440, height: 900 };
const ZONE = 'Europe/London';
const LAYOUTS: Layout[] = [
  { name: '375 px, light', viewport: PHONE, colorScheme: 'light' },
  { name: '1440 px, light', viewport: WIDE, colorScheme: 'light' },
  { name: '375 px, dark', viewport: PHONE, colorScheme: 'dark' },
  { name: '1440 px, dark', viewport: WIDE, colorScheme: 'dark' },
];
const shot = (page: Page, what: string, layout: Layout) => keepScreenshot(page, { path: `/tmp/month-create-${what}-${layout.viewport.width}-${layout.colorScheme}.png`, fullPage: true });

/**
 * Issue 51 in a real browser (decision 051): Month is a dot per habit, readable with twelve habits
 * at 375 and 1440 px; Create starts from the kind and makes a limit and a quit habit. Light and
 * dark, axe clean.
 */
describe('Month with twelve habits, and Create from the kind (issue 51)', () => {
  const suite = useAppAndBrowser();
  const journey = useJourneyPage(suite, LAYOUTS[0]!, { timezoneId: ZONE });
  const today = localToday(ZONE);
  const schedule = () => journey.page.getByRole('region', { name: HABITS_TEXTS.scheduleView });

  beforeAll(async () => {
    const { page } = journey;
    await signInByApi(page, suite.server, uniqueEmail('month-dots'));
    await page.getByRole('region', { name: FIRST_RUN_TEXTS.title }).getByRole('button', { name: FIRST_RUN_TEXTS.skip }).click();
    const since = (time: string) => `${plusDays(today, -3)}T${time}:00Z`;
    const daily = { recurrence: 'daily' as const, customRecurrence: null };
    const add = (name: string, from: string, to: string, more: Record<string, unknown> = {}) =>
      okFromPage(page, API.habits.create, { body: { name, startTime: since(from), endTime: since(to), ...daily, ...more } });
    const coffee = await add('Coffee', '09:00', '21:00', { target: { quantity: 2, unit: 'cups', direction: 'atMost' } });
    await add('No sugar', '07:00', '07:05', { target: { quantity: 0, unit: 'sugar', direction: 'atMost' } });
    const run = await add('Run', '06:30', '07:00');
    await add('Drink water', '08:00', '20:00', { target: { quantity: 8, unit: 'glasses' } });
    for (const [name, from, to] of [
      ['Stretch', '07:00', '07:15'],
      ['Meditate', '07:15', '07:30'],
      ['Read', '21:00', '21:30'],
      ['Journal', '22:00', '22:15'],
      ['Floss', '22:15', '22:20'],
      ['Walk the dog', '17:00', '17:30'],
      ['Piano', '18:00', '18:30'],
      ['Call a friend', '19:00', '19:15'],
    ] as const)
      await add(name, from, to);
    // Three cups today: over the limit of two. Yesterday's run done.
    await okFromPage(page, API.habits.complete, { params: { id: coffee.id }, body: { date: today, total: 3 } });
    await okFromPage(page, API.habits.complete, { params: { id: run.id }, body: { date: plusDays(today, -1) } });
    await page.goto(`${suite.server.baseUrl}/habits`);
    await page.getByRole('heading', { level: 1, name: HABITS_TEXTS.pageTitle }).waitFor();
  });

  for (const layout of LAYOUTS) {
    it(`Month: a dot per habit, twelve in today's cell, each state in words, axe clean, at ${layout.name}`, async () => {
      const { page } = journey;
      await useLayout(page, layout);
      const phone = layout.viewport.width === PHONE.width;
      const month = schedule().getByRole('button', { name: HABITS_TEXTS.viewLabels.month, exact: true });
      await month.click();
      expect(await month.getAttribute('aria-pressed')).toBe('true');
      await schedule().getByRole('button', { name: 'Today', exact: true }).click();
      const dayName = `${Number(today.slice(8))} ${new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(new Date(`${today}T12:00:00Z`))}`;
      if (phone) {
        // A day is one button: how many habits, in which states; its twelve dots inside its cell.
        const day = schedule().getByRole('button', { name: new RegExp(`^${dayName}: 12 habits, `) });
        const name = (await day.getAttribute('aria-label'))!;
        expect(name).toContain('1 over the limit');
        expect(name).toContain('1 kept so far');
        const cell = (await day.boundingBox())!;
        // Every dot shows: inside the day's column and its week's row (which hides what overflows).
        const { dots, row } = await day.evaluate((el) => {
          const box = (r: DOMRect) => ({ x: r.x, y: r.y, right: r.right, bottom: r.bottom });
          return { dots: [...el.querySelectorAll('.stride-dot')].map((d) => box(d.getBoundingClientRect())), row: box(el.closest('.rbc-month-row')!.getBoundingClientRect()) };
        });
        expect(dots).toHaveLength(12);
        for (const dot of dots) {
          expect(dot.x).toBeGreaterThanOrEqual(cell.x - 0.5);
          expect(dot.right).toBeLessThanOrEqual(cell.x + cell.width + 0.5);
          expect(dot.bottom).toBeLessThanOrEqual(row.bottom + 0.5);
        }
        expect(cell.height).toBeGreaterThanOrEqual(44);
      } else {
        const dots = schedule().getByRole('button', { name: new RegExp(`, ${longDate(today)}`) });
        expect(await dots.count()).toBe(12);
        const over = schedule().getByRole('button', { name: `Coffee, ${longDate(today)}, 3 of at most 2 cups · over` });
        expect(await over.textContent()).toBe('! Coffee');
        expect(await schedule().getByRole('button', { name: `Run, ${longDate(plusDays(today, -1))}, 06:30, done` }).textContent()).toBe('✓ Run');
        // Every dot shows, none hidden behind "+N more" or under the week's row.
        expect(await schedule().locator('.stride-month-more, .rbc-show-more').count()).toBe(0);
        const hidden = await schedule()
          .locator('.stride-month-dot')
          .evaluateAll((els) => els.filter((el) => el.getBoundingClientRect().bottom > el.closest('.rbc-month-row')!.getBoundingClientRect().bottom + 0.5).length);
        expect(hidden).toBe(0);
      }
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'month', layout);
      await keepScreenshot(schedule(), { path: `/tmp/month-create-schedule-${layout.viewport.width}-${layout.colorScheme}.png` });
      if (phone) {
        // Tapping the day opens it: the Day view, every habit named.
        await schedule().getByRole('button', { name: new RegExp(`^${dayName}: 12 habits, `) }).click();
        expect(await schedule().getByRole('button', { name: HABITS_TEXTS.viewLabels.day, exact: true }).getAttribute('aria-pressed')).toBe('true');
        await schedule().getByRole('button', { name: /^Coffee, / }).first().waitFor();
      } else {
        // A dot opens the habit's occurrence, as the month's events did.
        await schedule().getByRole('button', { name: `Run, ${longDate(today)}, 06:30` }).click();
        const edit = page.getByRole('dialog', { name: new RegExp(HABITS_TEXTS.editTitle) });
        await edit.getByRole('button', { name: 'Cancel' }).click();
        await edit.waitFor({ state: 'hidden' });
      }
    });
  }

  for (const [index, layout] of LAYOUTS.entries()) {
    const kind = index % 2 === 0 ? ('limit' as const) : ('quit' as const);
    const name = kind === 'limit' ? `Beer ${index}` : `No crisps ${index}`;
    it(`Create from the kind: a ${kind} habit by keyboard, asking only what it needs, within two screens, axe clean, at ${layout.name}`, async () => {
      const { page } = journey;
      await useLayout(page, layout);
      await page.getByRole('button', { name: HABITS_TEXTS.createHabit }).first().click();
      const dialog = page.getByRole('dialog', { name: HABITS_TEXTS.createTitle });
      const kinds = dialog.getByRole('radiogroup', { name: C.kindLegend });
      expect(await kinds.getByRole('radio', { name: C.kinds.build }).isChecked()).toBe(true);
      // Build on a phone: the whole form, More options closed, in at most two screens.
      const height = () =>
        dialog.evaluate((el) => {
          const content = el.querySelector('.MuiDialogContent-root')!;
          return el.querySelector('.MuiDialogTitle-root')!.getBoundingClientRect().height + content.scrollHeight + el.querySelector('.MuiDialogActions-root')!.getBoundingClientRect().height;
        });
      if (layout.viewport.width === PHONE.width) expect(await height()).toBeLessThanOrEqual(2 * layout.viewport.height);
      await kinds.getByRole('radio', { name: C.kinds.build }).focus();
      await page.keyboard.press(kind === 'limit' ? 'ArrowRight' : 'ArrowLeft');
      expect(await kinds.getByRole('radio', { name: C.kinds[kind] }).isChecked()).toBe(true);
      await dialog.getByText(C.kindHelp[kind]).waitFor();
      // Its times are behind More options (kept all day); one "how often".
      expect(await dialog.getByLabel('Start time').count()).toBe(0);
      expect(await dialog.getByRole('combobox', { name: 'Recurrence' }).count()).toBe(1);
      await dialog.getByLabel('Name').fill(name);
      if (kind === 'limit') {
        await dialog.getByRole('spinbutton', { name: new RegExp(`^${C.limitAmountLabel}`) }).fill('2');
        await dialog.getByLabel(C.limitUnitLabel).fill('beers');
      } else {
        await dialog.getByLabel(/^Quit: no/).fill('crisps');
      }
      if (layout.viewport.width === PHONE.width) expect(await height()).toBeLessThanOrEqual(2 * layout.viewport.height);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `create-${kind}`, layout);
      await dialog.getByRole('button', { name: HABITS_TEXTS.createHabit }).click();
      await dialog.waitFor({ state: 'hidden' });
      const made = (await userHabits(page)).find((h) => h.name === name)!;
      expect(made.target).toEqual(kind === 'limit' ? { quantity: 2, unit: 'beers', direction: 'atMost' } : { quantity: 0, unit: 'crisps', direction: 'atMost' });
      expect(made.frequency).toBeNull();
    });
  }
});

/** The words of four letters or more of a catalog's strings (functions left out), lower case. */
/** A catalog's words of four letters or more; a Spanish catalog's without the English requests it quotes («Create a habit called…»), which are not its own words. */
const wordsOf = (catalog: unknown) =>
  new Set(
    walkCatalog(JSON.parse(JSON.stringify(catalog)) as unknown)
      .messages.flatMap(({ message }) => message.replace(/«[^»]*»/g, '').toLowerCase().match(/\p{L}+/gu) ?? [])
      .filter((word) => word.length >= 4),
  );

/**
 * Issues 51 and 54 (decision 051, "fifth pass"): for a Spanish account, Create New Habit and Edit
 * Habit are in Spanish (no English word of the dialogs' and their fields' own texts shows), Edit
 * asks how often once (the recurrence's list, locked under "this occurrence only", holds "any
 * days"), axe clean at 375 px.
 */
describe('Create and Edit in Spanish, how often asked once (issues 51 and 54)', () => {
  const suite = useAppAndBrowser();
  const journey = useJourneyPage(suite, LAYOUTS[0]!, { timezoneId: ZONE });
  const HABIT = 'Yoga';

  it('Create with More options, a reminder and Custom…, then Edit from Today: Spanish words only, one Recurrence, axe clean at 375 px', async () => {
    const { page } = journey;
    const es: AppCatalog = await APP_CATALOG_LOADERS.es();
    const own = wordsOf(es);
    const english = [...wordsOf({ ...HABIT_FORM_CATALOG, HABITS_TEXTS: { a: HABITS_TEXTS.createTitle, b: HABITS_TEXTS.editTitle, c: HABITS_TEXTS.createHabit } })].filter((word) => !own.has(word));
    expect(english.length).toBeGreaterThan(100);
    const englishIn = async (dialog: ReturnType<Page['getByRole']>) => {
      const text = (await dialog.evaluate((el) => (el as HTMLElement).innerText)).toLowerCase();
      const seen = new Set(text.match(/\p{L}+/gu) ?? []);
      return english.filter((word) => seen.has(word));
    };

    await signInByApi(page, suite.server, uniqueEmail('form-es'));
    await okFromPage(page, API.users.updateProfile, { body: { locale: 'es-ES' } });
    await addDailyHabit(page, HABIT, '07:00', '07:30');
    await page.goto(`${suite.server.baseUrl}${ROUTES.habits}`);
    await waitForPath(page, ROUTES.habits);
    await page.getByRole('heading', { level: 1, name: es.HABITS_TEXTS.pageTitle }).waitFor();

    // Create: the kind, the fields, More options with every field shown, a reminder added.
    await page.getByRole('button', { name: es.HABITS_TEXTS.createHabit }).first().click();
    const create = page.getByRole('dialog', { name: es.HABITS_TEXTS.createTitle });
    await create.getByRole('radiogroup', { name: es.CREATE_HABIT_TEXTS.kindLegend }).waitFor();
    expect(await create.getByRole('combobox', { name: es.HABIT_FORM_TEXTS.recurrence }).count()).toBe(1);
    await create.getByRole('button', { name: es.CREATE_HABIT_TEXTS.moreOptions }).click();
    await create.getByRole('button', { name: es.REMINDER_FIELD_TEXTS.add }).click();
    await create.getByRole('group', { name: es.REMINDER_FIELD_TEXTS.row.replace('{n}', '1') }).waitFor();
    await create.getByLabel(es.HABIT_FORM_TEXTS.name).fill('Leer');
    // Nothing typed where it is needed: the problem is said in Spanish too.
    await create.getByLabel(es.HABIT_FORM_TEXTS.name).fill('');
    await create.getByRole('button', { name: es.HABITS_TEXTS.createHabit }).click();
    await create.getByText(es.HABIT_FORM_TEXTS.nameRequired).waitFor();
    expect(await englishIn(create), 'Create: English words').toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await keepScreenshot(page, { path: '/tmp/month-create-es-create-375.png', fullPage: true });
    // Custom…: the Custom Recurrence dialog in Spanish too, a monthly rule on days of the month.
    await create.getByRole('combobox', { name: es.HABIT_FORM_TEXTS.recurrence }).click();
    await page.getByRole('option', { name: es.HABIT_FORM_TEXTS.recurrences.custom }).click();
    const custom = page.getByRole('dialog', { name: es.HABITS_TEXTS.customTitle });
    await custom.getByRole('combobox', { name: es.CUSTOM_RECURRENCE_TEXTS.repeats }).click();
    await page.getByRole('option', { name: es.CUSTOM_RECURRENCE_TEXTS.frequencies.monthly }).click();
    await custom.getByRole('group', { name: es.CUSTOM_RECURRENCE_TEXTS.daysOfMonth }).waitFor();
    expect(await englishIn(custom), 'Custom Recurrence: English words').toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await custom.getByRole('button', { name: es.HABIT_FORM_TEXTS.cancel }).click();
    await custom.waitFor({ state: 'hidden' });
    await create.getByRole('button', { name: es.HABIT_FORM_TEXTS.cancel }).click();
    await create.waitFor({ state: 'hidden' });

    // Edit from Today's row menu: one Recurrence (no second "how often"), locked with its reason
    // under "this occurrence only"; under "this and following" it offers "any days".
    await page.goto(`${suite.server.baseUrl}/dashboard`);
    await appReady(page);
    await page.getByRole('button', { name: es.HABIT_ROW_TEXTS.moreActions.replace('{name}', HABIT) }).first().click();
    await page.getByRole('menuitem', { name: es.HABIT_ROW_TEXTS.edit }).click();
    const edit = page.getByRole('dialog', { name: es.HABITS_TEXTS.editTitle });
    await edit.waitFor();
    const recurrence = edit.getByRole('combobox', { name: es.HABIT_FORM_TEXTS.recurrence });
    expect(await recurrence.count()).toBe(1);
    expect(await edit.getByRole('combobox', { name: HABIT_DEPTH_TEXTS.howOften }).count()).toBe(0);
    expect(await recurrence.getAttribute('aria-disabled')).toBe('true');
    await edit.getByText(es.EDIT_HABIT_TEXTS.recurrenceLocked).waitFor();
    expect(await englishIn(edit), 'Edit: English words').toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await keepScreenshot(page, { path: '/tmp/month-create-es-edit-375.png', fullPage: true });
    await edit.getByRole('radio', { name: es.EDIT_HABIT_TEXTS.scopes.future }).check();
    expect(await recurrence.getAttribute('aria-disabled')).toBeNull();
    await recurrence.click();
    await page.getByRole('option', { name: es.HABIT_FIELD_TEXTS.timesPerPeriod }).click();
    await edit.getByRole('spinbutton', { name: new RegExp(`^${es.HABIT_FIELD_TEXTS.timesLabel}`) }).waitFor();
    expect(await englishIn(edit), 'Edit, any days: English words').toEqual([]);
    await edit.getByRole('button', { name: es.HABIT_FORM_TEXTS.cancel }).click();
    await edit.waitFor({ state: 'hidden' });
  });
});
