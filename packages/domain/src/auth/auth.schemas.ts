import { CONNECTIONS_ENDED_REASONS } from '../account/connections.js';
import { z } from 'zod';
import { CODE_LENGTH } from './code.js';
import { COMMON_PASSWORD_PREFIX_LENGTH, PASSWORD_MAX_LENGTH, isPasswordStrong } from './password.js';
import { SERVER_MESSAGES } from '../texts/server-messages.js';

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/** Emails are compared case-insensitively and stored trimmed and lower-cased. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { error: SERVER_MESSAGES.emailTooLong })
  .pipe(z.email({ error: SERVER_MESSAGES.emailInvalid }));

const personNameSchema = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(NAME_MAX_LENGTH, { error: `${label} must be at most ${NAME_MAX_LENGTH} characters.` });

export const newPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, { error: SERVER_MESSAGES.passwordTooLong })
  .refine(isPasswordStrong, { error: SERVER_MESSAGES.passwordWeak });

export const codeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), { error: SERVER_MESSAGES.codeFormat });

export const timezoneSchema = z.string().trim().max(64);

/**
 * Issue 54: a language and a region as one tag ('en-GB'). Its shape only: the users service refuses
 * a language or region Stride does not offer (isSupportedLocale), so the lists stay out of the
 * public pages' bundle, which carries the contract's schemas.
 */
export const localeSchema = z.string().regex(/^[a-z]{2}-[A-Z]{2}$/);

export const signupBodySchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  /** IANA name from the browser; missing or unknown becomes UTC. */
  timezone: timezoneSchema.optional(),
  /** Issue 54: navigator.languages, most preferred first; the account's locale is picked from them (else from Accept-Language). */
  languages: z.array(z.string().max(64)).max(20).optional(),
});

export const loginBodySchema = z.object({
  email: z.string().trim().toLowerCase().min(1, { error: SERVER_MESSAGES.emailRequired }).max(EMAIL_MAX_LENGTH),
  password: z.string().min(1, { error: SERVER_MESSAGES.passwordRequired }).max(PASSWORD_MAX_LENGTH),
});

export const verifyEmailBodySchema = z.object({ code: codeSchema });
export const resendVerificationBodySchema = z.object({ email: emailSchema.optional() });
export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export const verifyResetCodeBodySchema = z.object({ email: emailSchema, code: codeSchema });
export const resetPasswordBodySchema = z.object({
  email: emailSchema,
  resetToken: z.string().min(1).max(200),
  newPassword: newPasswordSchema,
});

export const updateProfileBodySchema = z
  .object({
    firstName: personNameSchema('First name'),
    lastName: personNameSchema('Last name'),
    timezone: timezoneSchema,
    /** Issue 54: language and region, 'en-GB' (LANGUAGES × REGIONS). */
    locale: localeSchema,
  })
  .partial();

/** The user as every API answer carries it: never a password hash or a code. */
export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isEmailVerified: z.boolean(),
  stripeCustomerId: z.string().nullable(),
  subscriptionStatus: z.string().nullable(),
  subscriptionEndDate: z.string().nullable(),
  timezone: z.string(),
  /**
   * Issue 54: language and region ('de-AT'); null until chosen, when the browser's are used. The
   * server always sends it; optional so a user kept from before it (an offline copy) still reads.
   */
  locale: z.string().nullable().optional(),
  createdAt: z.string(),
  /** Issue 48: when and why every access token and assistant was last disconnected (Settings says so); null when never. */
  connectionsEnded: z.object({ at: z.string(), reason: z.enum(CONNECTIONS_ENDED_REASONS) }).nullable().optional(),
});

export const userResponseSchema = z.object({ user: userSchema });
export const authCheckResponseSchema = z.object({
  isAuthenticated: z.boolean(),
  user: userSchema.nullable(),
});
export const resetTokenResponseSchema = z.object({ resetToken: z.string() });
export const messageResponseSchema = z.object({ message: z.string() });

/** Issue 51: a common-password question is the first hex digits of a form's SHA-256, never the password. */
export const commonPasswordsParamsSchema = z.object({
  prefix: z.string().regex(new RegExp(`^[0-9a-f]{${COMMON_PASSWORD_PREFIX_LENGTH}}$`), 'A prefix is the first 5 hex digits (lower case) of a SHA-256.'),
});
export const commonPasswordsResponseSchema = z.object({ hashes: z.array(z.string()) });


export type User = z.infer<typeof userSchema>;
export type SignupBody = z.infer<typeof signupBodySchema>;
export type LoginBody = z.infer<typeof loginBodySchema>;
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;
export type ResendVerificationBody = z.infer<typeof resendVerificationBodySchema>;
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;
export type VerifyResetCodeBody = z.infer<typeof verifyResetCodeBodySchema>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
export type UserResponse = z.infer<typeof userResponseSchema>;
export type AuthCheckResponse = z.infer<typeof authCheckResponseSchema>;
export type ResetTokenResponse = z.infer<typeof resetTokenResponseSchema>;
export type MessageResponse = z.infer<typeof messageResponseSchema>;
