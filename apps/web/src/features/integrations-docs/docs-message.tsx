import { Fragment, type ReactNode } from 'react';

/**
 * A message of the integrations page (decision 054): `**words**` bold, `` `words` `` code, and
 * `{name}` the value the page gives (a link, a figure, code from the contract), so each language
 * places them where its sentence needs them. A name without a value throws; ICU's doubled
 * apostrophe is one.
 */
export function docsMessage(message: string, values: Readonly<Record<string, ReactNode>> = {}): ReactNode {
  return message.split(/(\*\*[^*]+\*\*|`[^`]+`|\{\w+\})/).map((part, index) => {
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4) return <strong key={index}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('`') && part.endsWith('`') && part.length > 2) return <code key={index}>{part.slice(1, -1)}</code>;
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (!name) return <Fragment key={index}>{part.replace(/''/g, "'")}</Fragment>;
    if (!(name in values)) throw new Error(`docsMessage: no value for {${name}} in "${message}"`);
    return <Fragment key={index}>{values[name]}</Fragment>;
  });
}
