import { useEffect, useRef, type RefObject } from 'react';

/** A form field's name and what to do with the input of that name. */
export type TypedFieldReaders = Record<string, (input: HTMLInputElement) => void>;

/**
 * A prerendered form is in the page before its JavaScript: what the visitor types or ticks then is
 * in the inputs but not in React's state (hydration keeps the DOM's values). Once mounted, each named
 * field's value is handed to its reader, so nothing typed is lost or submitted empty. In a form
 * rendered by the browser alone the inputs are still empty then, and nothing happens.
 */
export function useFieldsTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, readers: TypedFieldReaders): void {
  // The readers of the first render: they are state setters, which never change.
  const initialReaders = useRef(readers);
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    for (const [name, read] of Object.entries(initialReaders.current)) {
      const input = elements.namedItem(name);
      if (!(input instanceof HTMLInputElement)) continue;
      if (input.type === 'checkbox' ? input.checked : input.value) read(input);
    }
  }, [form]);
}
