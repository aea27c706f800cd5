import { TextInput } from './text-input';

interface EmailFieldProps {
  value: string;
  onChange: (email: string) => void;
  autoFocus?: boolean;
  helperText?: string;
}

/** The required "Email" field of the login, sign-up and forgot-password forms. */
export function EmailField({ value, onChange, autoFocus, helperText }: EmailFieldProps) {
  return <TextInput label="Email" name="email" type="email" value={value} onChange={onChange} required autoComplete="email" autoFocus={autoFocus} helperText={helperText} />;
}
