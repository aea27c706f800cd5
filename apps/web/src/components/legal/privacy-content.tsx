import { PRODUCT_NAME } from '@stride/domain';
import { LegalDocumentView } from './legal-document-view';
import {
  DATA_DELETION_DAYS,
  MINIMUM_AGE,
  PARENTAL_CONSENT_AGE,
  SUPPORT_REPLY_TIME,
  SupportEmailLink,
  type LegalDocumentData,
  type LegalHeadingLevel,
  type LegalVariant,
} from './legal-section';

/** The Privacy Policy as data: the table of contents and the numbered sections share this list. */
export const PRIVACY_DOCUMENT: LegalDocumentData = {
  title: 'Privacy Policy',
  summary: () => (
    <p>
      This policy explains what personal data {PRODUCT_NAME} collects when you use our web app and mobile apps,
      why we use it, who helps us process it, and the rights you have. In short: we use your data to run the
      service for you, we do not sell it, and we do not use advertising trackers.
    </p>
  ),
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      render: () => (
        <p>
          {PRODUCT_NAME} is a habit-coaching service with an AI coach. For the personal data described here, we
          are the data controller under the UK General Data Protection Regulation (UK GDPR) and the Data
          Protection Act 2018. You can reach us about anything in this policy at <SupportEmailLink />.
        </p>
      ),
    },
    {
      id: 'what-we-collect',
      title: 'What we collect',
      render: () => (
        <>
          <ul>
            <li>
              <strong>Account data:</strong> your name, email address and password. The password is stored only
              as a secure one-way hash, never in readable form. We also record whether your email address has been
              verified.
            </li>
            <li>
              <strong>Time zone:</strong> taken from your browser when you sign up and changeable on your
              dashboard. We use it to show your calendar and to count daily and monthly allowances in your own
              time.
            </li>
            <li>
              <strong>What you plan and track:</strong> your vision, goals, habits, their schedules and the dates
              you complete them.
            </li>
            <li>
              <strong>Coach conversations:</strong> the messages you exchange with the AI coach, and during voice
              calls, recordings of what you say. A recording is made only while a call is running and you have
              allowed microphone access. It is sent to our AI provider to be turned into text and answered; we do
              not keep the audio once the reply has been produced. We keep the text of the conversation and the
              length of each call, which counts towards your voice allowance.
            </li>
            <li>
              <strong>Billing data:</strong> if you subscribe, our payment provider collects your card details on
              its own hosted pages. We receive only a customer reference, your subscription status and billing
              dates, never your full card number.
            </li>
            <li>
              <strong>Technical logs:</strong> IP address, browser type, the time and outcome of requests, and
              error reports. We use these to keep the service working and secure.
            </li>
            <li>
              <strong>Messages to support:</strong> what you write when you email us, and our replies.
            </li>
          </ul>
          <p>
            Habits and goals you write down could reveal something about your health or other sensitive parts of
            your life. You choose what to enter; please only share what you are comfortable with.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use',
      title: 'How and why we use your data',
      render: () => (
        <>
          <p>UK data protection law requires a lawful basis for each use of personal data. Ours are:</p>
          <ul>
            <li>
              <strong>To provide the service you signed up for (contract):</strong> creating and securing your
              account, verifying your email, storing and showing your vision, goals and habits, generating the
              coach&apos;s replies and carrying out the changes you ask it to make, counting your plan allowances,
              and managing your subscription.
            </li>
            <li>
              <strong>Our legitimate interests:</strong> keeping the service secure, preventing abuse and fraud,
              fixing faults, understanding overall usage so we can improve {PRODUCT_NAME}, and answering your
              support requests. We balance these against your rights and do not use them to profile you for
              advertising.
            </li>
            <li>
              <strong>Legal obligations:</strong> keeping payment and tax records, and responding to lawful
              requests from authorities.
            </li>
            <li>
              <strong>Consent:</strong> where sensitive information (for example about your health) appears in what
              you write or say, we process it with your explicit consent, given by choosing to enter it, and only
              to provide the service. You can withdraw that consent at any time by deleting the information or
              your account.
            </li>
          </ul>
          <p>We send service emails such as verification and password-reset codes. We do not send marketing email.</p>
        </>
      ),
    },
    {
      id: 'ai-processing',
      title: 'AI processing of your conversations',
      render: () => (
        <>
          <p>
            To answer you, the coach sends your message or voice recording, together with the context it needs
            (such as your vision, goals, habits and recent conversation), to an AI provider that generates the
            reply and, for calls, the spoken answer. The provider acts on our instructions as our processor and
            may not use your data for its own purposes, such as advertising.
          </p>
          <p>
            The coach&apos;s replies are produced automatically. They do not lead to decisions with legal or
            similarly significant effects on you, and any change the coach makes to your habits, goals or vision
            is one you asked for and can undo.
          </p>
        </>
      ),
    },
    {
      id: 'sharing',
      title: 'Who we share data with',
      render: () => (
        <>
          <p>
            We use a small number of service providers (processors) who handle personal data on our behalf, under
            contracts that require them to keep it secure and use it only for the task we give them:
          </p>
          <ul>
            <li><strong>Hosting provider:</strong> runs our servers and database.</li>
            <li><strong>Email delivery provider:</strong> sends verification and password-reset emails.</li>
            <li><strong>Payment provider:</strong> takes card payments and runs the subscription portal.</li>
            <li><strong>AI provider:</strong> generates the coach&apos;s text and voice replies.</li>
          </ul>
          <p>
            We may also disclose data where the law requires it, to protect the safety of users or others, or to
            a buyer if {PRODUCT_NAME} is ever sold, in which case this policy would continue to apply.
          </p>
          <p>
            <strong>We do not sell your personal data</strong>, and we do not share it with advertisers.
          </p>
        </>
      ),
    },
    {
      id: 'transfers',
      title: 'International transfers',
      render: () => (
        <p>
          Some of our providers may process data outside the United Kingdom, for example in the European Economic
          Area or the United States. When that happens we make sure the data stays protected: either the country
          is covered by UK adequacy regulations, or we use safeguards approved under UK law, such as the
          International Data Transfer Agreement or the UK Addendum to the EU Standard Contractual Clauses.
        </p>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep data',
      render: () => (
        <ul>
          <li>Account data, plans, habits and conversation text: while your account is open.</li>
          <li>Voice audio: only as long as it takes to produce the reply.</li>
          <li>Technical logs: for a short period, normally no more than a few months, unless needed to investigate a security incident.</li>
          <li>Payment and tax records: for as long as the law requires (usually six years).</li>
          <li>
            When you delete your account from your Dashboard: your account and everything in it are deleted from
            our live database at once, and your Premium subscription is cancelled.
          </li>
          <li>
            After you ask us by email to delete your account: your account data is deleted within{' '}
            {DATA_DELETION_DAYS} days of the request, apart from the records we must keep by law.
          </li>
          <li>
            Backups: our encrypted database backups are kept for at most {DATA_DELETION_DAYS} days, so a deleted
            account&apos;s data is gone from them within {DATA_DELETION_DAYS} days of its deletion. We never restore
            a deleted account from a backup.
          </li>
        </ul>
      ),
    },
    {
      id: 'your-rights',
      title: 'Deletion and your rights',
      render: () => (
        <>
          <p>
            You can delete your account and its data yourself, at once, from your Dashboard (&quot;Delete my
            account&quot;), and download a copy of everything first (&quot;Download my data&quot;, as JSON or CSV).
            Or email <SupportEmailLink /> from the address you signed up with: we will confirm the request and
            delete your account data within {DATA_DELETION_DAYS} days. Either way, a Premium subscription is
            cancelled too.
          </p>
          <p>Under UK data protection law you also have the right to:</p>
          <ul>
            <li><strong>access</strong> the personal data we hold about you and get a copy;</li>
            <li><strong>rectification</strong>: have inaccurate data corrected (you can edit most of it yourself);</li>
            <li><strong>erasure</strong>: have your data deleted;</li>
            <li><strong>restriction</strong>: ask us to limit how we use your data while a concern is resolved;</li>
            <li><strong>portability</strong>: receive the data you gave us in a machine-readable format;</li>
            <li><strong>object</strong> to uses based on our legitimate interests;</li>
            <li><strong>withdraw consent</strong> where we rely on it.</li>
          </ul>
          <p>
            To use any of these rights, email us. We reply within {SUPPORT_REPLY_TIME} and complete requests
            within one month, as the law requires. If you are unhappy with how we handle your data, you can
            complain to the Information Commissioner&apos;s Office (ICO), the UK data protection regulator, at
            ico.org.uk. We would appreciate the chance to put things right first.
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'Security',
      render: () => (
        <p>
          We protect your data with encrypted connections (HTTPS), hashed passwords, session cookies that scripts
          cannot read, limits on repeated sign-in and code attempts, and access to production data only for
          people who need it. No system is perfectly secure; if a breach affects your data in a way that puts you
          at risk, we will tell you and the ICO as the law requires.
        </p>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      render: () => (
        <p>
          {PRODUCT_NAME} may be used from the age of {MINIMUM_AGE}. For a child under {PARENTAL_CONSENT_AGE}, a
          parent or guardian must agree to this policy, set up and manage the account, and supervise its use,
          including conversations with the AI coach. A parent or guardian can ask us at any time to see, correct
          or delete a child&apos;s data. If we learn that we hold data about a child under {PARENTAL_CONSENT_AGE}{' '}
          without a parent&apos;s or guardian&apos;s agreement, we will delete it.
        </p>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies',
      render: () => (
        <p>
          We use one cookie: a session cookie that keeps you signed in. It is strictly necessary for the service
          to work, is marked HttpOnly so that scripts on the page cannot read it, and ends when you sign out or
          the session expires. Because it is strictly necessary, it does not need your consent. We do not use
          advertising, tracking or third-party analytics cookies. The payment provider may set its own cookies on
          its hosted checkout and portal pages, which its own policy covers.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      render: () => (
        <p>
          We may update this policy when our service or the law changes. The date at the top shows when this
          version took effect. If we make an important change, we will tell you by email or in the app before it
          applies.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      render: () => (
        <p>
          For privacy questions or requests, email <SupportEmailLink />. We reply within {SUPPORT_REPLY_TIME}.
        </p>
      ),
    },
  ],
};

interface LegalContentProps {
  headingLevel?: LegalHeadingLevel;
  variant?: LegalVariant;
  idPrefix?: string;
}

/** The Privacy Policy, shown on /privacy-policy and in the footer and sign-up modals. */
export default function PrivacyContent({ headingLevel = 'h2', variant = 'page', idPrefix }: LegalContentProps) {
  return <LegalDocumentView document={PRIVACY_DOCUMENT} headingLevel={headingLevel} variant={variant} idPrefix={idPrefix} />;
}
