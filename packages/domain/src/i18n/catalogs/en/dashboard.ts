import { ACCOUNT_CARD_TEXTS, CHECKOUT_NOTICE_TEXTS, PLAN_FEATURE_TEXTS, SUBSCRIPTION_CARD_TEXTS } from '../../../texts/dashboard-cards-texts.js';
import { DASHBOARD_TEXTS } from '../../../texts/ui-texts.js';
import type { MessageArgs } from '../../app-messages.js';

/** Today's Account Details and Subscription cards in English (issue 54), the checkout notices, the plans' lines. */
export const DASHBOARD_CATALOG = { DASHBOARD_TEXTS, ACCOUNT_CARD_TEXTS, SUBSCRIPTION_CARD_TEXTS, CHECKOUT_NOTICE_TEXTS, PLAN_FEATURE_TEXTS };

/** A voice allowance as the message's values: whole minutes, else seconds. */
const allowance = (seconds: number) => ({ minutes: seconds / 60, seconds, unit: seconds % 60 === 0 ? 'minutes' : 'seconds' });

export const DASHBOARD_ARGS: MessageArgs<typeof DASHBOARD_CATALOG> = {
  SUBSCRIPTION_CARD_TEXTS: {
    validUntil: (date) => ({ date }),
    accessUntil: (date) => ({ date }),
    upgradeFor: (upgrade, price) => ({ upgrade, price }),
  },
  PLAN_FEATURE_TEXTS: {
    messagesPerDay: (count) => ({ count }),
    voicePerDay: allowance,
    voicePerMonth: allowance,
  },
};
