import { describe, expect, it } from 'vitest';
import { API, COACH_MESSAGES, COACH_TEXTS, PLAN_LIMITS, matchEndpoint } from '@stride/domain';
import { newUserOnSection } from './support/api-session.js';
import { openSection } from './support/sections.js';
import { axeViolations } from './support/axe.js';
import { DESKTOP, PHONE, horizontalOverflow, newPage } from './support/browser.js';
import { WIDE, chatDialog, conversation, say } from './support/coach.js';
import { useAppAndBrowser } from './support/suite.js';
import { callFromPage } from './support/page-api.js';

// The coach with an AI provider, and its calls (timed), are in coach-provider.test.ts.

describe('AI Coach without an AI provider: the offline coach, in a real browser', () => {
  const suite = useAppAndBrowser();

  for (const [width, viewport] of [
    ['1440 px', WIDE],
    ['375 px', PHONE],
  ] as const) {
    it(`chats, changes habits and goals the other screens then show, and reports a reply after asking (${width})`, async () => {
      const { context, page } = await newPage(suite.browser, viewport);
      try {
        await newUserOnSection(page, suite.server, `coach-${width.replace(' ', '')}`, 'AI Coach', COACH_TEXTS.heading);
        await page.getByText(COACH_TEXTS.tagline).waitFor();
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        expect(await axeViolations(page)).toEqual([]);

        await page.getByRole('button', { name: COACH_TEXTS.message, exact: true }).click();
        await chatDialog(page).getByText(COACH_TEXTS.emptyChat).waitFor();
        // Blank messages are ignored: nothing is sent.
        await say(page, '   ');
        expect(await conversation(page).locator('[data-role]').count()).toBe(0);

        await say(page, 'Create a habit called Stretch daily at 7am');
        await conversation(page).getByText('Created the habit "Stretch" (every day at 07:00).').waitFor();
        await chatDialog(page).getByText(COACH_TEXTS.offlineNote).waitFor();
        await say(page, 'Add goal Touch my toes');
        await conversation(page).getByText('Added the goal "Touch my toes".').waitFor();
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        expect(await axeViolations(page)).toEqual([]);

        // Report the last reply: asked first (section 5), and Cancel sends nothing.
        const report = conversation(page).getByRole('button', { name: COACH_TEXTS.report }).last();
        let reportsSent = 0;
        page.on('request', (request) => {
          if (matchEndpoint(API.coach.report, request.method(), request.url())) reportsSent++;
        });
        await report.click();
        let confirm = page.getByRole('alertdialog', { name: COACH_TEXTS.reportConfirmTitle });
        await confirm.getByText(COACH_TEXTS.reportConfirm, { exact: true }).waitFor();
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        expect(await axeViolations(page)).toEqual([]);
        await confirm.getByRole('button', { name: 'Cancel' }).click();
        await confirm.waitFor({ state: 'detached' });
        expect(reportsSent).toBe(0);
        expect(await report.isEnabled()).toBe(true);
        // Reported: thanked, and the button stays disabled.
        await report.click();
        confirm = page.getByRole('alertdialog', { name: COACH_TEXTS.reportConfirmTitle });
        await confirm.getByRole('button', { name: COACH_TEXTS.reportConfirmAction }).click();
        const thanks = page.getByRole('alertdialog', { name: COACH_TEXTS.reportTitle });
        await thanks.getByText(COACH_TEXTS.reportThanks).waitFor();
        await thanks.getByRole('button', { name: 'OK' }).click();
        expect(await conversation(page).getByRole('button', { name: COACH_TEXTS.reported }).isDisabled()).toBe(true);
        expect(reportsSent).toBe(1);

        // After a reload the chat shows the conversation so far, and goes on with it (issue 20).
        await page.reload();
        await page.getByText(COACH_TEXTS.tagline).waitFor();
        await page.getByRole('button', { name: COACH_TEXTS.message, exact: true }).click();
        await conversation(page).getByText('Added the goal "Touch my toes".').waitFor();
        await conversation(page).getByText('Create a habit called Stretch daily at 7am').waitFor();
        await say(page, 'List my goals');
        await conversation(page).getByText('• Touch my toes').waitFor();

        // The sidebar's other screens show what the coach did, without a reload.
        await chatDialog(page).getByRole('button', { name: COACH_TEXTS.close }).click();
        await openSection(page, 'Goals');
        await page.getByText('Touch my toes').first().waitFor();
        await openSection(page, 'Habits');
        await page.getByRole('button', { name: /Stretch/ }).first().waitFor();
      } finally {
        await context.close();
      }
    });
  }

  it('shows the daily limit banner and disables the input at the limit', async () => {
    const { context, page } = await newPage(suite.browser, DESKTOP);
    try {
      await newUserOnSection(page, suite.server, 'coach-limit', 'AI Coach', COACH_TEXTS.heading);
      await page.getByRole('button', { name: COACH_TEXTS.message, exact: true }).click();
      // The chat open with messages left; then the day's messages are used up through the API, as
      // other devices would (spent before opening, the limit shows before typing: coach-relationship.test.ts).
      const perDay = PLAN_LIMITS.free.messagesPerDay;
      await chatDialog(page).getByText(`${perDay} of ${perDay} messages left today`, { exact: true }).waitFor();
      for (let i = 0; i < perDay; i++) await callFromPage(page, API.coach.chat, { body: { message: 'list my goals' } });
      await say(page, 'one more please');
      await chatDialog(page).getByText(COACH_TEXTS.limitBanner).waitFor();
      await conversation(page).getByText(COACH_TEXTS.limitFallback).waitFor();
      expect(await chatDialog(page).getByRole('textbox', { name: COACH_TEXTS.inputLabel }).isDisabled()).toBe(true);
      expect(await chatDialog(page).getByRole('button', { name: COACH_TEXTS.send }).isDisabled()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  // Issue 20: said before anyone presses Call (it was a call that opened only to fail).
  for (const [width, viewport] of [
    ['1440 px', WIDE],
    ['375 px', PHONE],
  ] as const) {
    it(`shows the Call button as unavailable, and why, in words for users (${width})`, async () => {
      const { context, page } = await newPage(suite.browser, viewport);
      try {
        await newUserOnSection(page, suite.server, `coach-novoice-${width.replace(' ', '')}`, 'AI Coach', COACH_TEXTS.heading);
        const call = page.getByRole('button', { name: COACH_TEXTS.call, exact: true });
        expect(await call.isDisabled()).toBe(true);
        const describedBy = await call.getAttribute('aria-describedby');
        expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(COACH_TEXTS.callsUnavailable);
        expect(await page.getByText(COACH_TEXTS.callsUnavailable).isVisible()).toBe(true);
        expect(await page.getByRole('button', { name: COACH_TEXTS.message, exact: true }).isEnabled()).toBe(true);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        expect(await axeViolations(page)).toEqual([]);
        // A client that calls anyway (the mobile apps) is told the same, in the same words.
        const refusal = await callFromPage(page, API.coach.voice);
        expect(refusal).toEqual({ status: 503, body: { code: 'unavailable', message: COACH_MESSAGES.voiceNeedsProvider } });
        expect(suite.server.logs()).toContain('No AI provider (OPENAI_API_KEY is not set)');
      } finally {
        await context.close();
      }
    });
  }

});
