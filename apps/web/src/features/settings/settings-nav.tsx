import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router';
import { SETTINGS_NAV_TEXTS, SETTINGS_SECTIONS, SETTINGS_SECTION_IDS, settingsSectionPath, type SettingsSectionId } from '@stride/domain';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { SETTINGS_NAV_TEXTS, SETTINGS_SECTIONS };

/**
 * The sections of Settings as links (issue 51): a phone's list of screens, a wide screen's side
 * navigation. Ordinary links in a named navigation landmark, so Tab and a screen reader's links
 * list reach them; the shown section is `aria-current="page"`.
 */
export function SettingsNav({ current, wideCurrent }: { current: SettingsSectionId | null; wideCurrent: SettingsSectionId }) {
  const { SETTINGS_NAV_TEXTS, SETTINGS_SECTIONS } = useTexts(ENGLISH);
  return (
    <nav aria-label={SETTINGS_NAV_TEXTS.navLabel}>
      <List disablePadding sx={{ bgcolor: 'background.paper', borderRadius: 1, border: 1, borderColor: 'divider', overflow: 'hidden' }}>
        {SETTINGS_SECTION_IDS.map((id, index) => {
          const { title, summary } = SETTINGS_SECTIONS[id];
          const selected = id === current;
          // /settings on a wide screen shows the first section beside the list: marked there only.
          const wideOnly = current === null && id === wideCurrent;
          return (
            <li key={id}>
              <ListItemButton
                component={RouterLink}
                to={settingsSectionPath(id)}
                selected={selected}
                aria-current={selected ? 'page' : undefined}
                divider={index < SETTINGS_SECTION_IDS.length - 1}
                sx={{ minHeight: 56, ...(wideOnly && { bgcolor: { md: 'action.selected' } }) }}
              >
                <ListItemText primary={title} secondary={summary} slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { sx: { color: 'text.secondary' } } }} />
                <ChevronRightIcon aria-hidden sx={{ color: 'text.secondary', display: { md: 'none' } }} />
              </ListItemButton>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
