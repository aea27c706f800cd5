import type { LegalBlock, LegalDocumentTexts } from '@stride/domain';
import { Fragment, type ReactNode } from 'react';
import { SupportEmailLink, type LegalDocumentData } from './legal-section';

/** A message of a legal document: `**words**` strong, `{email}` the support address's link (decision 054). */
function rich(message: string): ReactNode {
  return message.split(/(\*\*[^*]+\*\*|\{email\})/).map((part, index) => {
    if (part === '{email}') return <SupportEmailLink key={index} />;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4) return <strong key={index}>{part.slice(2, -2)}</strong>;
    return <Fragment key={index}>{part}</Fragment>;
  });
}

/** A document's blocks: a message is a paragraph, a list of messages a bulleted list. */
function blocks(body: readonly LegalBlock[]): ReactNode {
  return body.map((block, index) =>
    typeof block === 'string' ? (
      <p key={index}>{rich(block)}</p>
    ) : (
      <ul key={index}>
        {block.map((item, i) => (
          <li key={i}>{rich(item)}</li>
        ))}
      </ul>
    ),
  );
}

/** A legal document's words (its catalog, in any language) as the data its view shows. */
export function legalDocument(texts: LegalDocumentTexts): LegalDocumentData {
  return {
    title: texts.title,
    summary: () => blocks(texts.summary),
    sections: texts.sections.map((section) => ({ id: section.id, title: section.title, render: () => blocks(section.body) })),
  };
}
