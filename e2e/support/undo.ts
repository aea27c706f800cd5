import type { Page } from 'playwright-core';
import { UNDO_TEXTS } from '@stride/domain';

/**
 * The Undo snackbar once it says `text` (issue 39), dismissed with its Dismiss button as a person
 * would before going on. Left alone it stays 8 s (longer while the pointer is on it) above
 * everything, dialogs included: an action whose button lay under it (a dialog's Delete near the
 * bottom of the screen) waited those seconds for it to go (issue 46, docs/decisions/041).
 */
export async function dismissUndo(page: Page, text: string): Promise<void> {
  const alert = page.getByRole('alert').filter({ hasText: text });
  await alert.getByRole('button', { name: UNDO_TEXTS.dismiss }).click();
  await alert.waitFor({ state: 'hidden' });
}

/**
 * Closes the Undo snackbar that says `text` with Escape, as a person may, if it is still up: where
 * the snackbar may or may not have timed out by then (its 8 s against a walk's pace). Only where no
 * menu or dialog is open, which Escape would close instead.
 */
export async function escapeUndo(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByRole('alert').filter({ hasText: text }).waitFor({ state: 'hidden' });
}
