import TextField from '@mui/material/TextField';

interface EmailFieldProps {
  value: string;
  onChange: (email: string) => void;
  autoFocus?: boolean;
  helperText?: string;
}

/** The required "Email" field of the login, sign-up and forgot-password forms. */
export function EmailField({ value, onChange, autoFocus, helperText }: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      fullWidth
      margin="normal"
      autoComplete="email"
      autoFocus={autoFocus}
      helperText={helperText}
    />
  );
}
