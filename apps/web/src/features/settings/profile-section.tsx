import Stack from '@mui/material/Stack';
import type { User } from '@stride/domain';
import { AppearanceCard } from './appearance-card';
import { LanguageRegionCard } from './language-region-card';
import { ProfileCard } from './profile-card';

/**
 * Settings › Profile (issue 51): who you are and how Stride speaks to you and looks. One column of
 * cards, each its own file; a new card (Language and region) is one line in the list below.
 */
export function ProfileSection({ user }: { user: User }) {
  return (
    <Stack spacing={3}>
      <ProfileCard user={user} />
      <LanguageRegionCard user={user} />
      <AppearanceCard />
    </Stack>
  );
}
