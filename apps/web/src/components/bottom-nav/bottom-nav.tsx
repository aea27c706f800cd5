import Badge from '@mui/material/Badge';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import FlagIcon from '@mui/icons-material/Flag';
import InsightsIcon from '@mui/icons-material/Insights';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import TodayIcon from '@mui/icons-material/Today';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { ReactElement } from 'react';
import { NavLink, useLocation } from 'react-router';
import { SHELL_TEXTS, COACH_INBOX_TEXTS, ROUTES, type AppTexts } from '@stride/domain';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { SHELL_TEXTS, COACH_INBOX_TEXTS };

const T = SHELL_TEXTS.bottomNav;

/** The main sections, in the order a day uses them (issue 39). */
export const BOTTOM_NAV_LINKS: { name: keyof AppTexts['SHELL_TEXTS']['bottomNav']; label: string; to: string; icon: ReactElement }[] = [
  { name: 'today', label: T.today, to: ROUTES.dashboard, icon: <TodayIcon /> },
  { name: 'habits', label: T.habits, to: ROUTES.habits, icon: <EventRepeatIcon /> },
  { name: 'coach', label: T.coach, to: ROUTES.aiCoach, icon: <SmartToyIcon /> },
  { name: 'goals', label: T.goals, to: ROUTES.goals, icon: <FlagIcon /> },
  { name: 'progress', label: T.progress, to: ROUTES.analytics, icon: <InsightsIcon /> },
];

/** The bar's height (MUI's 56 px); the page keeps this much room at its end, above the phone's own bar. */
const BAR_HEIGHT = 56;
/** The labels' size: 12 px from 421 px wide, about 10.7 px at 375, 9.1 at 320 (issue 54). */
const LABEL_SIZE = 'min(0.75rem, 2.85vw)';

/**
 * A phone's way round the app (issue 39): the five main sections as real links at the bottom of
 * the screen, each one tap away, the current one marked (`aria-current="page"` from NavLink, and
 * drawn selected). Targets are a fifth of the width by 56 px.
 */
export function BottomNav({ coachUnread = 0 }: { coachUnread?: number }) {
  const { pathname } = useLocation();
  const { SHELL_TEXTS, COACH_INBOX_TEXTS } = useTexts(ENGLISH);
  const current = BOTTOM_NAV_LINKS.find((link) => pathname === link.to || pathname.startsWith(`${link.to}/`))?.to ?? false;
  return (
    <>
      {/* The page (footer included) ends above the bar instead of under it. */}
      <GlobalStyles styles={{ body: { paddingBottom: `calc(${BAR_HEIGHT}px + env(safe-area-inset-bottom))` } }} />
      <Paper
        component="nav"
        aria-label={SHELL_TEXTS.sectionsLabel}
        elevation={8}
        square
        sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 1100, pb: 'env(safe-area-inset-bottom)' }}
      >
        <BottomNavigation value={current} showLabels sx={{ height: BAR_HEIGHT }}>
          {BOTTOM_NAV_LINKS.map((link) => {
            const unread = link.to === ROUTES.aiCoach ? coachUnread : 0;
            const label = SHELL_TEXTS.bottomNav[link.name];
            return (
              <BottomNavigationAction
                key={link.to}
                value={link.to}
                label={label}
                component={NavLink}
                to={link.to}
                // The badge is drawn; its words are read with the link's name.
                aria-label={unread ? `${label}, ${COACH_INBOX_TEXTS.unreadBadge(unread)}` : undefined}
                icon={
                  <Badge badgeContent={unread} color="error" max={9} slotProps={{ badge: { 'aria-hidden': true } }}>
                    {link.icon}
                  </Badge>
                }
                // Issue 54: the labels shrink a little on the narrowest phones so the longest
                // language's fit their fifth of the bar (French "Aujourd’hui" was cut off at 375
                // px): 12 px from 421 px wide, about 10.7 px at 375 (a tab bar's size), no side
                // padding; a word still wider breaks where its catalog allows (German
                // "Gewohn\u00adheiten": "Gewohn-" over "heiten").
                sx={{ minWidth: 0, px: 0, '& .MuiBottomNavigationAction-label': { fontSize: LABEL_SIZE, lineHeight: 1.15, '&.Mui-selected': { fontSize: LABEL_SIZE, fontWeight: 700 } } }}
              />
            );
          })}
        </BottomNavigation>
      </Paper>
    </>
  );
}
