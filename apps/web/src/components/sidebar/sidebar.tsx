import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FlagIcon from '@mui/icons-material/Flag';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import InsightsIcon from '@mui/icons-material/Insights';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import type { ReactElement } from 'react';
import { NavLink } from 'react-router';
import { COACH_INBOX_TEXTS, ROUTES } from '@stride/domain';

export const SIDEBAR_ID = 'app-sidebar';

const LINKS: { label: string; to: string; icon: ReactElement }[] = [
  { label: 'Dashboard', to: ROUTES.dashboard, icon: <DashboardIcon /> },
  { label: 'Goals', to: ROUTES.goals, icon: <FlagIcon /> },
  { label: 'Habits', to: ROUTES.habits, icon: <EventRepeatIcon /> },
  { label: 'Analytics', to: ROUTES.analytics, icon: <InsightsIcon /> },
  { label: 'AI Coach', to: ROUTES.aiCoach, icon: <SmartToyIcon /> },
];

interface SidebarProps {
  open: boolean;
  onClose: () => void;
  /** The coach's unread messages (issue 21), as a badge on the AI Coach link. */
  coachUnread?: number;
}

/**
 * Section 2 "Sidebar": a temporary drawer on every width. Its backdrop is the overlay that closes
 * it, and choosing a link closes it too; the toggle lives in the signed-in layout.
 */
export function Sidebar({ open, onClose, coachUnread = 0 }: SidebarProps) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id: SIDEBAR_ID, sx: { width: 260 } } }}
    >
      <Box component="nav" aria-label="Sections">
        <Typography variant="overline" component="p" sx={{ px: 2, pt: 2, color: 'text.secondary' }}>
          Your space
        </Typography>
        <Divider />
        <List>
          {LINKS.map((link) => {
            const unread = link.to === ROUTES.aiCoach ? coachUnread : 0;
            return (
              <ListItemButton
                key={link.to}
                component={NavLink}
                to={link.to}
                onClick={onClose}
                // The badge is drawn; its words are read with the link's name.
                aria-label={unread ? `${link.label}, ${COACH_INBOX_TEXTS.unreadBadge(unread)}` : undefined}
                sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
              >
                <ListItemIcon aria-hidden>
                  <Badge badgeContent={unread} color="error" max={9}>
                    {link.icon}
                  </Badge>
                </ListItemIcon>
                <ListItemText primary={link.label} />
              </ListItemButton>
            );
          })}
        </List>
      </Box>
    </Drawer>
  );
}
