/**
 * The /integrations page's prose (decision 054: a catalog area, `integrations`, in every language),
 * apart from integration-docs-texts.ts, which Settings loads too. Inside a message, `**words**` is
 * bold, `` `words` `` is code, and `{name}` is a value the page puts in (a link, a figure, code
 * built from the contract), so each language places them.
 */
export const INTEGRATION_DOCS_PROSE = {
  settingsLink: 'Settings',
  tokensCreate:
    'In {settings} › API and integrations, choose **Create token**, give it a name and its access. The token (it starts with {prefix}) is shown once: copy it then. {product} keeps only a hash of it, so a lost token cannot be shown again; revoke it and make another. An account can have {maxTokens} tokens.',
  tokensSend: 'Send it in the `Authorization` header as {bearer}. No cookie or other header is needed, and `me` stands for your own user id.',
  tokensLimits:
    'Each token may make {perMinute} requests a minute; beyond that the answer is `429` with `Retry-After`. A `read` token gets `403` on any change. Tokens work on your habits, goals, vision, areas and progress, never on your account (password, email, settings, billing, coach conversations, tokens, deletion or the export, which holds them). Revoking a token stops it at once.',
  openApi:
    'Every route, with its parameters, answers and errors, is described in the OpenAPI document at {document}. It marks the routes that take a token (the `bearer` security scheme); load it into your API tool or client generator.',
  webhooksAdd:
    'In Settings, choose **Add webhook**, give a public `https` address and the events to send. The signing secret is shown once. An account can have {maxWebhooks} webhooks. The events:',
  webhooksDelivery:
    "Each delivery is a `POST` with a JSON body {shape}. Answer with any `2xx` status within a few seconds; otherwise it is tried again later, with growing waits. After {failures} deliveries in a row fail, the webhook is turned off and you get an email; turn it back on in Settings. Settings also lists each webhook's last deliveries and the answers they got. Use the event's `id` to ignore a delivery you already handled.",
  webhooksStandard:
    'Deliveries follow {standard}: the {id} (the same on every retry), {timestamp} and {signature} headers, checked by its libraries for any language with the secret exactly as Settings showed it (`whsec_…`). Webhooks made before 29 November 2026 have a secret those libraries may not load: make a new webhook, or check the older header below.',
  standardWebhooks: 'Standard Webhooks',
  webhooksOlder:
    'Every delivery is also signed the older way. The {header} header holds the time it was signed (`t`, Unix seconds) and `v1`, the hex HMAC-SHA256 of {signed} keyed by the signing secret. Check it against the raw body, compare in constant time, and refuse a time more than five minutes away:',
  rawBody: 'raw body',
  assistantsIntro: '{product} is a remote MCP server (Streamable HTTP) at {mcp}. Add it to your assistant in either of two ways:',
  assistantsToken:
    '**With a token**: make a personal access token and give it to the assistant as a Bearer token. A `read` token lets it look but not change anything.',
  assistantsOAuth:
    '**With OAuth**: give the assistant only the address. It registers itself, sends you to a {product} consent screen, and you choose read only (chosen unless you change it) or read and write. It then shows in Settings under Connected assistants, where you can disconnect it at any time.',
  assistantsReadOnly:
    'To let an assistant look but never change anything, give it {mcpRead} instead: there every token and connection only reads, and the consent screen asks for reading only.',
  assistantsTools:
    "Its tools are the coach's own functions under the same names, such as `getProgress`, `createHabit`, `completeHabit` and `deleteHabit`, with today's schedule and your progress as resources. Tools that destroy something are marked as such and ask for a confirmation first, as the coach does.",
  shortcutsIntro:
    "A web app cannot put a widget on your home screen, but your phone can send {product} one request from a button, a Health or workout automation, or an NFC tag. Make a `write` token for it, and find the habit's id in the list that {list} answers.",
  iphone: 'iPhone (Shortcuts)',
  android: 'Android (an HTTP-shortcut app)',
} as const;
