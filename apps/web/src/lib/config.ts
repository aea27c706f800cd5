import { APP_CONFIG_ELEMENT_ID, DEFAULT_SUPPORT_EMAIL, PRERENDER_CONFIG, type PublicConfig } from '@stride/domain';

let cached: PublicConfig | null = null;

function defaults(): PublicConfig {
  return {
    appOrigin: window.location.origin,
    supportEmail: DEFAULT_SUPPORT_EMAIL,
    appStoreUrl: null,
    playStoreUrl: null,
    // Unknown (no config written in): let the person try; a refused call still says why.
    voiceCalls: true,
    // Unknown, likewise: Upgrade is offered, and a refusal says payments are off.
    payments: true,
    // Unknown: push cannot be offered until the served config names the server's key.
    vapidPublicKey: '',
  };
}

const optionalString = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * Reads the config the server injected. Checked by hand rather than with the zod schema so that
 * zod stays out of the entry chunk; a missing or malformed field falls back to its default.
 */
function readInjectedConfig(): PublicConfig | null {
  const element = document.getElementById(APP_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return null;
  let raw: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (!parsed || typeof parsed !== 'object') return null;
    raw = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  const fallback = defaults();
  return {
    appOrigin: optionalString(raw.appOrigin) ?? fallback.appOrigin,
    supportEmail: optionalString(raw.supportEmail) ?? fallback.supportEmail,
    appStoreUrl: optionalString(raw.appStoreUrl),
    playStoreUrl: optionalString(raw.playStoreUrl),
    voiceCalls: typeof raw.voiceCalls === 'boolean' ? raw.voiceCalls : fallback.voiceCalls,
    payments: typeof raw.payments === 'boolean' ? raw.payments : fallback.payments,
    vapidPublicKey: optionalString(raw.vapidPublicKey) ?? fallback.vapidPublicKey,
  };
}

/**
 * The public config the server wrote into index.html, or local defaults when absent. Rendered at
 * build time (no document), the pages get the markers the server swaps for the real values.
 */
export function getPublicConfig(): PublicConfig {
  if (typeof document === 'undefined') return PRERENDER_CONFIG;
  cached ??= readInjectedConfig() ?? defaults();
  return cached;
}
