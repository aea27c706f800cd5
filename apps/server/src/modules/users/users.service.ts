import { LOCALE_TEXTS, SERVER_MESSAGES, isSupportedLocale, isValidTimeZone, type UpdateProfileBody } from '@stride/domain';
import type { Clock } from '../../clock.js';
import { invalid } from '../../errors.js';
import type { AuthRepository, UserRow } from '../auth/auth.repository.js';

export interface UsersServiceDeps {
  repo: Pick<AuthRepository, 'updateUser'>;
  clock: Clock;
  /** Told after the time zone changed (issue 21: reminders, nudge and review follow the new zone). */
  onTimezoneChanged?: (userId: string) => Promise<void>;
}

/** The signed-in user's own profile. */
export function createUsersService({ repo, clock, onTimezoneChanged }: UsersServiceDeps) {
  return {
    /** Changes the name, time zone or locale (issue 54) sent (an unknown zone is refused); answers the user as stored. */
    async updateProfile(user: UserRow, patch: UpdateProfileBody): Promise<UserRow> {
      const { timezone, firstName, lastName, locale } = patch;
      if (timezone !== undefined && !isValidTimeZone(timezone)) throw invalid(SERVER_MESSAGES.timezoneInvalid);
      if (locale !== undefined && !isSupportedLocale(locale)) throw invalid(LOCALE_TEXTS.invalid);
      const updated = (await repo.updateUser(user.id, { timezone, firstName, lastName, locale, updatedAt: clock.now() })) ?? user;
      if (timezone !== undefined && timezone !== user.timezone) await onTimezoneChanged?.(user.id);
      return updated;
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
