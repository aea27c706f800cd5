import { PLAN_LIMITS, PREMIUM_PRICE_GBP, formatPrice, formatVoiceAllowance } from '../plans/plans.js';
import { DATA_DELETION_DAYS, SUPPORT_REPLY_HOURS } from './support-facts.js';

const premiumPrice = formatPrice(PREMIUM_PRICE_GBP);
const freeMonthlyVoice = formatVoiceAllowance(PLAN_LIMITS.free.voiceSecondsPerMonth);

/**
 * The support page's words (section 2 "Legal and support pages"), English, as the page showed them.
 * A `{name}` in a message is a link or an emphasis the page puts there, with its words from `links`
 * or `plans` (plain arguments, decision 054); figures are written in by each language's catalog.
 */
export const SUPPORT_TEXTS = {
  title: 'Support',
  intro: 'We are here to help with your account, your plan and the AI coach.',
  contactTitle: 'Contact us',
  contact: `Email {email} and a person will get back to you. We reply within ${SUPPORT_REPLY_HOURS} hours.`,
  cancelTitle: 'Cancel your subscription',
  cancel:
    'Email us and we will cancel it for you, or use Manage Subscription on your dashboard. You keep Premium until the end of the period you have paid for, and you will not be charged again.',
  deleteTitle: 'Delete your account',
  deleteByEmail: `Email {email} from the address you signed up with and ask us to delete your account. We delete your data within ${DATA_DELETION_DAYS} days of the request.`,
  deleteYourself: 'Or do it yourself, at once: in Settings › Your data, under "Delete my account". You can download everything first with "Download my data".',
  faqTitle: 'Frequently asked questions',
  readOur: 'Read our {terms} and {privacy}.',
  links: {
    pricing: 'pricing page',
    privacy: 'Privacy Policy',
    terms: 'Terms and Conditions',
    forgotPassword: 'Forgot Password?',
  },
  plans: { free: 'Free', premium: 'Premium' },
};

/** The questions' ids, in their order on the page. */
export type SupportQuestionId = 'plans' | 'limits' | 'billing' | 'coach' | 'privacy' | 'devices' | 'password';

/**
 * What a new user asks first, each answer's paragraphs. The plans' answer shows each plan's feature
 * lines after its first and second paragraphs. Every plan figure comes from the domain's constants.
 */
export const SUPPORT_FAQ: readonly { id: SupportQuestionId; question: string; answer: readonly string[] }[] = [
  {
    id: 'plans',
    question: 'What plans are there and what does each include?',
    answer: [`{free} (${formatPrice(0)}, forever):`, `{premium} (${premiumPrice} per month, billed monthly):`, 'Compare them on the {pricing}.'],
  },
  {
    id: 'limits',
    question: 'What happens when I reach a daily limit?',
    answer: [
      "The coach tells you that you have reached today's limit and asks you to subscribe to Premium for higher limits. Nothing else changes: your habits, goals and vision stay available as usual.",
      `Daily limits reset at midnight in your own time zone, which you can change on your dashboard. On the Free plan, voice calls also share ${freeMonthlyVoice} of monthly AI check-ins, which reset at the start of each calendar month. Voice time counts both what you say and the coach's spoken replies.`,
    ],
  },
  {
    id: 'billing',
    question: 'How does billing work, and how do I cancel?',
    answer: [
      `Premium costs ${premiumPrice} per month, billed monthly until you cancel. You pay by card through our payment provider's secure hosted checkout; we never see your full card number.`,
      'To update your card or cancel, use Manage Subscription on your dashboard, or email us and we will cancel it for you. You keep Premium until the end of the period you have paid for. Payments are not refunded except in special cases, at our discretion.',
    ],
  },
  {
    id: 'coach',
    question: 'What can the AI coach do?',
    answer: [
      'You can chat with the coach by text or talk to it in a voice call. Besides encouragement and ideas, it can create and update your habits, goals and vision for you when you ask, for example “add a morning walk every weekday at 7 am”.',
      'The coach is an automated assistant and can make mistakes. It does not give medical, psychological or other professional advice; for those, please speak to a qualified professional.',
    ],
  },
  {
    id: 'privacy',
    question: 'Are my conversations with the coach private?',
    answer: [
      "Your messages and voice recordings are processed by our AI provider only to generate the coach's replies. We do not sell your data or use it for advertising, and we do not keep voice audio once the reply has been produced.",
      `You can ask us to delete your account and its data at any time; we delete it within ${DATA_DELETION_DAYS} days. The {privacy} has the details.`,
    ],
  },
  {
    id: 'devices',
    question: 'Can I track my habits on the web and on my phone?',
    answer: [
      'Yes. Track your habits, goals and vision on the web dashboard and in the mobile apps; they stay in sync, so a habit you complete on your phone shows as done on the web.',
    ],
  },
  {
    id: 'password',
    question: 'I forgot my password. What should I do?',
    answer: ['Use {forgotPassword} on the login screen. We email you a 6-digit code, and after entering it you can choose a new password.'],
  },
];
