import type { Page } from 'playwright-core';
import { COACH_TEXTS } from '@stride/domain';

/** The wide screen (issue 20); DESKTOP (1280 px) stays for the other tests. */
export const WIDE = { width: 1440, height: 900 };
export const chatDialog = (page: Page) => page.getByRole('dialog', { name: COACH_TEXTS.chatTitle });
export const conversation = (page: Page) => chatDialog(page).getByRole('log', { name: 'Conversation' });

export async function say(page: Page, text: string) {
  const input = chatDialog(page).getByRole('textbox', { name: COACH_TEXTS.inputLabel });
  await input.fill(text);
  await input.press('Enter');
}
