import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  PLAN_LIMITS,
  PREMIUM_PRICE_GBP,
  PRODUCT_NAME,
  formatPrice,
  formatVoiceAllowance,
} from '@stride/domain';
import { getPublicConfig } from '../../lib/config';
import {
  DATA_DELETION_DAYS,
  LEGAL_EFFECTIVE_DATE,
  LegalSection,
  MINIMUM_AGE,
  SUPPORT_REPLY_TIME,
  type LegalHeadingLevel,
} from './legal-section';

const { free, premium } = PLAN_LIMITS;

/** The Terms and Conditions, shown on /terms-and-conditions and in the footer and sign-up modals. */
export default function TermsContent({ headingLevel = 'h2' }: { headingLevel?: LegalHeadingLevel }) {
  const { supportEmail } = getPublicConfig();
  const mail = <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        Effective {LEGAL_EFFECTIVE_DATE}
      </Typography>
      <LegalSection title="1. About these terms" headingLevel={headingLevel}>
        <p>
          These terms govern your use of {PRODUCT_NAME}, our web app and mobile apps for building habits and
          reaching goals with an AI coach. By creating an account you agree to them. If you do not agree,
          please do not use {PRODUCT_NAME}.
        </p>
      </LegalSection>
      <LegalSection title="2. Who can use Stride" headingLevel={headingLevel}>
        <p>
          You must be at least {MINIMUM_AGE} years old to use {PRODUCT_NAME}. A child should use it with the
          permission and supervision of a parent or guardian, who accepts these terms on the child&apos;s
          behalf. You are responsible for keeping your password secret and for everything done with your
          account.
        </p>
      </LegalSection>
      <LegalSection title="3. Plans and limits" headingLevel={headingLevel}>
        <p>{PRODUCT_NAME} is offered on two plans:</p>
        <ul>
          <li>
            Free: {formatPrice(0)}. Up to {free.messagesPerDay} AI coach messages per day,{' '}
            {formatVoiceAllowance(free.voiceSecondsPerDay)} of voice calls per day and{' '}
            {formatVoiceAllowance(free.voiceSecondsPerMonth)} of monthly AI check-ins.
          </li>
          <li>
            Premium: {formatPrice(PREMIUM_PRICE_GBP)} per month, billed monthly. Up to{' '}
            {premium.messagesPerDay} AI coach messages per day and{' '}
            {formatVoiceAllowance(premium.voiceSecondsPerDay)} of voice calls per day.
          </li>
        </ul>
        <p>Daily and monthly allowances are counted in the time zone set on your account.</p>
      </LegalSection>
      <LegalSection title="4. Payment, cancellation and refunds" headingLevel={headingLevel}>
        <p>
          Premium is paid in advance each month through our card payment provider and renews automatically
          until you cancel. You can cancel at any time from your dashboard or by contacting support; you keep
          Premium until the end of the billing period you have paid for.
        </p>
        <p>
          Payments are not refundable, except in special cases such as a billing error, which are decided
          individually at the payment provider&apos;s discretion.
        </p>
      </LegalSection>
      <LegalSection title="5. The AI coach" headingLevel={headingLevel}>
        <p>
          The coach is an automated assistant. Its suggestions are general encouragement, not medical,
          psychological, legal or financial advice, and can be wrong. When you ask it to, it creates, changes
          or deletes your habits, goals and vision; please check the result.
        </p>
      </LegalSection>
      <LegalSection title="6. Acceptable use" headingLevel={headingLevel}>
        <p>
          Do not misuse {PRODUCT_NAME}: no attempts to break or overload the service, to reach other
          people&apos;s data, or to use the coach to produce unlawful or harmful content. We may suspend
          accounts that do.
        </p>
      </LegalSection>
      <LegalSection title="7. Your data and closing your account" headingLevel={headingLevel}>
        <p>
          Our Privacy Policy explains what we collect and why. You can ask us to delete your account at any
          time by email; we delete your data within {DATA_DELETION_DAYS} days of the request.
        </p>
      </LegalSection>
      <LegalSection title="8. Liability" headingLevel={headingLevel}>
        <p>
          We provide {PRODUCT_NAME} with reasonable care and skill but cannot promise it will always be
          available or free of errors. Nothing in these terms limits liability that cannot be limited by law.
        </p>
      </LegalSection>
      <LegalSection title="9. Changes and governing law" headingLevel={headingLevel}>
        <p>
          We may update these terms and will tell you about important changes before they take effect. These
          terms are governed by the law of the United Kingdom, and its courts handle any dispute.
        </p>
      </LegalSection>
      <LegalSection title="10. Contact" headingLevel={headingLevel}>
        <p>
          Questions about these terms: {mail}. We reply within {SUPPORT_REPLY_TIME}.
        </p>
      </LegalSection>
    </>
  );
}
