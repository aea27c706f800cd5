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
import { ROUTES, type SupportCatalog } from '@stride/domain';
import { Fragment, useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SupportEmailLink } from '../../components/legal/legal-section';
import { useLocalePath } from '../../lib/i18n/use-locale';
import { useDocumentTitle } from '../../lib/use-document-title';
import { richMessage } from './rich-message';
import { useSupportTexts } from './use-support-texts';

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

function PlanList({ features }: { features: readonly string[] }) {
  return (
    <ul>
      {features.map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
    </ul>
  );
}

/** The elements a message's `{name}` stands for: links (kept in the page's language where they can be) and the plans' names. */
function useMessageValues(texts: SupportCatalog['texts']): Record<string, ReactNode> {
  const at = useLocalePath();
  const link = (to: string, label: string) => (
    <Link component={RouterLink} to={to}>
      {label}
    </Link>
  );
  return {
    email: <SupportEmailLink />,
    pricing: link(at(ROUTES.pricing), texts.links.pricing),
    privacy: link(at(ROUTES.privacy), texts.links.privacy),
    terms: link(at(ROUTES.terms), texts.links.terms),
    forgotPassword: link(at(ROUTES.forgotPassword), texts.links.forgotPassword),
    free: <strong>{texts.plans.free}</strong>,
    premium: <strong>{texts.plans.premium}</strong>,
  };
}

/** An answer's paragraphs; the plans' answer has each plan's feature lines after its first two. */
function Answer({ entry, catalog, values }: { entry: SupportCatalog['faq'][number]; catalog: SupportCatalog; values: Record<string, ReactNode> }) {
  const lists = entry.id === 'plans' ? [catalog.features.free, catalog.features.premium] : [];
  return entry.answer.map((paragraph, index) => (
    <Fragment key={index}>
      <p>{richMessage(paragraph, values)}</p>
      {lists[index] && <PlanList features={lists[index]} />}
    </Fragment>
  ));
}

function Faq({ catalog, values }: { catalog: SupportCatalog; values: Record<string, ReactNode> }) {
  const baseId = useId();
  return (
    <Box component="section" aria-labelledby={`${baseId}-title`} sx={{ mt: { xs: 5, md: 6 } }}>
      <Typography id={`${baseId}-title`} variant="h4" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {catalog.texts.faqTitle}
      </Typography>
      <div>
        {catalog.faq.map((entry, index) => (
          <Accordion
            key={entry.id}
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
                <Answer entry={entry} catalog={catalog} values={values} />
              </Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </div>
    </Box>
  );
}

/**
 * Section 2 "Legal and support pages": reply time, deletion, cancellation, and answers to common
 * questions, in the page's language (its words from useSupportTexts, decision 054).
 */
export function SupportPage() {
  const catalog = useSupportTexts();
  const texts = catalog.texts;
  const values = useMessageValues(texts);
  useDocumentTitle(texts.title);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        {texts.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: { xs: 3, md: 4 }, maxWidth: '70ch', fontSize: '1.125rem' }}>
        {texts.intro}
      </Typography>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <Topic title={texts.contactTitle}>
            <p>{richMessage(texts.contact, values)}</p>
          </Topic>
        </Box>
        <Topic title={texts.cancelTitle}>
          <p>{texts.cancel}</p>
        </Topic>
        <Topic title={texts.deleteTitle}>
          <p>{richMessage(texts.deleteByEmail, values)}</p>
          <p>{texts.deleteYourself}</p>
        </Topic>
      </Box>

      <Faq catalog={catalog} values={values} />

      <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
        {richMessage(texts.readOur, values)}
      </Typography>
    </Container>
  );
}
