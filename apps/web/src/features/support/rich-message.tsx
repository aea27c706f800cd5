import { Fragment, type ReactNode } from 'react';

/**
 * A public page's message with its `{name}` arguments replaced by elements (a link, an emphasis):
 * the words around them stay in the order the language puts them (decision 054). A name without a
 * value throws, as formatMessage does; ICU's doubled apostrophe is one.
 */
export function richMessage(message: string, values: Readonly<Record<string, ReactNode>>): ReactNode {
  return message.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (!name) return <Fragment key={index}>{part.replace(/''/g, "'")}</Fragment>;
    if (!(name in values)) throw new Error(`richMessage: no value for {${name}} in "${message}"`);
    return <Fragment key={index}>{values[name]}</Fragment>;
  });
}
