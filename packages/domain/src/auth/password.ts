/** Section 5: the password rules, shared by the sign-up checklist, the reset form and the server. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
/**
 * The spec's set (section 5) and the hyphen (issue 51: "Correct-Horse-9" was refused for want of a
 * special character, though "-" is one to anybody typing it). A password the spec's rule accepts
 * is still accepted; a client that checks only the spec's set is only stricter.
 */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>-';

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';
  label: string;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'uppercase', label: 'One uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'lowercase', label: 'One lowercase letter', test: (p) => /[a-z]/.test(p) },
  { id: 'number', label: 'One number', test: (p) => /\d/.test(p) },
  {
    id: 'special',
    label: `One special character (${PASSWORD_SPECIAL_CHARACTERS})`,
    test: (p) => [...p].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c)),
  },
];

export function passwordRuleResults(password: string) {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, label: rule.label, met: rule.test(password) }));
}

export function isPasswordStrong(password: string): boolean {
  return password.length <= PASSWORD_MAX_LENGTH && PASSWORD_RULES.every((rule) => rule.test(password));
}

/**
 * Issue 51: the checklist's sixth line, for the rule the server applies to every new password (its
 * list of ~49,000 leaked passwords, apps/server/src/modules/auth/common-passwords.ts). The list
 * stays on the server; the page asks about a password by the first characters of its forms'
 * SHA-256 (`COMMON_PASSWORD_PREFIX_LENGTH` hex digits), never by the password.
 */
export const COMMON_PASSWORD_RULE_LABEL = 'Not a common password';
export const COMMON_PASSWORD_PREFIX_LENGTH = 5;

/**
 * The forms of a password looked up in the common list: lower-cased, then without its trailing
 * symbols, then without its trailing digits and symbols. People meet composition rules by
 * capitalising a common word and appending "1!" or a year: `Password1!` is `password`,
 * `Qwerty123!` is `qwerty123` and `qwerty`.
 */
export function commonPasswordForms(password: string): string[] {
  const lower = password.normalize('NFKC').toLowerCase();
  const forms = [lower, lower.replace(/[^\p{L}\p{N}]+$/u, ''), lower.replace(/[^\p{L}]+$/u, '')];
  return [...new Set(forms)].filter((form) => form.length > 0);
}
