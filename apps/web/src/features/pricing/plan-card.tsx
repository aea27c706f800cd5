import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import type { ReactNode } from 'react';

interface PlanCardProps {
  name: string;
  price: string;
  period: string;
  features: string[];
  badge?: string;
  highlighted?: boolean;
  action: ReactNode;
}

export function PlanCard({ name, price, period, features, badge, highlighted, action }: PlanCardProps) {
  return (
    <Card
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderColor: highlighted ? 'primary.main' : undefined, borderWidth: highlighted ? 2 : 1 }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="h5" component="h2">
            {name}
          </Typography>
          {badge && <Chip label={badge} color="primary" size="small" />}
        </Box>
        <Typography sx={{ my: 2 }}>
          <Box component="span" sx={{ fontSize: '2.5rem', fontWeight: 800 }}>
            {price}
          </Box>{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {period}
          </Box>
        </Typography>
        <List dense aria-label={`${name} plan includes`}>
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
      <CardActions sx={{ p: 2 }}>{action}</CardActions>
    </Card>
  );
}
