import { beforeAll, describe, expect, it } from 'vitest';
import { API, COACH_MESSAGES, COACH_TEXTS, PLAN_LIMITS, matchEndpoint } from '@stride/domain';
import { newUserOnSection } from './support/api-session.js';
import { openSection } from './support/sections.js';
import { axeViolations } from './support/axe.js';
import { DESKTOP, PHONE, horizontalOverflow, newPage } from './support/browser.js';
import { WIDE, chatDialog, conversation, say } from './support/coach.js';
import { useJourneyPage, useLayout, type Layout } from './support/layouts.js';
import { useAppAndBrowser } from './support/suite.js';
import { callFromPage } from './support/page-api.js';

// The coach with an AI provider, and its calls (timed), are in coach-provider.test.ts.

const LAYOUTS: Layout[] = [
  { name: '1440 px', viewport: WIDE },
  { name: '375 px', viewport: PHONE },
];

describe('AI Coach without an AI provider: the offline coach, in a real browser', () => {
  const suite = useAppAndBrowser();

  describe('one conversation, looked at a large screen\'s width and a phone\'s (issue 46: it was held once per width)', () => {
    const journey = useJourneyPage(suite, LAYOUTS[0]!);
    let reportsSent = 0;

    beforeAll(async () => {
      const { page } = journey;
      await newUserOnSection(page, suite.server, 'coach-chat', 'AI Coach', COACH_TEXTS.heading);
      page.on('request', (request) => {
        if (matchEndpoint(API.coach.report, request.method(), request.url())) reportsSent++;
      });
    });

    for (const layout of LAYOUTS) {
      it(`shows the coach, clean for axe (${layout.name})`, async () => {
        const { page } = journey;
        await useLayout(page, layout);
        await page.getByText(COACH_TEXTS.tagline).waitFor();
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    it('chats: a blank message is not sent; a habit and a goal are made from what is said', async () => {
      const { page } = journey;
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
    });

    for (const layout of LAYOUTS) {
      it(`shows the conversation, clean for axe (${layout.name})`, async () => {
        const { page } = journey;
        await useLayout(page, layout);
        await conversation(page).getByText('Added the goal "Touch my toes".').waitFor();
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    for (const [index, layout] of LAYOUTS.entries()) {
      it(`asks before reporting the last reply (section 5), clean for axe (${layout.name})`, async () => {
        const { page } = journey;
        await useLayout(page, layout);
        if (index === 0) await conversation(page).getByRole('button', { name: COACH_TEXTS.report }).last().click();
        const confirm = page.getByRole('alertdialog', { name: COACH_TEXTS.reportConfirmTitle });
        await confirm.getByText(COACH_TEXTS.reportConfirm, { exact: true }).waitFor();
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    it('reports the reply only after yes: Cancel sends nothing; reported, it thanks and the button stays disabled', async () => {
      const { page } = journey;
      const report = conversation(page).getByRole('button', { name: COACH_TEXTS.report }).last();
      let confirm = page.getByRole('alertdialog', { name: COACH_TEXTS.reportConfirmTitle });
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
    });

    it('shows the conversation so far after a reload, and goes on with it (issue 20)', async () => {
      const { page } = journey;
      await page.reload();
      await page.getByText(COACH_TEXTS.tagline).waitFor();
      await page.getByRole('button', { name: COACH_TEXTS.message, exact: true }).click();
      await conversation(page).getByText('Added the goal "Touch my toes".').waitFor();
      await conversation(page).getByText('Create a habit called Stretch daily at 7am').waitFor();
      await say(page, 'List my goals');
      await conversation(page).getByText('• Touch my toes').waitFor();
    });

    it('shows what the coach did on the other screens, without a reload', async () => {
      const { page } = journey;
      await chatDialog(page).getByRole('button', { name: COACH_TEXTS.close }).click();
      await openSection(page, 'Goals');
      await page.getByText('Touch my toes').first().waitFor();
      await openSection(page, 'Habits');
      await page.getByRole('button', { name: /Stretch/ }).first().waitFor();
    });
  });

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
  describe('before anyone presses Call, at a large screen\'s width and a phone\'s', () => {
    const journey = useJourneyPage(suite, LAYOUTS[0]!);
    beforeAll(() => newUserOnSection(journey.page, suite.server, 'coach-novoice', 'AI Coach', COACH_TEXTS.heading));

    for (const layout of LAYOUTS) {
      it(`shows the Call button as unavailable, and why, in words for users (${layout.name})`, async () => {
        const { page } = journey;
        await useLayout(page, layout);
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
      });
    }
  });
});
