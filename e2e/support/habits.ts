import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { API, HABITS_TEXTS, formatDate, localToday, toEpochDay } from '@stride/domain';
import { callFromPage, okFromPage, pageUser } from './page-api.js';

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
export const userHabits = async (page: Page) => okFromPage(page, API.habits.list, { params: { userId: (await pageUser(page)).id } });

/** Adds a daily habit from today through the API, as the signed-in page would (`from`, `to`: HH:MM UTC). */
export async function addDailyHabit(page: Page, name: string, from: string, to: string, zone = 'Europe/London') {
  const today = localToday(zone);
  const { id } = await pageUser(page);
  const created = await callFromPage(page, API.habits.create, {
    body: { userId: id, name, description: '', startTime: `${today}T${from}:00.000Z`, endTime: `${today}T${to}:00.000Z`, recurrence: 'daily' },
  });
  expect(created.status).toBe(201);
}
