import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API, GOALS_TEXTS } from '@stride/domain';
import { axeViolations } from './support/axe.js';
import { DESKTOP, PHONE, horizontalOverflow, newPage } from './support/browser.js';
import { newUserOnSection } from './support/api-session.js';
import { expectTextSeen } from './support/journeys.js';
import { useAppAndBrowser } from './support/suite.js';
import { callFromPage, okFromPage, pageUser } from './support/page-api.js';

describe('Vision & Goals in a real browser', () => {
  const suite = useAppAndBrowser();

  const newUserOnGoals = (page: Page, prefix: string) => newUserOnSection(page, suite.server, prefix, 'Goals', 'Vision & Goals');

  /** Whether the vision's text runs past the preview's cut-off (where the fade covers it). */
  const textRunsPastPreview = (page: Page) =>
    page.getByTestId('vision-preview').evaluate((box) => {
      const text = box.firstElementChild!.getBoundingClientRect();
      return text.bottom > box.getBoundingClientRect().bottom + 1;
    });

  const goalNames = (page: Page) => page.getByTestId('goal-item').getByRole('heading').allTextContents();

  it('writes, expands, edits and saves a vision, and it is still there after a reload', async () => {
    const { context, page } = await newPage(suite.browser, DESKTOP);
    try {
      await newUserOnGoals(page, 'vision');
      await expectTextSeen(page, GOALS_TEXTS.loading);

      // No vision yet: the editor is there at once. A blank one is refused with the spec's alert.
      const editor = page.getByRole('textbox', { name: 'Your vision' });
      await editor.fill('   ');
      await page.getByRole('button', { name: 'Save Vision' }).click();
      const alert = page.getByRole('alertdialog');
      expect(await alert.textContent()).toContain(GOALS_TEXTS.visionRequired);
      await alert.getByRole('button', { name: 'OK' }).click();
      await alert.waitFor({ state: 'hidden' });

      const longVision = Array.from({ length: 8 }, (_, i) => `Line ${i + 1} of the life I am building.`).join('\n');
      await editor.fill(longVision);
      await page.getByRole('button', { name: 'Save Vision' }).click();

      // Collapsed preview with a fade over the text that runs past the cut-off.
      const preview = page.getByRole('button', { name: /Line 1 of the life I am building/ });
      await preview.waitFor();
      expect(await preview.getAttribute('aria-expanded')).toBe('false');
      expect(await textRunsPastPreview(page)).toBe(true);

      // Keyboard: Enter on the preview expands it into the editor with the text.
      await preview.focus();
      await page.keyboard.press('Enter');
      expect(await editor.inputValue()).toBe(longVision);
      await editor.fill('Be strong, calm and kind.');
      await page.getByRole('button', { name: 'Save Vision' }).click();
      await page.getByRole('button', { name: /Be strong, calm and kind\./ }).waitFor();

      await page.reload();
      await page.getByRole('button', { name: /Be strong, calm and kind\./ }).waitFor();
      // Short text shows whole: the fade only covers text past the cut-off.
      expect(await textRunsPastPreview(page)).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('adds, edits and deletes goals with the keyboard and the spec texts', async () => {
    const { context, page } = await newPage(suite.browser, DESKTOP);
    try {
      await newUserOnGoals(page, 'goals');
      await page.getByText('No goals yet').waitFor();

      const toggle = page.getByRole('button', { name: 'Add Goal' });
      await toggle.click();
      const name = page.getByRole('textbox', { name: 'Goal name' });
      // Enter with a blank name: the spec's alert, nothing sent.
      await name.press('Enter');
      const alert = page.getByRole('alertdialog');
      expect(await alert.textContent()).toContain(GOALS_TEXTS.goalNameRequired);
      await alert.getByRole('button', { name: 'OK' }).click();
      await alert.waitFor({ state: 'hidden' });

      await name.fill('Run a half marathon');
      await page.getByRole('textbox', { name: 'Description (optional)' }).fill('By next autumn');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Run a half marathon' }).waitFor();

      await page.getByRole('button', { name: 'Add Goal' }).click();
      await name.fill('Read 12 books');
      await name.press('Enter');
      await page.getByRole('heading', { name: 'Read 12 books' }).waitFor();

      // Escape closes the form and keeps the draft; Cancel clears it.
      await page.getByRole('button', { name: 'Add Goal' }).click();
      await name.fill('Half an idea');
      await name.press('Escape');
      await name.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Add Goal' }).click();
      expect(await name.inputValue()).toBe('Half an idea');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await name.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Add Goal' }).click();
      expect(await name.inputValue()).toBe('');
      await page.getByRole('button', { name: 'Close' }).click();

      // Edit in place.
      await page.getByRole('button', { name: 'Edit goal Read 12 books' }).click();
      const editForm = page.getByRole('form', { name: 'Edit goal Read 12 books' });
      await editForm.getByRole('textbox', { name: 'Goal name' }).fill('Read 20 books');
      await editForm.getByRole('textbox', { name: 'Goal name' }).press('Enter');
      await page.getByRole('heading', { name: 'Read 20 books' }).waitFor();

      // Delete asks first; Cancel keeps the goal, Delete removes it.
      await page.getByRole('button', { name: 'Delete goal Run a half marathon' }).click();
      const confirm = page.getByRole('alertdialog');
      expect(await confirm.textContent()).toContain(GOALS_TEXTS.deleteGoalConfirm);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'hidden' });
      expect(await goalNames(page)).toEqual(['Run a half marathon', 'Read 20 books']);
      await page.getByRole('button', { name: 'Delete goal Run a half marathon' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('heading', { name: 'Run a half marathon' }).waitFor({ state: 'detached' });

      await page.reload();
      await page.getByRole('heading', { name: 'Read 20 books' }).waitFor();
      expect(await goalNames(page)).toEqual(['Read 20 books']);
    } finally {
      await context.close();
    }
  });

  it('staggers the goals 0.1 s apart, and not at all for people who prefer reduced motion', async () => {
    const { context, page } = await newPage(suite.browser, DESKTOP, { reducedMotion: 'no-preference' });
    try {
      await newUserOnGoals(page, 'stagger');
      for (const goal of ['First', 'Second', 'Third']) {
        await okFromPage(page, API.goals.create, { body: { name: goal } });
      }
      await page.reload();
      await page.getByRole('heading', { name: 'Third' }).waitFor();
      const delays = await page.getByTestId('goal-item').evaluateAll((items) => items.map((el) => getComputedStyle(el).animationDelay));
      expect(delays).toEqual(['0s', '0.1s', '0.2s']);

      await page.emulateMedia({ reducedMotion: 'reduce' });
      const names = await page.getByTestId('goal-item').evaluateAll((items) => items.map((el) => getComputedStyle(el).animationName));
      expect(names).toEqual(['none', 'none', 'none']);
    } finally {
      await context.close();
    }
  });

  it("never shows one user's vision and goals to another", async () => {
    const owner = await newPage(suite.browser, DESKTOP);
    const other = await newPage(suite.browser, DESKTOP);
    try {
      await newUserOnGoals(owner.page, 'owner');
      await owner.page.getByRole('textbox', { name: 'Your vision' }).fill('My private vision');
      await owner.page.getByRole('button', { name: 'Save Vision' }).click();
      await owner.page.getByRole('button', { name: 'Add Goal' }).click();
      await owner.page.getByRole('textbox', { name: 'Goal name' }).fill('My private goal');
      await owner.page.keyboard.press('Enter');
      await owner.page.getByRole('heading', { name: 'My private goal' }).waitFor();
      const ownerId = (await pageUser(owner.page)).id;

      await newUserOnGoals(other.page, 'other');
      await other.page.getByText('No goals yet').waitFor();
      expect(await other.page.getByText('My private').count()).toBe(0);
      const statuses = [
        (await callFromPage(other.page, API.vision.get, { params: { userId: ownerId } })).status,
        (await callFromPage(other.page, API.goals.list, { params: { userId: ownerId } })).status,
      ];
      expect(statuses).toEqual([403, 403]);
    } finally {
      await owner.context.close();
      await other.context.close();
    }
  });

  it('fits a phone and has no axe-core violations with the preview, the editor and the form open', async () => {
    // One person and page (issue 46): each state is checked at each width by resizing it.
    const viewports = [PHONE, { width: 320, height: 640 }, DESKTOP];
    const { context, page } = await newPage(suite.browser, viewports[0]);
    try {
      await newUserOnGoals(page, 'axe-goals');
      const editor = page.getByRole('textbox', { name: 'Your vision' });
      await editor.waitFor();
      for (const viewport of viewports) {
        await page.setViewportSize(viewport);
        expect(await axeViolations(page), `empty /goals at ${viewport.width}px`).toEqual([]);
      }
      await page.setViewportSize(viewports[0]!);
      await editor.fill('A long vision that keeps going '.repeat(20));
      await page.getByRole('button', { name: 'Save Vision' }).click();
      await page.getByTestId('vision-preview').waitFor();
      await page.getByRole('button', { name: 'Add Goal' }).click();
      await page.getByRole('textbox', { name: 'Goal name' }).fill('A goal with a rather long name that has to wrap on a phone');
      await page.keyboard.press('Enter');
      await page.getByTestId('goal-item').first().waitFor();
      await page.getByRole('button', { name: 'Add Goal' }).click();
      for (const viewport of viewports) {
        await page.setViewportSize(viewport);
        expect(await horizontalOverflow(page), `overflow at ${viewport.width}px`).toBeLessThanOrEqual(0);
        expect(await axeViolations(page), `filled /goals at ${viewport.width}px`).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });
});
