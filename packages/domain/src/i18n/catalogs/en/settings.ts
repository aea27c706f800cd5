import { PROFILE_TEXTS } from '../../../texts/account-texts.js';
import { APPEARANCE_TEXTS, TIME_ZONE_NOTICE_TEXTS } from '../../../texts/appearance-texts.js';
import { LOCALE_TEXTS } from '../../../texts/locale-texts.js';
import { SETTINGS_NAV_TEXTS, SETTINGS_SECTIONS } from '../../../texts/settings-sections.js';
import type { MessageArgs } from '../../app-messages.js';

/** Settings in English (issue 54): the sections' names, and the Profile section's cards. */
export const SETTINGS_CATALOG = { SETTINGS_SECTIONS, SETTINGS_NAV_TEXTS, PROFILE_TEXTS, LOCALE_TEXTS, APPEARANCE_TEXTS, TIME_ZONE_NOTICE_TEXTS };

export const SETTINGS_ARGS: MessageArgs<typeof SETTINGS_CATALOG> = {
  SETTINGS_NAV_TEXTS: { documentTitle: (section) => ({ section }), sectionLine: (title, summary) => ({ title, summary }) },
  LOCALE_TEXTS: { preview: (times, date, firstDay) => ({ times, date, firstDay }) },
  TIME_ZONE_NOTICE_TEXTS: {
    question: (place, zoneName) => ({ place, zoneName: zoneName ?? '', hasZone: zoneName ? 'yes' : 'no' }),
    switchTo: (place) => ({ place }),
    saved: (place) => ({ place }),
    failed: (error) => ({ error }),
  },
};
