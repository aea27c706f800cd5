import type { Page } from 'playwright-core';
import { HABITS_TEXTS, formatDate, toEpochDay, type Habit } from '@stride/domain';

export const plusDays = (date: string, n: number) => formatDate(toEpochDay(date) + n);

/** '2026-11-23' -> 'Monday 23 November', as the calendar's event labels write dates. */
export const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/** Fills Create New Habit as a person would; the caller presses Create (or goes on in the dialog). */
export async function createHabit(page: Page, habit: { name: string; start?: string; from?: string; to?: string; recurrence?: string }) {
  await page.getByRole('button', { name: HABITS_TEXTS.createHabit }).first().click();
  const dialog = page.getByRole('dialog', { name: HABITS_TEXTS.createTitle });
  await dialog.getByLabel('Name').fill(habit.name);
  if (habit.start) await dialog.getByLabel('Start date').fill(habit.start);
  if (habit.from) await dialog.getByLabel('Start time').fill(habit.from);
  if (habit.to) await dialog.getByLabel('End time').fill(habit.to);
  if (habit.recurrence) {
    await dialog.getByRole('combobox', { name: 'Recurrence' }).click();
    await page.getByRole('option', { name: habit.recurrence }).click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
  }
  return dialog;
}

/** The signed-in user's habits, as the API answers them. */
export const userHabits = (page: Page) =>
  page.evaluate(async () => {
    const { user } = (await (await fetch('/api/auth/check')).json()) as { user: { id: string } };
    return (await (await fetch(`/api/habits/user/${user.id}`)).json()) as unknown;
  }) as Promise<Habit[]>;
