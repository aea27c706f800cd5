import { z } from 'zod';
import { codeSchema, emailSchema, newPasswordSchema } from '../auth/auth.schemas.js';
import { PASSWORD_MAX_LENGTH } from '../auth/password.js';
import { ACCOUNT_MESSAGES } from '../texts/account-texts.js';

/** The password the person types to prove it is them: only present and not absurdly long. */
const currentPasswordSchema = z
  .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
  .min(1, { error: ACCOUNT_MESSAGES.currentPasswordRequired })
  .max(PASSWORD_MAX_LENGTH, { error: ACCOUNT_MESSAGES.currentPasswordWrong });

/** `POST /api/users/me/password`: the current password, and a new one by the sign-up rules. */
export const changePasswordBodySchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
  /** Issue 48: also end every access token and assistant grant (a reset and an email change always do). */
  endConnections: z.boolean().optional(),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** `POST /api/users/me/email`: sends a 6-digit code to the new address. */
export const changeEmailBodySchema = z.object({ newEmail: emailSchema, currentPassword: currentPasswordSchema });
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;

/** `POST /api/users/me/email/verify`: the code sent to the new address makes it the account's. */
export const confirmEmailChangeBodySchema = z.object({ code: codeSchema });

/** `DELETE /api/users/me`: the current password, so a left-open browser cannot delete the account. */
export const deleteAccountBodySchema = z.object({ password: currentPasswordSchema });

/** `GET|POST|DELETE /api/calendar`: the private feed's address, or null when it is off. */
export const calendarFeedResponseSchema = z.object({ url: z.string().nullable() });
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponseSchema>;

export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS, { error: ACCOUNT_MESSAGES.exportFormat }).default('json') });
export const importQuerySchema = z.object({
  dryRun: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** Issue 40: habits the account already has (same name and schedule, decision 033) are skipped unless `import`. */
  duplicates: z.enum(['skip', 'import']).default('skip'),
});
