/**
 * The English catalog of the account emails (issue 54): the texts of `texts/email-texts.ts` as ICU
 * messages with plain arguments, word for word (`email-texts.test.ts` formats each one and compares
 * it with the text module's). The other languages mirror these keys.
 */
export const EMAIL_CATALOG = {
  greeting: 'Hi {firstName},',
  codeExpiry: 'The code expires in {minutesValid} minutes and can be used once.',
  questions: 'Questions? Write to {supportEmail}.',
  signOff: 'The Stride team',
  verification: {
    subject: '{code} is your Stride verification code',
    intro: 'Welcome to Stride! Enter this code to verify your email address:',
    ignoreLine: 'If you did not create an account, you can ignore this email.',
  },
  passwordResetCode: {
    subject: '{code} is your Stride password reset code',
    intro: 'We received a request to reset your password. Enter this code to choose a new one:',
    ignoreLine: 'If you did not ask to reset your password, you can ignore this email; your password stays as it is.',
  },
  passwordChanged: {
    subject: 'Your Stride password was changed',
    changed: 'Your Stride password was changed, and every device that was signed in to your account was signed out.',
    notYou: "If this wasn''t you, reset your password now at {resetUrl} and write to us.",
  },
  passwordChangedInSettings: {
    subject: 'Your Stride password was changed',
    changed: 'Your Stride password was changed from your account settings, and your other devices were signed out.',
  },
  emailChangeCode: {
    subject: '{code} is your Stride code to confirm your new email',
    intro: "Enter this code in Stride to make this address your account''s email:",
    ignoreLine: 'If you did not ask to change your email, you can ignore this email; nothing changes.',
  },
  emailChanged: {
    subject: 'Your Stride email address was changed',
    changed: 'The email address of your Stride account was changed to {newEmail}, and your other devices were signed out.',
  },
  signInPaused: {
    subject: 'Sign-in to your Stride account is paused',
    paused:
      'Someone tried to sign in to your Stride account with a wrong password {failures} times in {minutes} minutes, so we paused sign-in from new devices for {minutes} minutes. Nobody got in.',
    yourDevices: 'A device you have signed in on before can still sign in with your password.',
    ifYou: 'If it was you, wait a little, or reset your password at {resetUrl} to sign in now.',
    notYou: 'If it was not you, your account is safe. If you use this password anywhere else, change it there too.',
  },
  webhookDisabled: {
    subject: 'A Stride webhook was turned off',
    disabled: 'Your webhook "{name}" ({url}) was turned off because its last {failures} deliveries failed every attempt. Nothing more is sent to it.',
    turnOn: 'Once the address answers again, turn the webhook back on in your settings at {settingsUrl}; the deliveries it missed are listed there.',
  },
  /** Issue 48: what a password or email change disconnected or kept (texts/connections-texts.ts). */
  connections: {
    ended: 'These were disconnected and no longer reach your account: {list}. Connect them again in Settings where you still use them.',
    stay: 'These stay connected and can still reach your habits: {list}. If you do not know them, disconnect them in Settings.',
    none: 'No access token or assistant is connected to your account.',
    tokens: 'access tokens {names}',
    assistants: 'assistants {names}',
    quoted: '“{name}”',
  },
  accountDeleted: {
    subject: 'Your Stride account was deleted',
    deleted:
      'Your Stride account and everything in it (habits, history, goals, vision and coach conversations) were deleted, and any Premium subscription was cancelled.',
    backups: 'Copies in our encrypted backups are erased within 30 days; payment records are kept for six years, as UK accounting law requires.',
    goodbye: 'Thank you for using Stride. You are welcome back any time.',
  },
};
