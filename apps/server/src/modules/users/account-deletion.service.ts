import { accountEmailTexts, ACCOUNT_MESSAGES } from '@stride/domain';
import type { Mailer } from '../../adapters/mailer.js';
import type { PaymentsProvider } from '../../adapters/payments.js';
import { unavailable, type Logger } from '../../errors.js';
import { noticeEmail } from '../auth/auth.emails.js';
import type { UserRow } from '../auth/auth.repository.js';
import type { CredentialsService } from '../auth/credentials.service.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { RunInTransaction } from '../../transaction.js';
import type { UserRecords } from '../auth/user-records.service.js';
import type { ThrottleService } from '../throttle/throttle.service.js';

export interface AccountDeletionDeps {
  transaction: RunInTransaction;
  users: Pick<UserRecords, 'deleteUser' | 'pendingEmail'>;
  throttle: Pick<ThrottleService, 'forgetEmail'>;
  queue: Pick<JobQueue, 'forgetUser'>;
  credentials: Pick<CredentialsService, 'checkCurrentPassword'>;
  payments: PaymentsProvider | undefined;
  mailer: Mailer;
  logger: Logger;
  supportEmail: string;
}

/**
 * Issue 23, `DELETE /api/users/me` (decision 024): the current password, then the Stripe
 * subscription cancelled, then every row of the account deleted in one transaction, then a
 * confirmation to the address. A subscription that cannot be cancelled stops it before anything
 * is deleted: an account gone while Stripe still charges it could not be sorted out by the person.
 */
export function createAccountDeletionService({ transaction, users, throttle, queue, credentials, payments, mailer, logger, supportEmail }: AccountDeletionDeps) {
  const pending = new Set<Promise<void>>();
  return {
    async deleteAccount(user: UserRow, password: string, ip: string): Promise<void> {
      await credentials.checkCurrentPassword(user, password, ip);
      if (user.stripeCustomerId && payments) {
        const cancelled = await payments.cancelSubscriptions(user.stripeCustomerId).catch((err: unknown) => {
          logger.error({ err }, 'subscription not cancelled for an account deletion');
          throw unavailable(ACCOUNT_MESSAGES.subscriptionNotCancelled);
        });
        logger.info({ cancelled }, 'subscriptions cancelled for an account deletion');
      }
      // Throttle rows are keyed by the address a code went to: an email change waiting to be
      // confirmed left some under the new address too (issue 38).
      const pendingEmail = await users.pendingEmail(user.id);
      // One transaction: the user row (every table holding the user's rows references it ON DELETE
      // CASCADE), the rows keyed by the email instead (throttling), and the queued jobs naming the user.
      const gone = await transaction(async (t) => {
        if (!(await users.deleteUser(user.id, t))) return false;
        await throttle.forgetEmail(user.email, t);
        if (pendingEmail && pendingEmail !== user.email) await throttle.forgetEmail(pendingEmail, t);
        await queue.forgetUser(user.id, t);
        return true;
      });
      // Already gone (a second request, deleted at the same moment).
      if (!gone) return;
      logger.info({}, 'account deleted');
      const { subject, deleted, backups, goodbye } = accountEmailTexts(user.locale).accountDeleted;
      const sent = mailer
        .send(noticeEmail({ to: user.email, firstName: user.firstName, locale: user.locale, subject, paragraphs: [deleted, backups, goodbye], supportEmail }))
        .catch((err: unknown) => logger.error({ err }, 'account deletion email failed'))
        .finally(() => pending.delete(sent));
      pending.add(sent);
    },

    async drain(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
