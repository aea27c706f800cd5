import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FlagIcon from '@mui/icons-material/Flag';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import InsightsIcon from '@mui/icons-material/Insights';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import { useState, type ReactElement } from 'react';
import { NavLink } from 'react-router';
import { SHELL_TEXTS, COACH_INBOX_TEXTS, ROUTES, type AppTexts } from '@stride/domain';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { SHELL_TEXTS, COACH_INBOX_TEXTS };

export const SIDEBAR_ID = 'app-sidebar';

/** Section 2's links; their names are SHELL_TEXTS.sidebar's, in the account's language (issue 54). */
const LINKS: { name: keyof AppTexts['SHELL_TEXTS']['sidebar']; to: string; icon: ReactElement }[] = [
  { name: 'dashboard', to: ROUTES.dashboard, icon: <DashboardIcon /> },
  { name: 'goals', to: ROUTES.goals, icon: <FlagIcon /> },
  { name: 'habits', to: ROUTES.habits, icon: <EventRepeatIcon /> },
  { name: 'analytics', to: ROUTES.analytics, icon: <InsightsIcon /> },
  { name: 'aiCoach', to: ROUTES.aiCoach, icon: <SmartToyIcon /> },
];

/** The width of the sidebar, open beside the content on a desktop or over it on narrower screens. */
export const SIDEBAR_WIDTH = 248;

interface SidebarProps {
  /** Docked: open beside the content (desktops, issue 39); overlay: a drawer over it. */
  variant?: 'overlay' | 'docked';
  open: boolean;
  onClose: () => void;
  /** The coach's unread messages (issue 21), as a badge on the AI Coach link. */
  coachUnread?: number;
}

/**
 * Section 2 "Sidebar". On a desktop it stays open beside the content (DECISIONS "Navigation"; the
 * toggle in the signed-in layout collapses it); on narrower screens it is a temporary drawer whose
 * backdrop is the overlay that closes it, and choosing a link closes it too.
 */
export function Sidebar({ variant = 'overlay', open, onClose, coachUnread = 0 }: SidebarProps) {
  // A link chosen: focus goes to the new page's heading, not back to the toggle.
  const [leaving, setLeaving] = useState(false);
  if (open && leaving) setLeaving(false);
  if (variant === 'docked') {
    if (!open) return null;
    return (
      <Box
        id={SIDEBAR_ID}
        sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, position: 'sticky', top: 64, alignSelf: 'flex-start', height: 'calc(100vh - 64px)', overflowY: 'auto', borderRight: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <SectionLinks coachUnread={coachUnread} />
      </Box>
    );
  }
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ disableRestoreFocus: leaving }}
      slotProps={{ paper: { id: SIDEBAR_ID, sx: { width: SIDEBAR_WIDTH } } }}
    >
      <SectionLinks
        coachUnread={coachUnread}
        onChoose={() => {
          setLeaving(true);
          onClose();
        }}
      />
    </Drawer>
  );
}

function SectionLinks({ coachUnread, onChoose }: { coachUnread: number; onChoose?: () => void }) {
  const { SHELL_TEXTS, COACH_INBOX_TEXTS } = useTexts(ENGLISH);
  return (
    <Box component="nav" aria-label={SHELL_TEXTS.sectionsLabel}>
      <Typography variant="overline" component="p" sx={{ px: 2, pt: 2, color: 'text.secondary' }}>
        {SHELL_TEXTS.yourSpace}
      </Typography>
      <Divider />
      <List>
        {LINKS.map((link) => {
          const unread = link.to === ROUTES.aiCoach ? coachUnread : 0;
          const label = SHELL_TEXTS.sidebar[link.name];
          return (
            <ListItem key={link.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={link.to}
                onClick={onChoose}
                // The badge is drawn; its words are read with the link's name.
                aria-label={unread ? `${label}, ${COACH_INBOX_TEXTS.unreadBadge(unread)}` : undefined}
                sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
              >
                <ListItemIcon aria-hidden>
                  <Badge badgeContent={unread} color="error" max={9}>
                    {link.icon}
                  </Badge>
                </ListItemIcon>
                <ListItemText primary={label} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
