import { PLAN_LIMITS, PREMIUM_PRICE_GBP, formatPrice, formatVoiceAllowance } from '../plans/plans.js';
import { PRODUCT_NAME } from '../routes.js';
import { TERMS_META, type LegalDocumentTexts } from './legal-texts.js';
import { DATA_DELETION_DAYS, MINIMUM_AGE, PARENTAL_CONSENT_AGE, SUPPORT_REPLY_HOURS } from './support-facts.js';

const { free, premium } = PLAN_LIMITS;
const premiumPrice = formatPrice(PREMIUM_PRICE_GBP);
const S = PRODUCT_NAME;

/**
 * The Terms and Conditions (section 2: effective 25 November 2024, UK law, minimum age 3), the
 * English catalog of the legal pages (decision 054): word for word what the page showed before.
 */
export const TERMS_TEXTS: LegalDocumentTexts = {
  meta: TERMS_META,
  title: 'Terms and Conditions',
  summary: [
    `These terms are the agreement between you and ${S} for using our web app and mobile apps. We have tried to write them plainly. Please read them, together with our Privacy Policy, before you create an account.`,
  ],
  sections: [
    {
      id: 'agreement',
      title: 'Agreement to these terms',
      body: [
        `${S} (“we”, “us”) provides a service for building habits and reaching goals, with an AI coach you can chat with and call. When you create an account or use ${S}, you agree to these terms. If you do not agree, please do not use the service.`,
        'Our Privacy Policy explains how we handle your personal data. It is a separate document and does not form part of this contract.',
      ],
    },
    {
      id: 'eligibility',
      title: 'Eligibility and age',
      body: [
        `You must be at least ${MINIMUM_AGE} years old to use ${S}.`,
        `Children under ${PARENTAL_CONSENT_AGE} may use ${S} only with a parent or guardian who agrees to these terms on the child's behalf, creates and manages the account, and supervises how it is used, including conversations with the AI coach and any purchase of Premium.`,
        `If you are ${PARENTAL_CONSENT_AGE} or older but under 18, please make sure a parent or guardian is happy for you to use ${S}. Only an adult may buy a Premium subscription.`,
      ],
    },
    {
      id: 'account',
      title: 'Your account and its security',
      body: [
        'You need an account to use the dashboard, habits, goals, analytics and the AI coach. Please give accurate details, use an email address you can receive mail at (we send a code to verify it), and keep your password secret.',
        'You are responsible for what happens in your account. If you think someone else has used it, change your password and contact us straight away. One account is for one person; please do not share it.',
      ],
    },
    {
      id: 'service',
      title: 'The service and the AI coach',
      body: [
        `${S} lets you write down a personal vision, set goals, plan recurring habits on a calendar, mark them complete and see your progress. Habit tracking works on the web dashboard and in our mobile apps, which stay in sync.`,
        'The AI coach answers by text chat and by voice call. When you ask it to, it can create, change or delete your habits and goals and update your vision. Please check the result of any change it makes.',
        'The coach is an automated system, not a person. Its replies are general encouragement and suggestions. They are **not medical, psychological, legal, financial or other professional advice**, and they are not a substitute for it. The coach can misunderstand you and can make mistakes, so use your own judgement. If you have concerns about your health or wellbeing, speak to a qualified professional, and in an emergency contact the emergency services.',
        'Use of the coach is subject to the daily and monthly allowances of your plan, described in the next section.',
      ],
    },
    {
      id: 'plans',
      title: 'Plans, usage limits and pricing',
      body: [
        `${S} is offered on two plans:`,
        [
          `**Free** (${formatPrice(0)}): up to ${free.messagesPerDay} AI coach messages per day, ${formatVoiceAllowance(free.voiceSecondsPerDay)} of voice calls per day, and ${formatVoiceAllowance(free.voiceSecondsPerMonth)} of monthly AI check-ins (the total voice time you can use in a calendar month).`,
          `**Premium** (${premiumPrice} per month, billed monthly): up to ${premium.messagesPerDay} AI coach messages per day and ${formatVoiceAllowance(premium.voiceSecondsPerDay)} of voice calls per day, with no monthly cap on voice check-ins.`,
        ],
        'Both plans include your vision, goals and habit tracking on the web dashboard and in the mobile apps. Premium is bought and managed on the web.',
        "Days and months are counted in the time zone set on your account, so daily allowances reset at midnight where you are and the monthly allowance resets on the first day of each month. Voice time counts both your speech and the coach's spoken replies. When you reach a limit, the coach will let you know and invite you to subscribe; a request that fails is not counted.",
        'We may change prices or allowances in future. We will tell you in advance, and a price change will apply only from your next billing period after the notice; you may cancel before then.',
      ],
    },
    {
      id: 'billing',
      title: 'Billing, renewal and cancellation',
      body: [
        `Premium costs ${premiumPrice} per month, including any VAT that applies, and is billed monthly in advance. Payments are taken by our external card payment provider through its secure hosted checkout. We never see or store your full card number.`,
        "Your subscription renews automatically each month until you cancel. You can update your card or cancel through the provider's hosted subscription portal (“Manage Subscription” on your dashboard), or by contacting support and asking us to cancel for you.",
        'Cancellation takes effect at the end of your current billing period. You keep Premium until then, and you will not be charged again. After that, your account moves to the Free plan and keeps your habits, goals and vision.',
        'If a payment fails, we may keep Premium active for a short time while the payment provider tries again. If the payment still cannot be collected, the subscription ends and your account moves to the Free plan.',
      ],
    },
    {
      id: 'refunds',
      title: 'Refunds',
      body: [
        'Payments are not refundable, including for part of a month after you cancel, except in special cases such as being charged in error or a serious fault that stopped you using the service. We decide those cases individually and at our discretion. To ask, email {email} with the details.',
        'This does not affect your statutory rights as a consumer, for example if the service is not provided with reasonable care and skill.',
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      body: [
        `When you use ${S}, please do not:`,
        [
          'break the law, or use the service to harass, threaten or harm anyone;',
          "try to get into other people's accounts or data, or into parts of the service that are not meant for you;",
          'overload, disrupt, probe or reverse-engineer the service, or get around its usage limits (for example with several accounts or automated scripts);',
          'use the AI coach to produce unlawful, hateful, sexually explicit or otherwise harmful content;',
          'resell or commercially exploit the service without our written permission.',
        ],
      ],
    },
    {
      id: 'content',
      title: 'Your content and our licence to use it',
      body: [
        `Your vision, goals, habits, messages and recordings remain yours. You give us a non-exclusive, royalty-free licence to store, copy, process and display that content only as needed to run ${S} for you, including sending it to our service providers (such as the AI provider that generates the coach's replies) as our Privacy Policy describes. The licence ends when your content is deleted.`,
        `Please only add content you have the right to use. ${S} itself, including its software, design and name, belongs to us; you may use it only as these terms allow.`,
      ],
    },
    {
      id: 'availability',
      title: 'Availability and changes to the service',
      body: [
        `We work to keep ${S} available and reliable, but it may sometimes be unavailable, for example during maintenance or when a provider we rely on has a problem. We may improve, change or withdraw features over time. If we make a change that significantly reduces what Premium includes, we will tell you beforehand and you may cancel; if we stop the service entirely, we will give reasonable notice and refund any payment for a period you will not receive.`,
      ],
    },
    {
      id: 'termination',
      title: 'Suspension and termination',
      body: [
        `You can stop using ${S} at any time. You can delete your account yourself in Settings, which deletes its data at once and cancels any Premium subscription. Or, to close your account and have your data deleted, email {email}; we delete your account data within ${DATA_DELETION_DAYS} days of the request. Cancel any Premium subscription first, or ask us to cancel it in the same email.`,
        'We may suspend or close an account that seriously or repeatedly breaks these terms, that puts the service or other users at risk, or where the law requires it. Where it is reasonable to do so, we will tell you why and give you a chance to put things right first.',
      ],
    },
    {
      id: 'liability',
      title: 'Disclaimers and limitation of liability',
      body: [
        `We provide ${S} with reasonable care and skill. Beyond that, the service is provided as it is, and we do not promise that it will always be available, free of errors, or that using it will lead to any particular result.`,
        "We are not responsible for loss or damage that was not foreseeable, that was caused by your breach of these terms, or that results from decisions you make based on the AI coach's replies. The service is for personal use, so we are not liable for business losses such as lost profit or lost opportunity.",
        'Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot be limited or excluded under the law of England and Wales, and nothing affects your statutory rights as a consumer.',
      ],
    },
    {
      id: 'law',
      title: 'Governing law and disputes',
      body: [
        'These terms are governed by the law of the United Kingdom, applied as the law of England and Wales. Any dispute will be dealt with by the courts of England and Wales. If you live in Scotland or Northern Ireland, you may also bring proceedings in your local courts, and you keep the protection of any mandatory consumer law where you live.',
        'If something goes wrong, please contact us first; most problems can be sorted out quickly by email.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      body: [
        'We may update these terms, for example when we change the service or when the law changes. The date at the top shows when this version took effect. If a change matters to you, we will tell you by email or in the app before it applies. If you do not agree to the new terms, you can cancel and close your account before they take effect.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: [`Questions about these terms, your account or billing: email {email}. We reply within ${SUPPORT_REPLY_HOURS} hours.`],
    },
  ],
};
