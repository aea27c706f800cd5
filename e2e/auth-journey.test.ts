import { describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '@stride/domain';
import { DESKTOP, PHONE, horizontalOverflow, newPage } from './support/browser.js';
import { PASSWORD, expectText, expectTextSeen, recordTexts, logInInBrowser, signUpInBrowser, uniqueEmail, verifyInBrowser, waitForPath } from './support/journeys.js';
import { useAppAndBrowser } from './support/suite.js';

describe('accounts in a real browser', () => {
  const suite = useAppAndBrowser();

  it('signs up, verifies with the emailed code, logs out, logs in, resets the password and logs in again', async () => {
    const { context, page } = await newPage(suite.browser, DESKTOP);
    const email = uniqueEmail('journey');
    try {
      // Sign up: the button waits for every password rule and the terms box.
      await page.goto(`${suite.server.baseUrl}/signup`);
      await page.getByLabel('First Name').fill('Maya');
      await page.getByLabel('Last Name').fill('Okafor');
      await page.getByLabel('Email').fill(email);
      const submit = page.getByRole('button', { name: 'Sign Up' });
      await page.getByLabel(/^Password\s*\*?$/).fill('weak');
      expect(await submit.isDisabled()).toBe(true);
      await page.getByLabel(/^Password\s*\*?$/).fill(PASSWORD);
      expect(await submit.isDisabled()).toBe(true);
      await page.getByRole('checkbox').check();
      // React renders the enabled button after the check's events; a loaded machine can be a frame late.
      await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
      await submit.click();

      // Verify with the code delivered to the loopback SMTP suite.server, typed with stray characters.
      await waitForPath(page, '/verify-email');
      await expectText(page, AUTH_TEXTS.verifyPrompt);
      expect(await page.getByText(email).first().isVisible()).toBe(true);
      const code = await suite.server.mail.nextCode(email);
      const codeField = page.getByLabel('Verification code');
      await codeField.pressSequentially(`${code.slice(0, 3)}ab-${code.slice(3)}9`);
      expect(await codeField.inputValue()).toBe(code);
      const started = Date.now();
      await recordTexts(page);
      await page.getByRole('button', { name: 'Verify Code' }).click();
      await expectTextSeen(page, AUTH_TEXTS.verifiedNotice);
      await waitForPath(page, '/dashboard');
      expect(Date.now() - started).toBeGreaterThanOrEqual(1900);

      // Dashboard: account details and the free tier.
      await expectText(page, 'Account Details');
      expect(await page.getByText(email).first().isVisible()).toBe(true);
      await expectText(page, 'Free Tier');

      // Log out: back to / with Login and Sign Up in the navigation bar.
      await page.getByRole('button', { name: 'Logout' }).click();
      await waitForPath(page, '/');
      await page.getByRole('link', { name: 'Login' }).waitFor();

      // A wrong password shows the server's message; the right one reaches the dashboard.
      await logInInBrowser(page, suite.server, email, 'Wrong!pass1');
      await expectText(page, 'Invalid email or password.');
      await page.getByLabel(/^Password\s*\*?$/).fill(PASSWORD);
      await page.getByRole('button', { name: 'Log In' }).click();
      await waitForPath(page, '/dashboard');
      await page.getByRole('button', { name: 'Logout' }).click();
      await waitForPath(page, '/');

      // Forgot password, all three steps.
      await page.goto(`${suite.server.baseUrl}/login`);
      await page.getByRole('link', { name: AUTH_TEXTS.forgotPasswordLink }).click();
      await waitForPath(page, '/forgot-password');
      await page.getByLabel('Email').fill(email);
      const before = suite.server.mail.count();
      await recordTexts(page);
      await page.getByRole('button', { name: AUTH_TEXTS.sendResetCode }).click();
      await expectTextSeen(page, AUTH_TEXTS.resetCodeSentNotice);
      const resetCode = await suite.server.mail.nextCode(email, before);
      await page.getByLabel('Reset code').fill(resetCode);
      await page.getByRole('button', { name: AUTH_TEXTS.verifyButton }).click();
      const newPassword = 'Fresh!start9';
      await page.getByLabel(/^New Password\s*\*?$/).fill('weakpass');
      await page.getByRole('button', { name: AUTH_TEXTS.resetPasswordButton }).click();
      await expectText(page, AUTH_TEXTS.passwordRequirementsUnmet);
      await page.getByLabel(/^New Password\s*\*?$/).fill(newPassword);
      await recordTexts(page);
      await page.getByRole('button', { name: AUTH_TEXTS.resetPasswordButton }).click();
      await expectTextSeen(page, AUTH_TEXTS.resetDoneNotice);
      await waitForPath(page, '/login');

      // The old password no longer works; the new one does.
      await logInInBrowser(page, suite.server, email, PASSWORD);
      await expectText(page, 'Invalid email or password.');
      await logInInBrowser(page, suite.server, email, newPassword);
      await waitForPath(page, '/dashboard');
    } finally {
      await context.close();
    }
  });

  it('shows the server message when a code is resent too soon, and the notice when it is sent', async () => {
    const { context, page } = await newPage(suite.browser, DESKTOP);
    try {
      const email = uniqueEmail('resend');
      await signUpInBrowser(page, suite.server, email);
      await page.getByRole('button', { name: 'Resend Code' }).click();
      await expectText(page, 'Please wait a minute before requesting another code.');
      const wrong = (await suite.server.mail.nextCode(email)) === '000000' ? '111111' : '000000';
      await page.getByLabel('Verification code').fill(wrong);
      await page.getByRole('button', { name: 'Verify Code' }).click();
      await expectText(page, 'Invalid verification code');
    } finally {
      await context.close();
    }
  });

  it('works on a 375 px phone without sideways scrolling', async () => {
    const { context, page } = await newPage(suite.browser, PHONE);
    try {
      const email = uniqueEmail('phone');
      for (const path of ['/', '/login', '/signup', '/forgot-password', '/pricing', '/support']) {
        await page.goto(`${suite.server.baseUrl}${path}`);
        await page.locator('h1').first().waitFor();
        expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
      }
      await signUpInBrowser(page, suite.server, email);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await verifyInBrowser(page, suite.server, email);
      await page.getByText('Account Details').waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // On a phone, signed in, the top bar's one menu is the account's (issue 39).
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await waitForPath(page, '/');
    } finally {
      await context.close();
    }
  });
});
