import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@stride/domain';
import { getPublicConfig } from '../../lib/config';
import {
  DATA_DELETION_DAYS,
  LEGAL_EFFECTIVE_DATE,
  LegalSection,
  MINIMUM_AGE,
  SUPPORT_REPLY_TIME,
  type LegalHeadingLevel,
} from './legal-section';

/** The Privacy Policy, shown on /privacy-policy and in the footer and sign-up modals. */
export default function PrivacyContent({ headingLevel = 'h2' }: { headingLevel?: LegalHeadingLevel }) {
  const { supportEmail } = getPublicConfig();
  const mail = <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        Effective {LEGAL_EFFECTIVE_DATE}
      </Typography>
      <LegalSection title="1. What this policy covers" headingLevel={headingLevel}>
        <p>
          This policy explains what personal data {PRODUCT_NAME} collects when you use our web and mobile
          apps, why, and the choices you have. We handle your data under United Kingdom data protection law.
        </p>
      </LegalSection>
      <LegalSection title="2. What we collect" headingLevel={headingLevel}>
        <ul>
          <li>Account details: your name, email address, password (stored only as a secure hash) and time zone.</li>
          <li>What you create: your vision, goals, habits, schedules and completions.</li>
          <li>
            Coach conversations: the messages you type and, during calls, your recorded voice, which is turned
            into text to answer you.
          </li>
          <li>Billing status: whether you subscribe, and a customer reference from our payment provider. We never see or store your card number.</li>
          <li>Technical data needed to run the service securely, such as a session cookie and request logs.</li>
        </ul>
      </LegalSection>
      <LegalSection title="3. Why we use it" headingLevel={headingLevel}>
        <p>
          To provide your account and its features, to let the AI coach answer with your own habits and goals
          in mind, to count plan allowances, to take payment, to keep the service secure, and to reply when
          you contact us. We do not sell your data or use it for advertising.
        </p>
      </LegalSection>
      <LegalSection title="4. Who else handles it" headingLevel={headingLevel}>
        <p>
          A few providers process data for us under contract: our hosting provider, an email provider for
          verification and reset codes, an AI provider that generates the coach&apos;s replies, and our card
          payment provider. Each receives only what its task requires.
        </p>
      </LegalSection>
      <LegalSection title="5. Children" headingLevel={headingLevel}>
        <p>
          {PRODUCT_NAME} may be used from the age of {MINIMUM_AGE}. Younger users should use it with a parent
          or guardian, who can ask us at any time to see or delete the child&apos;s data.
        </p>
      </LegalSection>
      <LegalSection title="6. How long we keep it" headingLevel={headingLevel}>
        <p>
          We keep your data while your account is open. If you ask us by email to delete your account, we
          delete your data within {DATA_DELETION_DAYS} days of the request, except records the law requires
          us to keep, such as payment records.
        </p>
      </LegalSection>
      <LegalSection title="7. Your rights" headingLevel={headingLevel}>
        <p>
          You can ask for a copy of your data, ask us to correct or delete it, or object to how we use it.
          You can also complain to the UK Information Commissioner&apos;s Office.
        </p>
      </LegalSection>
      <LegalSection title="8. Contact" headingLevel={headingLevel}>
        <p>
          Write to {mail}; we reply within {SUPPORT_REPLY_TIME}. If we change this policy in an important
          way, we will tell you before the change applies.
        </p>
      </LegalSection>
    </>
  );
}
