import type { Page } from 'playwright-core';
import { COACH_TEXTS } from '@stride/domain';
import { COACH_CHAT_TEXTS } from '../../apps/web/src/lib/coach/coach-chat-texts.js';

/** The wide screen (issue 20); DESKTOP (1280 px) stays for the other tests. */
export const WIDE = { width: 1440, height: 900 };
export const chatDialog = (page: Page) => page.getByRole('dialog', { name: COACH_TEXTS.chatTitle });
export const conversation = (page: Page) => chatDialog(page).getByRole('log', { name: 'Conversation' });
/** The card of what the coach does only on a yes (issue 37). */
export const proposalCard = (page: Page) => chatDialog(page).getByRole('group', { name: COACH_CHAT_TEXTS.proposalTitle });

export async function say(page: Page, text: string) {
  const input = chatDialog(page).getByRole('textbox', { name: COACH_TEXTS.inputLabel });
  await input.fill(text);
  await input.press('Enter');
}

/** Opens the chat from the AI Coach page. */
export async function openChat(page: Page) {
  await page.getByRole('button', { name: COACH_TEXTS.message, exact: true }).click();
  await chatDialog(page).waitFor();
}
