import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/**
 * A settings card as a labelled section: its title (an h2, or an h3 inside a titled group of
 * cards), an optional intro, then its content.
 */
export function SettingsSection({
  title,
  intro,
  fullHeight = false,
  level = 2,
  children,
}: {
  title: string;
  intro?: ReactNode;
  fullHeight?: boolean;
  level?: 2 | 3;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={fullHeight ? { height: '100%' } : undefined}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={titleId} variant="h5" component={`h${level}`} gutterBottom>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {intro}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
