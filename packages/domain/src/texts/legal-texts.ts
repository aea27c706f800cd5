import { ROUTES } from '../routes.js';
import { PAGE_META, type PageMeta } from './page-meta.js';
import { LEGAL_EFFECTIVE_DATE } from './support-facts.js';

/**
 * One block of a legal document's text: a paragraph, or a bulleted list (its items). Inside a
 * message, `**words**` are strong and `{email}` is the support address's link (decision 054): the
 * only markup, so every language puts them where its sentence needs them.
 */
export type LegalBlock = string | readonly string[];

/** A legal document's words: its page's title and description, its summary and its numbered sections. */
export interface LegalDocumentTexts {
  meta: PageMeta;
  title: string;
  summary: readonly LegalBlock[];
  sections: readonly { id: string; title: string; body: readonly LegalBlock[] }[];
}

/** The words around a legal document (its page, the modal that shows it). */
export const LEGAL_TEXTS = {
  effective: `Effective from ${LEGAL_EFFECTIVE_DATE}`,
  contents: 'Contents',
  backToContents: 'Back to contents',
  close: 'Close',
} as const;

export const TERMS_META: PageMeta = PAGE_META[ROUTES.terms]!;
export const PRIVACY_META: PageMeta = PAGE_META[ROUTES.privacy]!;
