import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API, COACH_TEXTS, PLAN_LIMITS, type Habit } from '@stride/domain';
import { COACH_CHAT_TEXTS, COACH_IDEAS } from '../apps/web/src/lib/coach/coach-chat-texts.js';
import { newUserOnSection } from './support/api-session.js';
import { axeViolations } from './support/axe.js';
import { PHONE, horizontalOverflow, newPage } from './support/browser.js';
import { WIDE, chatDialog, conversation, openChat, proposalCard, say } from './support/coach.js';
import { callFromPage, okFromPage } from './support/page-api.js';
import { useAppAndBrowser } from './support/suite.js';

// Issue 37, part 5: the chat keeps the relationship (the built-in coach: no AI provider).

/** The page looks right: nothing wider than the screen, nothing axe finds. */
async function checked(page: Page) {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
}

const habitsOf = async (page: Page) => ((await okFromPage(page, API.habits.list, { params: { userId: (await okFromPage(page, API.auth.check)).user!.id } })) as Habit[]).map((h) => h.name);

describe('AI Coach: a chat that keeps the relationship, in a real browser', () => {
  const suite = useAppAndBrowser();

  for (const [width, viewport] of [
    ['1440 px', WIDE],
    ['375 px', PHONE],
  ] as const) {
    const tag = width.replace(' ', '');

    it(`asks before it deletes: a card with Cancel and Confirm, then one line with Undo (${width})`, async () => {
      const { context, page } = await newPage(suite.browser, viewport);
      try {
        await newUserOnSection(page, suite.server, `coach-card-${tag}`, 'AI Coach', COACH_TEXTS.heading);
        await openChat(page);
        await say(page, 'Create a habit called Gym daily at 7am');
        await conversation(page).getByText('Created the habit "Gym" (every day at 07:00).').waitFor();

        await say(page, 'Delete habit Gym');
        const card = proposalCard(page);
        await card.getByText(/Delete "Gym"/).waitFor();
        await checked(page);
        // Cancel: nothing is deleted, and the card goes.
        await card.getByRole('button', { name: COACH_CHAT_TEXTS.cancel }).click();
        await card.waitFor({ state: 'detached' });
        expect(await habitsOf(page)).toEqual(['Gym']);

        // Asked again, confirmed: deleted, said in one line with its Undo.
        await say(page, 'Delete habit Gym');
        await proposalCard(page).getByRole('button', { name: COACH_CHAT_TEXTS.confirm }).click();
        await proposalCard(page).waitFor({ state: 'detached' });
        const lines = conversation(page).getByRole('list', { name: COACH_CHAT_TEXTS.actionsLabel }).last();
        const undo = lines.getByRole('button', { name: new RegExp(`^${COACH_TEXTS.undo}: Deleted the habit "Gym"`) });
        await undo.waitFor();
        expect(await habitsOf(page)).toEqual([]);
        // The focus is back in the input.
        expect(await chatDialog(page).getByRole('textbox', { name: COACH_TEXTS.inputLabel }).evaluate((el) => el === document.activeElement)).toBe(true);
        await checked(page);
        await undo.click();
        await lines.getByText(COACH_TEXTS.undone).waitFor();
        expect(await habitsOf(page)).toEqual(['Gym']);
      } finally {
        await context.close();
      }
    });

    it(`keeps the conversation: a reload and a new tab reopen it, New conversation starts another, the list has both (${width})`, async () => {
      const { context, page } = await newPage(suite.browser, viewport);
      try {
        await newUserOnSection(page, suite.server, `coach-kept-${tag}`, 'AI Coach', COACH_TEXTS.heading);
        await openChat(page);
        const left = chatDialog(page).getByText(COACH_CHAT_TEXTS.messagesLeft(10, 10));
        await left.waitFor();
        await say(page, 'Add goal Touch my toes');
        await conversation(page).getByText('Added the goal "Touch my toes".').waitFor();
        await chatDialog(page).getByText(COACH_CHAT_TEXTS.messagesLeft(9, 10)).waitFor();

        await page.reload();
        await openChat(page);
        await conversation(page).getByText('Add goal Touch my toes').waitFor();

        // A new tab (nothing kept in it) reopens the latest.
        const tab = await context.newPage();
        await tab.goto(page.url());
        await tab.getByRole('heading', { level: 1, name: COACH_TEXTS.heading }).waitFor();
        await openChat(tab);
        await conversation(tab).getByText('Added the goal "Touch my toes".').waitFor();
        await tab.close();

        await chatDialog(page).getByRole('button', { name: COACH_CHAT_TEXTS.newConversation }).click();
        await chatDialog(page).getByText(COACH_TEXTS.emptyChat).waitFor();
        await say(page, 'List my goals');
        await conversation(page).getByText('• Touch my toes').waitFor();
        expect(await conversation(page).getByText('Add goal Touch my toes').count()).toBe(0);

        await chatDialog(page).getByRole('button', { name: COACH_CHAT_TEXTS.conversations }).click();
        const menu = page.getByRole('menu', { name: COACH_CHAT_TEXTS.conversationsLabel });
        await menu.getByRole('menuitem').nth(1).waitFor();
        expect(await menu.getByRole('menuitem').count()).toBe(2);
        // Both spoken in today, in the person's own days.
        expect(await menu.getByText(COACH_CHAT_TEXTS.today, { exact: true }).count()).toBe(2);
        await checked(page);
        // The earlier one, by keyboard.
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await conversation(page).getByText('Added the goal "Touch my toes".').waitFor();
        expect(await conversation(page).getByText('• Touch my toes').count()).toBe(0);
        await checked(page);
      } finally {
        await context.close();
      }
    });

    it(`shows the day's limit before anything is typed: the banner, the input disabled and described, the focus on See plans (${width})`, async () => {
      const { context, page } = await newPage(suite.browser, viewport);
      try {
        await newUserOnSection(page, suite.server, `coach-limit-${tag}`, 'AI Coach', COACH_TEXTS.heading);
        // The day's messages spent elsewhere (another device), through the API.
        for (let i = 0; i < PLAN_LIMITS.free.messagesPerDay; i++) await callFromPage(page, API.coach.chat, { body: { message: 'list my goals' } });
        await openChat(page);
        const dialog = chatDialog(page);
        const banner = dialog.getByRole('alert').filter({ hasText: COACH_TEXTS.limitBanner });
        await banner.waitFor();
        const input = dialog.getByRole('textbox', { name: COACH_TEXTS.inputLabel });
        expect(await input.isDisabled()).toBe(true);
        expect(await dialog.getByRole('button', { name: COACH_TEXTS.send }).isDisabled()).toBe(true);
        await dialog.getByText(COACH_CHAT_TEXTS.messagesLeft(0, PLAN_LIMITS.free.messagesPerDay)).waitFor();
        // The input says why; nothing was typed, and the conversation kept is there.
        const described = await input.evaluate((el) =>
          (el.getAttribute('aria-describedby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent)
            .join(' '),
        );
        expect(described).toBe(`${COACH_TEXTS.limitBanner} ${COACH_CHAT_TEXTS.messagesLeft(0, PLAN_LIMITS.free.messagesPerDay)}`);
        await conversation(page).getByText('list my goals').first().waitFor();
        const plans = banner.getByRole('link', { name: COACH_TEXTS.seePlans });
        await page.waitForFunction((name) => document.activeElement?.textContent === name, COACH_TEXTS.seePlans);
        expect(await plans.isVisible()).toBe(true);
        await checked(page);
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/pricing$/);
      } finally {
        await context.close();
      }
    });

    it(`sends a Things to ask card's words when it is tapped (${width})`, async () => {
      const { context, page } = await newPage(suite.browser, viewport);
      try {
        await newUserOnSection(page, suite.server, `coach-idea-${tag}`, 'AI Coach', COACH_TEXTS.heading);
        await checked(page);
        const idea = COACH_IDEAS[0];
        await page.getByRole('button', { name: idea.prompt }).click();
        await conversation(page).locator('[data-role="user"]').getByText(idea.prompt, { exact: true }).waitFor();
        await conversation(page).getByText(/Created the habit "Morning walk"/).waitFor();
        expect(await habitsOf(page)).toEqual(['Morning walk']);
        await checked(page);
      } finally {
        await context.close();
      }
    });

    it(`shows a reply's suggestions as buttons, and sends the one tapped (${width})`, async () => {
      const { context, page } = await newPage(suite.browser, viewport);
      try {
        await newUserOnSection(page, suite.server, `coach-suggest-${tag}`, 'AI Coach', COACH_TEXTS.heading);
        await openChat(page);
        await say(page, 'Create a habit called Gym daily at 7am');
        await conversation(page).getByText(/Created the habit "Gym"/).waitFor();
        // The same again: the coach asks what to do, with answers to tap.
        await say(page, 'Create a habit called Gym daily at 7am');
        const suggestions = chatDialog(page).getByRole('list', { name: COACH_CHAT_TEXTS.suggestionsLabel });
        const first = suggestions.getByRole('button').first();
        await first.waitFor();
        await checked(page);
        const words = (await first.textContent())!;
        await first.click();
        await conversation(page).locator('[data-role="user"]').getByText(words, { exact: true }).waitFor();
        // And the coach answers it.
        await conversation(page).locator('[data-role="assistant"]').nth(2).waitFor();
      } finally {
        await context.close();
      }
    });
  }
});
