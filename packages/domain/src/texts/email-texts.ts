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
} as const;
