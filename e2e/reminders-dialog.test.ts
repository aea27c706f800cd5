import { describe, expect, it } from 'vitest';
import { CREATE_HABIT_TEXTS, REMINDER_TEXTS, describeReminder } from '@stride/domain';
import { axeViolations } from './support/axe.js';
import { PHONE, horizontalOverflow, newPage } from './support/browser.js';
import { createHabit, userHabits } from './support/habits.js';
import { signInByApi } from './support/api-session.js';
import { uniqueEmail } from './support/journeys.js';
import { useAppAndBrowser } from './support/suite.js';

const WIDE = { width: 1440, height: 900 };

describe('reminders in the habit dialogs (issue 21)', () => {
  const suite = useAppAndBrowser();

  for (const viewport of [PHONE, WIDE]) {
    it(`sets several reminders on a new habit, changes them in Edit and lists them in the details, at ${viewport.width} px`, async () => {
      const { context, page } = await newPage(suite.browser, viewport);
      try {
        await signInByApi(page, suite.server, uniqueEmail('reminders'), '/habits');

        const dialog = await createHabit(page, { name: 'Gym', from: '18:00', to: '19:00' });
        // Issue 51: reminders are behind Create's More options.
        await dialog.getByRole('button', { name: CREATE_HABIT_TEXTS.moreOptions }).click();
        await dialog.getByRole('button', { name: REMINDER_TEXTS.add }).click();
        await dialog.getByRole('button', { name: REMINDER_TEXTS.add }).click();
        await dialog.getByRole('group', { name: REMINDER_TEXTS.row(2) }).getByRole('combobox', { name: REMINDER_TEXTS.when }).click();
        await page.getByRole('option', { name: '1 hour before' }).click();
        await dialog.getByRole('group', { name: REMINDER_TEXTS.row(2) }).getByRole('combobox', { name: REMINDER_TEXTS.channel }).click();
        await page.getByRole('option', { name: 'Email' }).click();
        expect(await horizontalOverflow(page)).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
        await dialog.getByRole('button', { name: 'Create Habit' }).click();
        await dialog.waitFor({ state: 'hidden' });
        // Earliest first; the first one added is "15 minutes before, by notification".
        expect((await userHabits(page))[0]!.reminders).toEqual([
          { minutesBefore: 60, channel: 'email' },
          { minutesBefore: 15, channel: 'push' },
        ]);

        // The details list them; Edit removes one for the habit as a whole.
        await page.getByRole('button', { name: 'Details of Gym' }).click();
        const details = page.getByRole('dialog', { name: 'Gym' });
        await details.getByText(`${REMINDER_TEXTS.legend}: ${describeReminder({ minutesBefore: 60, channel: 'email' })}; ${describeReminder({ minutesBefore: 15, channel: 'push' })}`).waitFor();
        await details.getByRole('button', { name: 'Edit' }).click();
        const edit = page.getByRole('dialog', { name: 'Edit Habit' });
        await edit.getByRole('radio', { name: 'This and following occurrences' }).check();
        await edit.getByRole('button', { name: REMINDER_TEXTS.remove(describeReminder({ minutesBefore: 60, channel: 'email' })) }).click();
        await edit.getByRole('button', { name: 'Save' }).click();
        await edit.waitFor({ state: 'hidden' });
        const [habit] = await userHabits(page);
        expect(habit!.reminders).toEqual([{ minutesBefore: 15, channel: 'push' }]);
        // Only the reminders changed: the rule was not split into a new one.
        expect(habit!.schedule.segments).toHaveLength(1);
      } finally {
        await context.close();
      }
    });
  }
});
