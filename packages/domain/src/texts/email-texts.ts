import { PRODUCT_NAME } from '../routes.js';

/** The words of the account emails the server sends; its templates only lay them out. */
export const ACCOUNT_EMAIL_TEXTS = {
  greeting: (firstName: string) => `Hi ${firstName},`,
  codeExpiry: (minutesValid: number) => `The code expires in ${minutesValid} minutes and can be used once.`,
  questions: (supportEmail: string) => `Questions? Write to ${supportEmail}.`,
  signOff: `The ${PRODUCT_NAME} team`,
  verification: {
    subject: (code: string) => `${code} is your ${PRODUCT_NAME} verification code`,
    intro: `Welcome to ${PRODUCT_NAME}! Enter this code to verify your email address:`,
    ignoreLine: 'If you did not create an account, you can ignore this email.',
  },
  passwordResetCode: {
    subject: (code: string) => `${code} is your ${PRODUCT_NAME} password reset code`,
    intro: 'We received a request to reset your password. Enter this code to choose a new one:',
    ignoreLine: 'If you did not ask to reset your password, you can ignore this email; your password stays as it is.',
  },
  /** The notice after a password was set anew (a reset): no code, no link that signs anyone in. */
  passwordChanged: {
    subject: `Your ${PRODUCT_NAME} password was changed`,
    changed: `Your ${PRODUCT_NAME} password was changed, and every device that was signed in to your account was signed out.`,
    notYou: (resetUrl: string) => `If this wasn't you, reset your password now at ${resetUrl} and write to us.`,
  },
  /** Issue 23: the notice after a password change from the dashboard (the device that changed it stays signed in). */
  passwordChangedInSettings: {
    subject: `Your ${PRODUCT_NAME} password was changed`,
    changed: `Your ${PRODUCT_NAME} password was changed from your account settings, and your other devices were signed out.`,
  },
  /** Issue 23: the code that proves the new address is the person's. */
  emailChangeCode: {
    subject: (code: string) => `${code} is your ${PRODUCT_NAME} code to confirm your new email`,
    intro: `Enter this code in ${PRODUCT_NAME} to make this address your account's email:`,
    ignoreLine: 'If you did not ask to change your email, you can ignore this email; nothing changes.',
  },
  /** Issue 23: sent to the old address once the new one is confirmed. */
  emailChanged: {
    subject: `Your ${PRODUCT_NAME} email address was changed`,
    changed: (newEmail: string) => `The email address of your ${PRODUCT_NAME} account was changed to ${newEmail}, and your other devices were signed out.`,
  },
  /**
   * Issue 38: failed sign-ins from anywhere paused the account for new devices. Sent once a day at
   * most; it says what happened, what still works, and what to do either way.
   */
  signInPaused: {
    subject: `Sign-in to your ${PRODUCT_NAME} account is paused`,
    paused: (failures: number, minutes: number) =>
      `Someone tried to sign in to your ${PRODUCT_NAME} account with a wrong password ${failures} times in ${minutes} minutes, so we paused sign-in from new devices for ${minutes} minutes. Nobody got in.`,
    yourDevices: 'A device you have signed in on before can still sign in with your password.',
    ifYou: (resetUrl: string) => `If it was you, wait a little, or reset your password at ${resetUrl} to sign in now.`,
    notYou: 'If it was not you, your account is safe. If you use this password anywhere else, change it there too.',
  },
  /** Issue 41: a webhook was turned off after its deliveries kept failing (decision 036). */
  webhookDisabled: {
    subject: `A ${PRODUCT_NAME} webhook was turned off`,
    disabled: (name: string, url: string, failures: number) =>
      `Your webhook "${name}" (${url}) was turned off because its last ${failures} deliveries failed every attempt. Nothing more is sent to it.`,
    turnOn: (settingsUrl: string) => `Once the address answers again, turn the webhook back on in your settings at ${settingsUrl}; the deliveries it missed are listed there.`,
  },
  /** Issue 23: the confirmation once an account was deleted. */
  accountDeleted: {
    subject: `Your ${PRODUCT_NAME} account was deleted`,
    deleted: `Your ${PRODUCT_NAME} account and everything in it (habits, history, goals, vision and coach conversations) were deleted, and any Premium subscription was cancelled.`,
    backups: 'Copies in our encrypted backups are erased within 30 days; payment records are kept for six years, as UK accounting law requires.',
    goodbye: `Thank you for using ${PRODUCT_NAME}. You are welcome back any time.`,
  },
} as const;
