import { PRODUCT_NAME } from '../routes.js';
import { PRIVACY_META, type LegalDocumentTexts } from './legal-texts.js';
import { DATA_DELETION_DAYS, MINIMUM_AGE, PARENTAL_CONSENT_AGE, SUPPORT_REPLY_HOURS } from './support-facts.js';

const S = PRODUCT_NAME;
const DAYS = DATA_DELETION_DAYS;

/**
 * The Privacy Policy (section 2), the English catalog of the legal pages (decision 054): word for
 * word what the page showed before.
 */
export const PRIVACY_TEXTS: LegalDocumentTexts = {
  meta: PRIVACY_META,
  title: 'Privacy Policy',
  summary: [
    `This policy explains what personal data ${S} collects when you use our web app and mobile apps, why we use it, who helps us process it, and the rights you have. In short: we use your data to run the service for you, we do not sell it, and we do not use advertising trackers.`,
  ],
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: [
        `${S} is a habit-coaching service with an AI coach. For the personal data described here, we are the data controller under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018. You can reach us about anything in this policy at {email}.`,
      ],
    },
    {
      id: 'what-we-collect',
      title: 'What we collect',
      body: [
        [
          '**Account data:** your name, email address and password. The password is stored only as a secure one-way hash, never in readable form. We also record whether your email address has been verified.',
          '**Time zone:** taken from your browser when you sign up and changeable on your dashboard. We use it to show your calendar and to count daily and monthly allowances in your own time.',
          '**What you plan and track:** your vision, goals, habits, their schedules and the dates you complete them.',
          '**Coach conversations:** the messages you exchange with the AI coach, and during voice calls, recordings of what you say. A recording is made only while a call is running and you have allowed microphone access. It is sent to our AI provider to be turned into text and answered; we do not keep the audio once the reply has been produced. We keep the text of the conversation and the length of each call, which counts towards your voice allowance.',
          '**Billing data:** if you subscribe, our payment provider collects your card details on its own hosted pages. We receive only a customer reference, your subscription status and billing dates, never your full card number.',
          '**Technical logs:** IP address, browser type, the time and outcome of requests, and error reports. We use these to keep the service working and secure.',
          '**Messages to support:** what you write when you email us, and our replies.',
        ],
        'Habits and goals you write down could reveal something about your health or other sensitive parts of your life. You choose what to enter; please only share what you are comfortable with.',
      ],
    },
    {
      id: 'how-we-use',
      title: 'How and why we use your data',
      body: [
        'UK data protection law requires a lawful basis for each use of personal data. Ours are:',
        [
          "**To provide the service you signed up for (contract):** creating and securing your account, verifying your email, storing and showing your vision, goals and habits, generating the coach's replies and carrying out the changes you ask it to make, counting your plan allowances, and managing your subscription.",
          `**Our legitimate interests:** keeping the service secure, preventing abuse and fraud, fixing faults, understanding overall usage so we can improve ${S}, and answering your support requests. We balance these against your rights and do not use them to profile you for advertising.`,
          '**Legal obligations:** keeping payment and tax records, and responding to lawful requests from authorities.',
          '**Consent:** where sensitive information (for example about your health) appears in what you write or say, we process it with your explicit consent, given by choosing to enter it, and only to provide the service. You can withdraw that consent at any time by deleting the information or your account.',
        ],
        'We send service emails such as verification and password-reset codes. We do not send marketing email.',
      ],
    },
    {
      id: 'ai-processing',
      title: 'AI processing of your conversations',
      body: [
        'To answer you, the coach sends your message or voice recording, together with the context it needs (such as your vision, goals, habits and recent conversation), to an AI provider that generates the reply and, for calls, the spoken answer. The provider acts on our instructions as our processor and may not use your data for its own purposes, such as advertising.',
        "The coach's replies are produced automatically. They do not lead to decisions with legal or similarly significant effects on you, and any change the coach makes to your habits, goals or vision is one you asked for and can undo.",
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share data with',
      body: [
        'We use a small number of service providers (processors) who handle personal data on our behalf, under contracts that require them to keep it secure and use it only for the task we give them:',
        [
          '**Hosting provider:** runs our servers and database.',
          '**Email delivery provider:** sends verification and password-reset emails.',
          '**Payment provider:** takes card payments and runs the subscription portal.',
          "**AI provider:** generates the coach's text and voice replies.",
        ],
        `We may also disclose data where the law requires it, to protect the safety of users or others, or to a buyer if ${S} is ever sold, in which case this policy would continue to apply.`,
        '**We do not sell your personal data**, and we do not share it with advertisers.',
      ],
    },
    {
      id: 'transfers',
      title: 'International transfers',
      body: [
        'Some of our providers may process data outside the United Kingdom, for example in the European Economic Area or the United States. When that happens we make sure the data stays protected: either the country is covered by UK adequacy regulations, or we use safeguards approved under UK law, such as the International Data Transfer Agreement or the UK Addendum to the EU Standard Contractual Clauses.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep data',
      body: [
        [
          'Account data, plans, habits and conversation text: while your account is open.',
          'Voice audio: only as long as it takes to produce the reply.',
          'Technical logs: for a short period, normally no more than a few months, unless needed to investigate a security incident.',
          'Payment and tax records: for as long as the law requires (usually six years).',
          'When you delete your account in Settings: your account and everything in it are deleted from our live database at once, and your Premium subscription is cancelled.',
          `After you ask us by email to delete your account: your account data is deleted within ${DAYS} days of the request, apart from the records we must keep by law.`,
          `Backups: our encrypted database backups are kept for at most ${DAYS} days, so a deleted account's data is gone from them within ${DAYS} days of its deletion. We never restore a deleted account from a backup.`,
        ],
      ],
    },
    {
      id: 'your-rights',
      title: 'Deletion and your rights',
      body: [
        `You can delete your account and its data yourself, at once, in Settings › Your data ("Delete my account"), and download a copy of everything first ("Download my data", as JSON or CSV). Or email {email} from the address you signed up with: we will confirm the request and delete your account data within ${DAYS} days. Either way, a Premium subscription is cancelled too.`,
        'Under UK data protection law you also have the right to:',
        [
          '**access** the personal data we hold about you and get a copy;',
          '**rectification**: have inaccurate data corrected (you can edit most of it yourself);',
          '**erasure**: have your data deleted;',
          '**restriction**: ask us to limit how we use your data while a concern is resolved;',
          '**portability**: receive the data you gave us in a machine-readable format;',
          '**object** to uses based on our legitimate interests;',
          '**withdraw consent** where we rely on it.',
        ],
        `To use any of these rights, email us. We reply within ${SUPPORT_REPLY_HOURS} hours and complete requests within one month, as the law requires. If you are unhappy with how we handle your data, you can complain to the Information Commissioner's Office (ICO), the UK data protection regulator, at ico.org.uk. We would appreciate the chance to put things right first.`,
      ],
    },
    {
      id: 'security',
      title: 'Security',
      body: [
        'We protect your data with encrypted connections (HTTPS), hashed passwords, session cookies that scripts cannot read, limits on repeated sign-in and code attempts, and access to production data only for people who need it. No system is perfectly secure; if a breach affects your data in a way that puts you at risk, we will tell you and the ICO as the law requires.',
      ],
    },
    {
      id: 'children',
      title: 'Children',
      body: [
        `${S} may be used from the age of ${MINIMUM_AGE}. For a child under ${PARENTAL_CONSENT_AGE}, a parent or guardian must agree to this policy, set up and manage the account, and supervise its use, including conversations with the AI coach. A parent or guardian can ask us at any time to see, correct or delete a child's data. If we learn that we hold data about a child under ${PARENTAL_CONSENT_AGE} without a parent's or guardian's agreement, we will delete it.`,
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      body: [
        'We use one cookie: a session cookie that keeps you signed in. It is strictly necessary for the service to work, is marked HttpOnly so that scripts on the page cannot read it, and ends when you sign out or the session expires. Because it is strictly necessary, it does not need your consent. We do not use advertising, tracking or third-party analytics cookies. The payment provider may set its own cookies on its hosted checkout and portal pages, which its own policy covers.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: [
        'We may update this policy when our service or the law changes. The date at the top shows when this version took effect. If we make an important change, we will tell you by email or in the app before it applies.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: [`For privacy questions or requests, email {email}. We reply within ${SUPPORT_REPLY_HOURS} hours.`],
    },
  ],
};
