import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { INTEGRATION_SETTINGS_TEXTS, type TokenScope } from '@stride/domain';
import { appTexts, useTexts } from '../../../lib/i18n/app-texts';
import { formatLongDate } from '../../../lib/format-date';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { INTEGRATION_SETTINGS_TEXTS };

/** "Created 27 November 2026 · Last used 28 November 2026" (or "Never used"). */
export function usedLine(createdAt: string, lastUsedAt: string | null, created?: (date: string) => string): string {
  const T = appTexts(ENGLISH).INTEGRATION_SETTINGS_TEXTS;
  const made = (created ?? T.createdOn)(formatLongDate(createdAt) ?? createdAt);
  const used = lastUsedAt ? T.lastUsed(formatLongDate(lastUsedAt) ?? lastUsedAt) : T.never;
  return `${made} · ${used}`;
}

/** Default colours: the theme's coloured outlined chips fall short of contrast on a light card. */
export function ScopeChip({ scope }: { scope: TokenScope }) {
  const T = useTexts(ENGLISH).INTEGRATION_SETTINGS_TEXTS;
  return <Chip size="small" variant={scope === 'write' ? 'filled' : 'outlined'} label={T.scopeLabels[scope]} />;
}

/**
 * One token, webhook or assistant in its card's list: its name and what describes it on the left,
 * its actions on the right (below on a phone).
 */
export function IntegrationRow({ name, badges, details, actions }: { name: string; badges?: ReactNode; details: ReactNode; actions: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'center' },
        gap: 1,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          {badges}
        </Stack>
        <Typography component="div" variant="body2" color="text.secondary" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
          {details}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0, flexWrap: 'wrap', rowGap: 1 }}>
        {actions}
      </Stack>
    </Box>
  );
}

/** A card's list: a plain list, named for screen readers. */
export function IntegrationList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children}
    </Box>
  );
}
