import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { useId, type ReactNode } from 'react';

interface PlanCardProps {
  name: string;
  price: string;
  period: string;
  features: readonly string[];
  /** The feature list's name ("Free plan includes"). */
  featuresLabel: string;
  /** A line under the price (billing terms). */
  note?: string;
  badge?: string;
  highlighted?: boolean;
  action: ReactNode;
  /** Said under the button, e.g. why it is disabled or where to go next. */
  footnote?: ReactNode;
}

/** One plan: the card is a labelled region so a screen reader can jump between plans. */
export function PlanCard({ name, price, period, features, featuresLabel, note, badge, highlighted, action, footnote }: PlanCardProps) {
  const headingId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: highlighted ? 'primary.main' : undefined,
        borderWidth: highlighted ? 2 : 1,
        boxShadow: highlighted ? '0 24px 48px rgba(26, 35, 126, 0.14)' : undefined,
      }}
    >
      <CardContent sx={{ flex: 1, p: { xs: 2.5, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={headingId} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            {name}
          </Typography>
          {/* A small primary chip's look (MUI's Chip, small, primary) without the Chip's code: the
              badge is not interactive, and the Chip was a 2.8 KiB chunk of the page's first load. */}
          {badge && (
            <Box
              component="span"
              sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 4, px: 1, height: 24, display: 'inline-flex', alignItems: 'center', fontSize: '0.8125rem', fontWeight: 400, whiteSpace: 'nowrap' }}
            >
              {badge}
            </Box>
          )}
        </Box>
        <Typography sx={{ mt: 2, mb: note ? 0.5 : 2 }}>
          <Box component="span" sx={{ fontSize: '2.75rem', fontWeight: 800, letterSpacing: '-0.02em' }}>
            {price}
          </Box>{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {period}
          </Box>
        </Typography>
        {note && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {note}
          </Typography>
        )}
        <List dense aria-label={featuresLabel}>
          {features.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 30 }}>
                <CheckIcon fontSize="small" color="success" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions disableSpacing sx={{ px: { xs: 2.5, sm: 3 }, pb: { xs: 2.5, sm: 3 }, pt: 0, flexDirection: 'column', alignItems: 'stretch', gap: 1 }}>
        {action}
        {footnote && (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', m: 0 }}>
            {footnote}
          </Typography>
        )}
      </CardActions>
    </Card>
  );
}
