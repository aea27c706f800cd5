import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export type LegalHeadingLevel = 'h2' | 'h3';

/** One numbered section of a legal document; the heading level depends on where it is shown. */
export function LegalSection({
  title,
  headingLevel,
  children,
}: {
  title: string;
  headingLevel: LegalHeadingLevel;
  children: ReactNode;
}) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography component={headingLevel} variant="h6" gutterBottom>
        {title}
      </Typography>
      <Box sx={{ '& p': { mb: 1.5 }, '& li': { mb: 0.5 }, color: 'text.primary' }}>{children}</Box>
    </Box>
  );
}

export const LEGAL_EFFECTIVE_DATE = '25 November 2024';
export const MINIMUM_AGE = 3;
export const SUPPORT_REPLY_TIME = '24-48 hours';
export const DATA_DELETION_DAYS = 30;
