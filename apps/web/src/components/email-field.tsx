import { TextInput } from './text-input';

interface EmailFieldProps {
  value: string;
  onChange: (email: string) => void;
  autoFocus?: boolean;
  helperText?: string;
  /** The label in the page's language (decision 054); "Email" by default. */
  label?: string;
}

/** The required "Email" field of the login, sign-up and forgot-password forms. */
export function EmailField({ value, onChange, autoFocus, helperText, label = 'Email' }: EmailFieldProps) {
  return <TextInput label={label} name="email" type="email" value={value} onChange={onChange} required autoComplete="email" autoFocus={autoFocus} helperText={helperText} />;
}
