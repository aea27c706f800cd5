import { INTEGRATION_SETTINGS_TEXTS } from '../../../texts/integration-settings-texts.js';
import type { MessageArgs } from '../../app-messages.js';

/** Settings › Integrations in English (issue 54): tokens, webhooks, their deliveries and connected assistants. */
export const INTEGRATION_SETTINGS_CATALOG = { INTEGRATION_SETTINGS_TEXTS };

const reason = (r: string) => ({ reason: r });
const named = (name: string) => ({ name });

export const INTEGRATION_SETTINGS_ARGS: MessageArgs<typeof INTEGRATION_SETTINGS_CATALOG> = {
  INTEGRATION_SETTINGS_TEXTS: {
    createdOn: (date) => ({ date }),
    lastUsed: (date) => ({ date }),
    tokens: {
      loadError: reason,
      nameCount: (length) => ({ length }),
      secretTitle: named,
      revokeLabel: named,
      revokeTitle: named,
      revoked: named,
    },
    webhooks: {
      loadError: reason,
      editTitle: named,
      disabled: (failures) => ({ failures }),
      failing: (failures) => ({ failures }),
      turnOnLabel: named,
      turnedOn: named,
      editLabel: named,
      saved: named,
      deliveriesLabel: named,
      removeLabel: named,
      removeTitle: named,
      removed: named,
      secretTitle: named,
      eventsOf: (events) => ({ events: [events].flat().join(', ') }),
      testLabel: named,
      testSent: named,
      rotateLabel: named,
      rotateTitle: named,
      rotateMessage: (hours) => ({ hours }),
      rotatedTitle: named,
      rotatedNote: (until) => ({ until }),
    },
    deliveries: {
      title: named,
      loadError: reason,
      delivered: (status) => ({ status: status ?? '', hasStatus: status === null ? 'no' : 'yes' }),
      failed: (status, error) => ({ status: status ?? '', error: error ?? '', why: status !== null ? 'status' : error ? 'error' : 'none' }),
      redeliverLabel: (type, time) => ({ type, time }),
    },
    assistants: {
      loadError: reason,
      connectedOn: (date) => ({ date }),
      disconnectLabel: named,
      disconnectTitle: named,
      disconnected: named,
    },
  },
};
