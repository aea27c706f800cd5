import type { Page } from 'playwright-core';
import { SHELL_TEXTS } from '@stride/domain';

/** The sidebar's links (the spec's names) as the phone's bottom bar names them (issue 39). */
const BOTTOM_BAR_NAMES: Record<string, string> = {
  Dashboard: SHELL_TEXTS.bottomNav.today,
  Habits: SHELL_TEXTS.bottomNav.habits,
  'AI Coach': SHELL_TEXTS.bottomNav.coach,
  Goals: SHELL_TEXTS.bottomNav.goals,
  Analytics: SHELL_TEXTS.bottomNav.progress,
};

/** Below this width a phone (the bottom bar); from DOCKED_WIDTH the sidebar is open beside the content. */
export const PHONE_MAX_WIDTH = 599;
export const DOCKED_WIDTH = 1200;

/**
 * Opens a signed-in section as a person would at the page's width (DECISIONS "Navigation"): one
 * tap in the bottom bar on a phone, the sidebar's link on a desktop (open beside the content), or
 * the Menu toggle and then the link in between. `link` is the sidebar's name for it.
 */
export async function openSection(page: Page, link: string): Promise<void> {
  const width = page.viewportSize()?.width ?? DOCKED_WIDTH;
  const sections = page.getByRole('navigation', { name: SHELL_TEXTS.sectionsLabel });
  if (width <= PHONE_MAX_WIDTH) {
    await sections.getByRole('link', { name: BOTTOM_BAR_NAMES[link] ?? link }).click();
    return;
  }
  if (width < DOCKED_WIDTH) await page.getByRole('button', { name: SHELL_TEXTS.menu, exact: true }).click();
  await sections.getByRole('link', { name: link }).click();
}
