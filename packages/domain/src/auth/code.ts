/** Verification and reset codes: 6 digits (section 5, 9). */
export const CODE_LENGTH = 6;

/** Strips everything but digits and keeps at most six, as the code inputs do while typing. */
export function sanitizeCodeInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

export function isCompleteCode(value: string): boolean {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value);
}
