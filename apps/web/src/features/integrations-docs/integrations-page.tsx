import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  API_ROUTES,
  MAX_API_TOKENS,
  MAX_WEBHOOKS,
  PERSONAL_TOKEN_PREFIX,
  PRODUCT_NAME,
  ROUTES,
  TOKEN_REQUESTS_PER_MINUTE,
  TOKEN_SCOPES,
  WEBHOOK_DISABLE_AFTER_FAILURES,
  WEBHOOK_EVENTS,
  SHORTCUT_RECIPES,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_STANDARD_HEADERS,
  SCOPE_TABLE,
  ENGLISH_INTEGRATIONS_CATALOG,
  type IntegrationsCatalog,
} from '@stride/domain';
import { CodeSample } from '../../components/code-sample';
import { getPublicConfig } from '../../lib/config';
import { useDocumentTitle } from '../../lib/use-document-title';
import { docsMessage } from './docs-message';
import { VERIFY_SNIPPET } from './webhook-verification-snippet';

const proseSx = {
  maxWidth: '75ch',
  lineHeight: 1.7,
  '& p': { mt: 0, mb: 1.5 },
  '& ul': { mt: 0, mb: 1.5, pl: 3 },
  '& li': { mb: 0.5 },
  '& code': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.9em', overflowWrap: 'anywhere' },
} as const;

/** The routes a token may call, from the scope table (issue 48), one a line with the scope it needs. */
const TOKEN_ROUTES = SCOPE_TABLE.map(({ route, scope }) => `${route.method.padEnd(7)}${route.path.padEnd(36)}${scope}`)
  .join('\n');

const SECTIONS = [
  ['tokens', 'tokens'],
  ['openapi', 'openApi'],
  ['webhooks', 'webhooks'],
  ['assistants', 'assistants'],
  ['shortcuts', 'shortcuts'],
] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ mt: { xs: 4, md: 5 } }}>
      <Typography id={`${id}-title`} variant="h4" component="h2" sx={{ fontWeight: 700, mb: 1.5, scrollMarginTop: 80 }}>
        {title}
      </Typography>
      <Typography component="div" sx={proseSx}>
        {children}
      </Typography>
    </Box>
  );
}

const payloadSample = JSON.stringify(
  {
    id: '0b0e6a4e-3c55-4d0a-9a34-5d6b3f0f2a11',
    type: 'habit.completed',
    createdAt: '2026-11-27T07:30:00.000Z',
    data: { habitId: '5f3c…', date: '2026-11-27' },
  },
  null,
  2,
);

/**
 * Issue 41 "Docs": the public page on tokens, the OpenAPI document, webhooks and connecting an
 * assistant (prerendered), in the language of its catalog (English at /integrations, decision 054);
 * `verify`, the webhook check with its comments in that language (English's as written).
 */
