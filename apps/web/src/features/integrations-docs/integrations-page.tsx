import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  API_ROUTES,
  INTEGRATION_DOCS_TEXTS as T,
  INTEGRATION_SETTINGS_TEXTS,
  MAX_API_TOKENS,
  MAX_WEBHOOKS,
  PERSONAL_TOKEN_PREFIX,
  PRODUCT_NAME,
  ROUTES,
  TOKEN_REQUESTS_PER_MINUTE,
  TOKEN_SCOPES,
  WEBHOOK_DISABLE_AFTER_FAILURES,
  WEBHOOK_EVENTS,
  WEBHOOK_EVENT_LABELS,
  SHORTCUT_RECIPES,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_STANDARD_HEADERS,
  SCOPE_TABLE,
} from '@stride/domain';
import { CodeSample } from '../../components/code-sample';
import { getPublicConfig } from '../../lib/config';
import { useDocumentTitle } from '../../lib/use-document-title';
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
  ['tokens', T.sections.tokens],
  ['openapi', T.sections.openApi],
  ['webhooks', T.sections.webhooks],
  ['assistants', T.sections.assistants],
  ['shortcuts', T.sections.shortcuts],
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

/** Issue 41 "Docs": the public page on tokens, the OpenAPI document, webhooks and connecting an assistant (prerendered). */
export function IntegrationsPage() {
  useDocumentTitle(T.title);
  const { appOrigin } = getPublicConfig();
  const token = `${PERSONAL_TOKEN_PREFIX}…`;
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
          {SECTIONS.map(([id, title]) => (
            <li key={id}>
              <Link href={`#${id}-title`}>{title}</Link>
            </li>
          ))}
        </Box>
      </Box>

      <Section id="tokens" title={T.sections.tokens}>
        <p>
          In{' '}
          <Link component={RouterLink} to={ROUTES.settings}>
            Settings
          </Link>{' '}
          › API and integrations, choose <strong>Create token</strong>, give it a name and its access. The token (it starts
          with <code>{PERSONAL_TOKEN_PREFIX}</code>) is shown once: copy it then. {PRODUCT_NAME} keeps only a hash of it, so
          a lost token cannot be shown again; revoke it and make another. An account can have {MAX_API_TOKENS} tokens.
        </p>
        <p>
          Send it in the <code>Authorization</code> header as <code>Bearer &lt;token&gt;</code>. No cookie or other header is
          needed, and <code>me</code> stands for your own user id.
        </p>
        <ul>
          {TOKEN_SCOPES.map((scope) => (
            <li key={scope}>
              <code>{scope}</code>: {INTEGRATION_SETTINGS_TEXTS.scopeHelp[scope]}
            </li>
          ))}
        </ul>
        <p>
          Each token may make {TOKEN_REQUESTS_PER_MINUTE} requests a minute; beyond that the answer is <code>429</code> with{' '}
          <code>Retry-After</code>. A <code>read</code> token gets <code>403</code> on any change. Tokens work on your habits,
          goals, vision, areas and progress, never on your account (password, email, settings, billing, coach conversations,
          tokens, deletion or the export, which holds them).
          Revoking a token stops it at once.
        </p>
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
          Every route, with its parameters, answers and errors, is described in the OpenAPI document at{' '}
          <Link href={`${appOrigin}${API_ROUTES.system.openApi.path}`}>
            <code>{API_ROUTES.system.openApi.path}</code>
          </Link>
          . It marks the routes that take a token (the <code>bearer</code> security scheme); load it into your API tool or
          client generator.
        </p>
      </Section>

      <Section id="webhooks" title={T.sections.webhooks}>
        <p>
          In Settings, choose <strong>Add webhook</strong>, give a public <code>https</code> address and the events to send.
          The signing secret is shown once. An account can have {MAX_WEBHOOKS} webhooks. The events:
        </p>
        <ul>
          {WEBHOOK_EVENTS.map((event) => (
            <li key={event}>
              <code>{event}</code>: {WEBHOOK_EVENT_LABELS[event].toLowerCase()}
            </li>
          ))}
        </ul>
        <p>
          Each delivery is a <code>POST</code> with a JSON body <code>{'{ id, type, createdAt, data }'}</code>. Answer with any{' '}
          <code>2xx</code> status within a few seconds; otherwise it is tried again later, with growing waits. After{' '}
          {WEBHOOK_DISABLE_AFTER_FAILURES} deliveries in a row fail, the webhook is turned off and you get an email; turn it
          back on in Settings. Settings also lists each webhook&apos;s last deliveries and the answers they got. Use the
          event&apos;s <code>id</code> to ignore a delivery you already handled.
        </p>
        <CodeSample label={T.samples.payload} language="json" code={payloadSample} />
        <p>
          Deliveries follow <a href="https://www.standardwebhooks.com/">Standard Webhooks</a>: the{' '}
          <code>{WEBHOOK_STANDARD_HEADERS.id}</code> (the same on every retry), <code>{WEBHOOK_STANDARD_HEADERS.timestamp}</code>{' '}
          and <code>{WEBHOOK_STANDARD_HEADERS.signature}</code> headers, checked by its libraries for any language with the
          secret exactly as Settings showed it (<code>whsec_…</code>). Webhooks made before 29 November 2026 have a secret those
          libraries may not load: make a new webhook, or check the older header below.
        </p>
        <p>
          Every delivery is also signed the older way. The <code>{WEBHOOK_SIGNATURE_HEADER}</code> header holds the time it was signed
          (<code>t</code>, Unix seconds) and <code>v1</code>, the hex HMAC-SHA256 of <code>&lt;t&gt;.&lt;raw body&gt;</code>{' '}
          keyed by the signing secret. Check it against the raw body, compare in constant time, and refuse a time more than
          five minutes away:
        </p>
        <CodeSample label={T.samples.header} code={`${WEBHOOK_SIGNATURE_HEADER}: t=1796000000,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd`} />
        <CodeSample label={T.samples.verify} language="javascript" code={VERIFY_SNIPPET} />
      </Section>

      <Section id="assistants" title={T.sections.assistants}>
        <p>
          {PRODUCT_NAME} is a remote MCP server (Streamable HTTP) at <code>{`${appOrigin}/mcp`}</code>. Add it to your
          assistant in either of two ways:
        </p>
        <ul>
          <li>
            <strong>With a token</strong>: make a personal access token and give it to the assistant as a Bearer token. A{' '}
            <code>read</code> token lets it look but not change anything.
          </li>
          <li>
            <strong>With OAuth</strong>: give the assistant only the address. It registers itself, sends you to a{' '}
            {PRODUCT_NAME} consent screen, and you choose read only (chosen unless you change it) or read and write. It
            then shows in Settings under Connected assistants, where you can disconnect it at any time.
          </li>
        </ul>
        <p>
          To let an assistant look but never change anything, give it <code>{`${appOrigin}/mcp/read`}</code> instead: there
          every token and connection only reads, and the consent screen asks for reading only.
        </p>
        <p>
          Its tools are the coach&apos;s own functions under the same names, such as <code>getProgress</code>,{' '}
          <code>createHabit</code>, <code>completeHabit</code> and <code>deleteHabit</code>, with today&apos;s schedule and
          your progress as resources. Tools that destroy something are marked as such and ask for a confirmation first, as
          the coach does.
        </p>
        <CodeSample
          label={T.samples.mcpConfig}
          language="json"
          code={JSON.stringify({ mcpServers: { stride: { url: `${appOrigin}/mcp`, headers: { Authorization: `Bearer ${token}` } } } }, null, 2)}
        />
      </Section>

      <Section id="shortcuts" title={T.sections.shortcuts}>
        <p>
          A web app cannot put a widget on your home screen, but your phone can send {PRODUCT_NAME} one request from a
          button, a Health or workout automation, or an NFC tag. Make a <code>write</code> token for it, and find the habit&apos;s
          id in the list that <code>GET {API_ROUTES.habits.list.path.replace(':userId', 'me')}</code> answers.
        </p>
        {SHORTCUT_RECIPES.map((recipe) => (
          <Box key={recipe.id} sx={{ mt: 2.5 }}>
            <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
              {recipe.title}
            </Typography>
            <p>
              <strong>iPhone (Shortcuts)</strong>
            </p>
            <ol>
              {recipe.ios.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p>
              <strong>Android (an HTTP-shortcut app)</strong>
            </p>
            <ol>
              {recipe.android.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <CodeSample
              label={recipe.title}
              code={`${recipe.request.method} ${appOrigin}${recipe.request.path}\nAuthorization: Bearer ${token}\nContent-Type: application/json\n\n${JSON.stringify(recipe.request.body)}`}
            />
          </Box>
        ))}
      </Section>
    </Container>
  );
}
