import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  PLAN_LIMITS,
  PREMIUM_PRICE_GBP,
  ROUTES,
  formatPrice,
  formatVoiceAllowance,
  planFeatureTexts,
} from '@stride/domain';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  DATA_DELETION_DAYS,
  SUPPORT_REPLY_TIME,
  SupportEmailLink,
} from '../../components/legal/legal-section';
import { useDocumentTitle } from '../../lib/use-document-title';

const premiumPrice = formatPrice(PREMIUM_PRICE_GBP);
const freeMonthlyVoice = formatVoiceAllowance(PLAN_LIMITS.free.voiceSecondsPerMonth);

/** Body text styles shared by the cards and the FAQ answers: a readable measure and even spacing. */
const proseSx = {
  maxWidth: '70ch',
  lineHeight: 1.7,
  '& p': { mt: 0, mb: 1.5 },
  '& p:last-child': { mb: 0 },
  '& ul': { mt: 0, mb: 1.5, pl: 3 },
  '& ul:last-child': { mb: 0 },
  '& li': { mb: 0.5 },
} as const;

function Topic({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography component="div" sx={proseSx}>
          {children}
        </Typography>
      </CardContent>
    </Card>
  );
}

interface FaqEntry {
  question: string;
  answer: () => ReactNode;
}

function PlanList({ plan }: { plan: 'free' | 'premium' }) {
  return (
    <ul>
      {planFeatureTexts(plan).map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
    </ul>
  );
}

/** What a new user asks first. Every plan figure comes from the shared domain constants. */
const FAQ: readonly FaqEntry[] = [
  {
    question: 'What plans are there and what does each include?',
    answer: () => (
      <>
        <p>
          <strong>Free</strong> ({formatPrice(0)}, forever):
        </p>
        <PlanList plan="free" />
        <p>
          <strong>Premium</strong> ({premiumPrice} per month, billed monthly):
        </p>
        <PlanList plan="premium" />
        <p>
          Compare them on the{' '}
          <Link component={RouterLink} to={ROUTES.pricing}>
            pricing page
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    question: 'What happens when I reach a daily limit?',
    answer: () => (
      <>
        <p>
          The coach tells you that you have reached today&apos;s limit and asks you to subscribe to Premium for
          higher limits. Nothing else changes: your habits, goals and vision stay available as usual.
        </p>
        <p>
          Daily limits reset at midnight in your own time zone, which you can change on your dashboard. On the
          Free plan, voice calls also share {freeMonthlyVoice} of monthly AI check-ins, which reset at the start
          of each calendar month. Voice time counts both what you say and the coach&apos;s spoken replies.
        </p>
      </>
    ),
  },
  {
    question: 'How does billing work, and how do I cancel?',
    answer: () => (
      <>
        <p>
          Premium costs {premiumPrice} per month, billed monthly until you cancel. You pay by card through our
          payment provider&apos;s secure hosted checkout; we never see your full card number.
        </p>
        <p>
          To update your card or cancel, use Manage Subscription on your dashboard, or email us and we will
          cancel it for you. You keep Premium until the end of the period you have paid for. Payments are not
          refunded except in special cases, at our discretion.
        </p>
      </>
    ),
  },
  {
    question: 'What can the AI coach do?',
    answer: () => (
      <>
        <p>
          You can chat with the coach by text or talk to it in a voice call. Besides encouragement and ideas,
          it can create and update your habits, goals and vision for you when you ask, for example
          &ldquo;add a morning walk every weekday at 7 am&rdquo;.
        </p>
        <p>
          The coach is an automated assistant and can make mistakes. It does not give medical, psychological or
          other professional advice; for those, please speak to a qualified professional.
        </p>
      </>
    ),
  },
  {
    question: 'Are my conversations with the coach private?',
    answer: () => (
      <>
        <p>
          Your messages and voice recordings are processed by our AI provider only to generate the coach&apos;s
          replies. We do not sell your data or use it for advertising, and we do not keep voice audio once the
          reply has been produced.
        </p>
        <p>
          You can ask us to delete your account and its data at any time; we delete it within{' '}
          {DATA_DELETION_DAYS} days. The{' '}
          <Link component={RouterLink} to={ROUTES.privacy}>
            Privacy Policy
          </Link>{' '}
          has the details.
        </p>
      </>
    ),
  },
  {
    question: 'Can I track my habits on the web and on my phone?',
    answer: () => (
      <p>
        Yes. Track your habits, goals and vision on the web dashboard and in the mobile apps; they stay in sync,
        so a habit you complete on your phone shows as done on the web.
      </p>
    ),
  },
  {
    question: 'I forgot my password. What should I do?',
    answer: () => (
      <p>
        Use{' '}
        <Link component={RouterLink} to={ROUTES.forgotPassword}>
          Forgot Password?
        </Link>{' '}
        on the login screen. We email you a 6-digit code, and after entering it you can choose a new password.
      </p>
    ),
  },
];

function Faq() {
  const baseId = useId();
  return (
    <Box component="section" aria-labelledby={`${baseId}-title`} sx={{ mt: { xs: 5, md: 6 } }}>
      <Typography id={`${baseId}-title`} variant="h4" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        Frequently asked questions
      </Typography>
      <div>
        {FAQ.map((entry, index) => (
          <Accordion
            key={entry.question}
            disableGutters
            // The summary sits in an h3 (MUI's default heading slot), under this section's h2.
            slotProps={{ heading: { component: 'h3' } }}
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id={`${baseId}-q${index}`}
              aria-controls={`${baseId}-a${index}`}
              sx={{ px: { xs: 2, sm: 3 }, '& .MuiAccordionSummary-content': { my: 2 } }}
            >
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {entry.question}
              </Typography>
            </AccordionSummary>
            {/* MUI wraps the details in a region labelled by the summary and identified by aria-controls. */}
            <AccordionDetails sx={{ px: { xs: 2, sm: 3 }, pb: 3, pt: 0 }}>
              <Typography component="div" sx={proseSx}>
                {entry.answer()}
              </Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </div>
    </Box>
  );
}

/** Section 2 "Legal and support pages": reply time, deletion, cancellation, and answers to common questions. */
export function SupportPage() {
  useDocumentTitle('Support');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        Support
      </Typography>
      <Typography color="text.secondary" sx={{ mb: { xs: 3, md: 4 }, maxWidth: '70ch', fontSize: '1.125rem' }}>
        We are here to help with your account, your plan and the AI coach.
      </Typography>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <Topic title="Contact us">
            <p>
              Email <SupportEmailLink /> and a person will get back to you. We reply within {SUPPORT_REPLY_TIME}.
            </p>
          </Topic>
        </Box>
        <Topic title="Cancel your subscription">
          <p>
            Email us and we will cancel it for you, or use Manage Subscription on your dashboard. You keep Premium
            until the end of the period you have paid for, and you will not be charged again.
          </p>
        </Topic>
        <Topic title="Delete your account">
          <p>
            Email <SupportEmailLink /> from the address you signed up with and ask us to delete your account. We
            delete your data within {DATA_DELETION_DAYS} days of the request.
          </p>
          <p>
            Or do it yourself, at once: on your Dashboard, under &quot;Delete my account&quot;. You can download
            everything first with &quot;Download my data&quot;.
          </p>
        </Topic>
      </Box>

      <Faq />

      <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
        Read our{' '}
        <Link component={RouterLink} to={ROUTES.terms}>
          Terms and Conditions
        </Link>{' '}
        and{' '}
        <Link component={RouterLink} to={ROUTES.privacy}>
          Privacy Policy
        </Link>
        .
      </Typography>
    </Container>
  );
}
