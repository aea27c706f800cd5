/**
 * Issue 51: after a form's submit is refused, the focus goes to the field to change. A busy form
 * disables its button (and some its fields), which drops the focus to the page; the field is
 * enabled again on the render after the answer, so this waits a frame or two for it.
 */
export function focusFieldAfterRefusal(form: HTMLFormElement, name: string, tries = 10): void {
  requestAnimationFrame(() => {
    const field = form.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement) || !form.isConnected) return;
    if (field.disabled) {
      if (tries > 0) focusFieldAfterRefusal(form, name, tries - 1);
      return;
    }
    field.focus();
  });
}
