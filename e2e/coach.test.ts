import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CALL_STATUS_TEXTS, COACH_MESSAGES, COACH_TEXTS, PLAN_LIMITS } from '@stride/domain';
import { startFakeOpenAi, type FakeOpenAi } from '../apps/server/src/test/fake-openai.js';
import { axeViolations } from './support/axe.js';
import { DESKTOP, PHONE, horizontalOverflow, newPage } from './support/browser.js';
import { expectTextSeen, newUserOnSection } from './support/journeys.js';
import { useAppAndBrowser } from './support/suite.js';

const chatDialog = (page: Page) => page.getByRole('dialog', { name: COACH_TEXTS.chatTitle });
const conversation = (page: Page) => chatDialog(page).getByRole('log', { name: 'Conversation' });

async function say(page: Page, text: string) {
  const input = chatDialog(page).getByRole('textbox', { name: COACH_TEXTS.inputLabel });
  await input.fill(text);
  await input.press('Enter');
}

describe('AI Coach without an AI provider: the offline coach, in a real browser', () => {
  const suite = useAppAndBrowser();

  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`chats, changes habits and goals the other screens then show, and reports a reply (${width})`, async () => {
      const { context, page } = await newPage(suite.browser, viewport);
      try {
        await newUserOnSection(page, suite.server, `coach-${width}`, 'AI Coach', COACH_TEXTS.heading);
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

        // Report the last reply: thanked, and the button stays disabled.
        const report = conversation(page).getByRole('button', { name: COACH_TEXTS.report }).last();
        await report.click();
        const thanks = page.getByRole('alertdialog', { name: COACH_TEXTS.reportTitle });
        await thanks.getByText(COACH_TEXTS.reportThanks).waitFor();
        await thanks.getByRole('button', { name: 'OK' }).click();
        expect(await conversation(page).getByRole('button', { name: COACH_TEXTS.reported }).isDisabled()).toBe(true);

        // The sidebar's other screens show what the coach did, without a reload.
        await chatDialog(page).getByRole('button', { name: COACH_TEXTS.close }).click();
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Goals' }).click();
        await page.getByText('Touch my toes').first().waitFor();
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Habits' }).click();
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
      // Use up the day's messages through the API, as other devices would.
      await page.evaluate(async (count) => {
        for (let i = 0; i < count; i++) {
          await fetch('/api/openai/chat', { method: 'POST', headers: { 'content-type': 'application/json', 'client-type': 'web' }, body: JSON.stringify({ message: 'list my goals' }) });
        }
      }, PLAN_LIMITS.free.messagesPerDay);
      await page.getByRole('button', { name: COACH_TEXTS.message, exact: true }).click();
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

  it('explains that calls need an AI provider', async () => {
    const { context, page } = await newPage(suite.browser, DESKTOP);
    try {
      await installMicrophone(page);
      await newUserOnSection(page, suite.server, 'coach-novoice', 'AI Coach', COACH_TEXTS.heading);
      await page.getByRole('button', { name: COACH_TEXTS.call, exact: true }).click();
      const alert = page.getByRole('alertdialog', { name: COACH_TEXTS.callErrorTitle });
      await alert.getByText(COACH_MESSAGES.voiceNeedsProvider).waitFor();
      await alert.getByRole('button', { name: 'OK' }).click();
      const modal = page.getByRole('dialog', { name: COACH_TEXTS.callTitle });
      await modal.getByRole('button', { name: COACH_TEXTS.endCall }).click();
      await modal.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('closes the call and says so when the microphone is refused', async () => {
    const { context, page } = await newPage(suite.browser, PHONE);
    try {
      await installMicrophone(page, 'deny');
      await newUserOnSection(page, suite.server, 'coach-nomic', 'AI Coach', COACH_TEXTS.heading);
      await page.getByRole('button', { name: COACH_TEXTS.call, exact: true }).click();
      await page.getByRole('alertdialog', { name: COACH_TEXTS.callErrorTitle }).getByText(COACH_TEXTS.microphoneDenied).waitFor();
      expect(await page.getByRole('dialog', { name: COACH_TEXTS.callTitle }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

/**
 * The microphone: a machine in CI has none, so getUserMedia answers a real MediaStream from the
 * page's own Web Audio graph (an oscillator behind a gain at zero). `window.__speak(seconds)`
 * raises the level like a voice for that long; everything after it (level analysis,
 * MediaRecorder, upload, playback) is the browser's real pipeline. `deny` refuses instead.
 */
async function installMicrophone(page: Page, mode: 'speak' | 'deny' = 'speak') {
  await page.addInitScript((deny: boolean) => {
    const media = navigator.mediaDevices;
    media.getUserMedia = async () => {
      if (deny) throw new DOMException('Permission denied', 'NotAllowedError');
      const context = new AudioContext();
      const oscillator = context.createOscillator();
      oscillator.frequency.value = 220;
      const gain = context.createGain();
      gain.gain.value = 0;
      const destination = context.createMediaStreamDestination();
      oscillator.connect(gain).connect(destination);
      oscillator.start();
      (window as unknown as { __speak: (s: number) => void }).__speak = (seconds: number) => {
        gain.gain.setValueAtTime(0.4, context.currentTime);
        gain.gain.setValueAtTime(0, context.currentTime + seconds);
      };
      return destination.stream;
    };
  }, mode === 'deny');
}

describe('AI Coach with an AI provider (the OpenAI SDK talking to a local fake), in a real browser', () => {
  let fake: FakeOpenAi;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    Object.assign(env, { OPENAI_API_KEY: 'sk-e2e', OPENAI_BASE_URL: fake.url });
  });
  const suite = useAppAndBrowser(env, ['--autoplay-policy=no-user-gesture-required']);
  afterAll(() => fake?.close());

  it('chat: the model creates a habit through a function call and says so', async () => {
    const { context, page } = await newPage(suite.browser, DESKTOP);
    try {
      await newUserOnSection(page, suite.server, 'coach-ai', 'AI Coach', COACH_TEXTS.heading);
      fake.queue({ toolCalls: [{ name: 'createHabit', arguments: { name: 'Evening walk', startTime: '19:00' } }] }, { content: 'Lovely. Evening walk is set for 19:00 every day.' });
      await page.getByRole('button', { name: COACH_TEXTS.message, exact: true }).click();
      await say(page, 'I want to walk every evening at 7');
      await conversation(page).getByText('Lovely. Evening walk is set for 19:00 every day.').waitFor();
      expect(await chatDialog(page).getByText(COACH_TEXTS.offlineNote).count()).toBe(0);
      fake.failNext('/v1/chat/completions', 500, 'down', 2);
      await say(page, 'and another?');
      await conversation(page).getByText(COACH_MESSAGES.providerFailed).waitFor();
      await chatDialog(page).getByRole('button', { name: COACH_TEXTS.close }).click();
      await page.getByText('Your coach sees your 1 habit').waitFor();
    } finally {
      await context.close();
    }
  });

  it('call: greets, hears speech from the microphone, thinks, speaks and listens again; End Call closes it', async () => {
    const { context, page } = await newPage(suite.browser, DESKTOP);
    try {
      await installMicrophone(page);
      await newUserOnSection(page, suite.server, 'coach-call', 'AI Coach', COACH_TEXTS.heading);
      fake.speakSeconds = 1;
      fake.queue({ content: 'Hi Ada! What shall we work on today?' }, { toolCalls: [{ name: 'createGoal', arguments: { name: 'Sleep by 11' } }] }, { content: 'Added your goal Sleep by 11.' });
      fake.hear('Add a goal to sleep by eleven', 1.5);
      await page.getByRole('button', { name: COACH_TEXTS.call, exact: true }).click();
      const modal = page.getByRole('dialog', { name: COACH_TEXTS.callTitle });
      await modal.getByText('Hi Ada! What shall we work on today?').waitFor();
      // The states of section 4, as the status line shows them.
      await expectTextSeen(page, 'Speaking...', 10_000);
      await modal.getByText(CALL_STATUS_TEXTS.idle).waitFor({ timeout: 10_000 });
      await page.evaluate(() => (window as unknown as { __speak: (s: number) => void }).__speak(1.5));
      await expectTextSeen(page, "I'm listening...", 15_000);
      await expectTextSeen(page, 'Thinking...', 15_000);
      await modal.getByText('Added your goal Sleep by 11.').waitFor({ timeout: 20_000 });
      await modal.getByText('Add a goal to sleep by eleven').waitFor();
      await modal.getByText(CALL_STATUS_TEXTS.idle).waitFor({ timeout: 10_000 });
      const upload = fake.requests.findLast((r) => r.path === '/v1/audio/transcriptions')!;
      expect(upload.bytes).toBeGreaterThan(1000);
      expect(upload.body as string).toContain('audio/webm');
      expect(await axeViolations(page)).toEqual([]);
      await modal.getByRole('button', { name: COACH_TEXTS.endCall }).click();
      await modal.waitFor({ state: 'detached' });
      expect(await page.evaluate(async () => ((await (await fetch('/api/auth/check')).json()) as { user: { id: string } }).user.id)).toBeTruthy();
    } finally {
      await context.close();
    }
  });
});