export function IntegrationsDocs({ catalog, verify = VERIFY_SNIPPET }: { catalog: IntegrationsCatalog; verify?: string }) {
  const { texts: T, prose: P } = catalog;
  useDocumentTitle(T.title);
  const { appOrigin } = getPublicConfig();
  const token = `${PERSONAL_TOKEN_PREFIX}…`;
  const code = (text: string) => <code>{text}</code>;
  const step = (text: string) => docsMessage(text, { token: '<token>', today: code('{today}') });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        {T.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '70ch', fontSize: '1.125rem' }}>
        {T.intro}
      </Typography>
      <Box component="nav" aria-label={T.contents}>
        <Typography component="p" sx={{ fontWeight: 600, mb: 0.5 }}>
          {T.contents}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {SECTIONS.map(([id, key]) => (
            <li key={id}>
              <Link href={`#${id}-title`}>{T.sections[key]}</Link>
            </li>
          ))}
        </Box>
      </Box>

      <Section id="tokens" title={T.sections.tokens}>
        <p>
          {docsMessage(P.tokensCreate, {
            settings: (
              <Link component={RouterLink} to={ROUTES.settings}>
                {P.settingsLink}
              </Link>
            ),
            prefix: code(PERSONAL_TOKEN_PREFIX),
            product: PRODUCT_NAME,
            maxTokens: MAX_API_TOKENS,
          })}
        </p>
        <p>{docsMessage(P.tokensSend, { bearer: code('Bearer <token>') })}</p>
        <ul>
          {TOKEN_SCOPES.map((scope) => (
            <li key={scope}>
              <code>{scope}</code>: {catalog.scopeHelp[scope]}
            </li>
          ))}
        </ul>
        <p>{docsMessage(P.tokensLimits, { perMinute: TOKEN_REQUESTS_PER_MINUTE })}</p>
        <CodeSample label={T.samples.curl} language="shell" code={`curl -H "Authorization: Bearer ${token}" \\\n  ${appOrigin}/api/habits/user/me`} />
        <CodeSample
          label={T.samples.complete}
          language="shell"
          code={`curl -X POST -H "Authorization: Bearer ${token}" \\\n  -H "Content-Type: application/json" -d '{"date":"2026-11-27"}' \\\n  ${appOrigin}/api/habits/<habit id>/complete`}
        />
        <CodeSample label={T.samples.routes} code={TOKEN_ROUTES} />
      </Section>

      <Section id="openapi" title={T.sections.openApi}>
        <p>
          {docsMessage(P.openApi, {
            document: <Link href={`${appOrigin}${API_ROUTES.system.openApi.path}`}>{code(API_ROUTES.system.openApi.path)}</Link>,
          })}
        </p>
      </Section>

      <Section id="webhooks" title={T.sections.webhooks}>
        <p>{docsMessage(P.webhooksAdd, { maxWebhooks: MAX_WEBHOOKS })}</p>
        <ul>
          {WEBHOOK_EVENTS.map((event) => (
            <li key={event}>
              <code>{event}</code>: {catalog.events[event]}
            </li>
          ))}
        </ul>
        <p>{docsMessage(P.webhooksDelivery, { shape: code('{ id, type, createdAt, data }'), failures: WEBHOOK_DISABLE_AFTER_FAILURES })}</p>
        <CodeSample label={T.samples.payload} language="json" code={payloadSample} />
        <p>
          {docsMessage(P.webhooksStandard, {
            standard: <a href="https://www.standardwebhooks.com/">{P.standardWebhooks}</a>,
            id: code(WEBHOOK_STANDARD_HEADERS.id),
            timestamp: code(WEBHOOK_STANDARD_HEADERS.timestamp),
            signature: code(WEBHOOK_STANDARD_HEADERS.signature),
          })}
        </p>
        <p>{docsMessage(P.webhooksOlder, { header: code(WEBHOOK_SIGNATURE_HEADER), signed: code(`<t>.<${P.rawBody}>`) })}</p>
        <CodeSample label={T.samples.header} code={`${WEBHOOK_SIGNATURE_HEADER}: t=1796000000,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd`} />
        <CodeSample label={T.samples.verify} language="javascript" code={verify} />
      </Section>

      <Section id="assistants" title={T.sections.assistants}>
        <p>{docsMessage(P.assistantsIntro, { product: PRODUCT_NAME, mcp: code(`${appOrigin}/mcp`) })}</p>
        <ul>
          <li>{docsMessage(P.assistantsToken)}</li>
          <li>{docsMessage(P.assistantsOAuth, { product: PRODUCT_NAME })}</li>
        </ul>
        <p>{docsMessage(P.assistantsReadOnly, { mcpRead: code(`${appOrigin}/mcp/read`) })}</p>
        <p>{docsMessage(P.assistantsTools)}</p>
        <CodeSample
          label={T.samples.mcpConfig}
          language="json"
          code={JSON.stringify({ mcpServers: { stride: { url: `${appOrigin}/mcp`, headers: { Authorization: `Bearer ${token}` } } } }, null, 2)}
        />
      </Section>

      <Section id="shortcuts" title={T.sections.shortcuts}>
        <p>{docsMessage(P.shortcutsIntro, { product: PRODUCT_NAME, list: code(`GET ${API_ROUTES.habits.list.path.replace(':userId', 'me')}`) })}</p>
        {SHORTCUT_RECIPES.map((recipe) => {
          const words = catalog.recipes[recipe.id];
          return (
            <Box key={recipe.id} sx={{ mt: 2.5 }}>
              <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                {words.title}
              </Typography>
              <p>
                <strong>{P.iphone}</strong>
              </p>
              <ol>
                {words.ios.map((text) => (
                  <li key={text}>{step(text)}</li>
                ))}
              </ol>
              <p>
                <strong>{P.android}</strong>
              </p>
              <ol>
                {words.android.map((text) => (
                  <li key={text}>{step(text)}</li>
                ))}
              </ol>
              <CodeSample
                label={words.title}
                code={`${recipe.request.method} ${appOrigin}${recipe.request.path}\nAuthorization: Bearer ${token}\nContent-Type: application/json\n\n${JSON.stringify(recipe.request.body)}`}
              />
            </Box>
          );
        })}
      </Section>
    </Container>
  );
}

/** The webhook check as written, for the pages in other languages (localized-snippet.ts): through this screen's own chunk. */
export { VERIFY_SNIPPET };

/** The English page at /integrations; /es/, /de/ and /fr/integrations are localized-integrations-page.tsx, with this module's IntegrationsDocs. */
export function IntegrationsPage() {
  return <IntegrationsDocs catalog={ENGLISH_INTEGRATIONS_CATALOG} />;
}
