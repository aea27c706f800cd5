import { ACCOUNT_TEXTS, PASSWORD_CHECKLIST_TEXTS } from '../../../texts/account-texts.js';
import { CONNECTIONS_TEXTS } from '../../../texts/connections-texts.js';
import { IMPORT_DUPLICATE_TEXTS } from '../../../texts/import-duplicate-texts.js';
import type { AccountConnections } from '../../../account/connections.js';
import { quotedListIn } from '../../in-language.js';
import type { MessageArgs } from '../../app-messages.js';

/** Settings › Sign-in, Your data and the calendar feed in English (issue 54): ACCOUNT_TEXTS and the words around it. */
export const ACCOUNT_CATALOG = { ACCOUNT_TEXTS, PASSWORD_CHECKLIST_TEXTS, CONNECTIONS_TEXTS, IMPORT_DUPLICATE_TEXTS };

/**
 * What is connected, as the message's values: each list quoted and listed as the language does
 * ("„Script“ und „Cron“", in-language.ts), how many of each (a noun's plural), and which of the two there are.
 */
const connections = ({ tokens, assistants }: AccountConnections) => ({
  tokens: quotedListIn(Array.isArray(tokens) ? tokens : []),
  assistants: quotedListIn(Array.isArray(assistants) ? assistants : []),
  tokenCount: Array.isArray(tokens) ? tokens.length : 0,
  assistantCount: Array.isArray(assistants) ? assistants.length : 0,
  which: tokens.length && assistants.length ? 'both' : tokens.length ? 'tokens' : assistants.length ? 'assistants' : 'none',
});

export const ACCOUNT_ARGS: MessageArgs<typeof ACCOUNT_CATALOG> = {
  ACCOUNT_TEXTS: {
    changeEmail: { done: (email) => ({ email }) },
    data: {
      tooLarge: (mb) => ({ mb }),
      previewTitle: (name) => ({ name }),
      previewCounts: (p) => ({ habits: p.habits, completions: p.completions, goals: p.goals, conversations: p.conversations, vision: p.vision ? 'yes' : 'no' }),
      imported: (habits) => ({ habits }),
      habitLine: (h) => ({ schedule: h.schedule, completions: h.completions, skips: h.skips }),
    },
    calendar: { loadError: (reason) => ({ reason }) },
  },
  CONNECTIONS_TEXTS: {
    endedNotice: (reason, date) => ({ reason, date }),
    endedInEmail: connections,
    stayInEmail: connections,
  },
  IMPORT_DUPLICATE_TEXTS: {
    skip: (count) => ({ count }),
    skipped: (count) => ({ count }),
  },
};
