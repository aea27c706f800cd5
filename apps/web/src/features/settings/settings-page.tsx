import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import { Link as RouterLink, Navigate, useLocation } from 'react-router';
import {
  DASHBOARD_TEXTS,
  ROUTES,
  SETTINGS_NAV_TEXTS as N,
  SETTINGS_SECTIONS,
  SETTINGS_TEXTS as T,
  isSettingsSectionId,
  type SettingsSectionId,
  type User,
} from '@stride/domain';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { SETTINGS_TEXTS: T, SETTINGS_NAV_TEXTS: N, SETTINGS_SECTIONS };
import { useSession } from '../../lib/auth/session-context';
import { selectUser } from '../../lib/auth/session-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SettingsNav } from './settings-nav';
import { SettingsSectionContent } from './settings-section-content';

/**
 * /settings (issue 39, DECISIONS "Navigation"), in sections since issue 51: /settings/<section>
 * shows one section's cards. On a phone /settings is the list of sections and a section is a
 * screen of its own with a way back; on a wide screen the list stays beside the section, and
 * /settings shows the first one (Profile) beside it. Which parts show is CSS alone (no width read
 * in script), so the page is the same document at every width.
 */
export function SettingsPage() {
  const { SETTINGS_TEXTS: T, SETTINGS_NAV_TEXTS: N, SETTINGS_SECTIONS } = useTexts(ENGLISH);
  const { pathname } = useLocation();
  const segment = pathname.slice(ROUTES.settings.length).split('/')[1] || undefined;
  const section = isSettingsSectionId(segment) ? segment : null;
  useDocumentTitle(section ? N.documentTitle(SETTINGS_SECTIONS[section].title) : T.title);
  const user = useSession(selectUser);
  // An unknown section (an old or mistyped address) is the list.
  if (segment !== undefined && !section) return <Navigate to={ROUTES.settings} replace />;
  if (!user) return <Typography role="status">{DASHBOARD_TEXTS.loadingUser}</Typography>;
  return <Settings user={user} section={section} />;
}

function Settings({ user, section }: { user: User; section: SettingsSectionId | null }) {
  const { SETTINGS_TEXTS: T, SETTINGS_NAV_TEXTS: N, SETTINGS_SECTIONS } = useTexts(ENGLISH);
  const shown = section ?? 'profile';
  return (
    <>
      {section && (
        <Link component={RouterLink} to={ROUTES.settings} sx={{ display: { xs: 'inline-flex', md: 'none' }, alignItems: 'center', minHeight: 44, mb: 1 }}>
          <ChevronLeftIcon aria-hidden fontSize="small" />
          {N.back}
        </Link>
      )}
      <Typography variant="h1" gutterBottom>
        {T.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {section ? N.sectionLine(SETTINGS_SECTIONS[section].title, SETTINGS_SECTIONS[section].summary) : T.subtitle}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '260px minmax(0, 1fr)' }, alignItems: 'start' }}>
        {/* On a phone a section's screen has no list (its way back is above); on a wide screen the list stays. */}
        <Box sx={{ display: { xs: section ? 'none' : 'block', md: 'block' }, position: { md: 'sticky' }, top: { md: 80 } }}>
          <SettingsNav current={section} wideCurrent={shown} />
        </Box>
        {/* On a phone /settings is the list alone; on a wide screen Profile shows beside it. */}
        <Box sx={{ display: { xs: section ? 'block' : 'none', md: 'block' }, minWidth: 0 }}>
          <SettingsSectionContent id={shown} user={user} />
        </Box>
      </Box>
    </>
  );
}
