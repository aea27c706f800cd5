import { SERVER_MESSAGES, isValidTimeZone, type UpdateProfileBody } from '@stride/domain';
import type { Clock } from '../../clock.js';
import { invalid } from '../../errors.js';
import type { AuthRepository, UserRow } from '../auth/auth.repository.js';

export interface UsersServiceDeps {
  repo: Pick<AuthRepository, 'updateUser'>;
  clock: Clock;
}

/** The signed-in user's own profile. */
export function createUsersService({ repo, clock }: UsersServiceDeps) {
  return {
    /** Changes the name or time zone sent (an unknown zone is refused); answers the user as stored. */
    async updateProfile(user: UserRow, patch: UpdateProfileBody): Promise<UserRow> {
      const { timezone, firstName, lastName } = patch;
      if (timezone !== undefined && !isValidTimeZone(timezone)) throw invalid(SERVER_MESSAGES.timezoneInvalid);
      return (await repo.updateUser(user.id, { timezone, firstName, lastName, updatedAt: clock.now() })) ?? user;
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
