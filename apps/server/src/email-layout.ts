import { PRODUCT_NAME } from '@stride/domain';
import { escapeHtml } from './html-escape.js';

/**
 * The one HTML frame of every email Stride sends (issue 46, decision 045): the product's name, the
 * greeting, the message's blocks and a small footer, on the app's look. Each email says what it
 * says (its texts are in packages/domain); this says how every one of them looks. Texts are
 * escaped here, so a caller passes words, never markup.
 */
export type EmailBlock =
  /** A paragraph; `link`, when the text holds that URL, is made a link; `muted` is the quieter grey. */
  | { paragraph: string; link?: string | undefined; muted?: boolean; preLine?: boolean }
  /** A one-time code, large and spaced. */
  | { code: string }
  /** A button into the app. */
  | { button: { url: string; label: string } };

/**
 * The small print at the end and its one link (a support address, an unsubscribe page): the link's
 * label is made the link where the words hold it, and follows them otherwise.
 */
export interface EmailFooter {
  text: string;
  link: { href: string; label: string };
}

const P = 'margin:0 0 16px';

function anchor(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
}

function linked(text: string, url: string | undefined): string {
  const safe = escapeHtml(text);
  return url ? safe.replace(escapeHtml(url), anchor(url, url)) : safe;
}

function footerHtml(f: EmailFooter): string {
  const safe = escapeHtml(f.text);
  const label = escapeHtml(f.link.label);
  const withLink = safe.includes(label) ? safe.replace(label, anchor(f.link.href, f.link.label)) : `${safe} ${anchor(f.link.href, f.link.label)}`;
  return `<p style="margin:24px 0 0;color:#6b7280;font-size:13px">${withLink}</p>`;
}

function block(b: EmailBlock): string {
  if ('code' in b) return `<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:24px 0;text-align:center">${escapeHtml(b.code)}</p>`;
  if ('button' in b) {
    return `<p style="margin:24px 0"><a href="${escapeHtml(b.button.url)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(b.button.label)}</a></p>`;
  }
  const style = [P, b.muted ? 'color:#4b5563' : '', b.preLine ? 'white-space:pre-line' : ''].filter(Boolean).join(';');
  return `<p style="${style}">${linked(b.paragraph, b.link)}</p>`;
}

/** `lang`: the language the email is written in (issue 54: the account's), English when not given. */
export function emailHtml(e: { greeting: string; blocks: EmailBlock[]; footer?: EmailFooter | undefined; lang?: string }): string {
  const footer = e.footer ? footerHtml(e.footer) : '';
  return `<!doctype html>
<html lang="${escapeHtml(e.lang ?? 'en')}"><body style="margin:0;padding:24px;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="font-size:20px;font-weight:bold;color:#4f46e5;margin:0 0 24px">${escapeHtml(PRODUCT_NAME)}</p>
<p style="${P}">${escapeHtml(e.greeting)}</p>
${e.blocks.map(block).join('\n')}
${footer}
</td></tr></table></body></html>`;
}

