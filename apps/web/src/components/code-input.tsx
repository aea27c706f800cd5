import TextField from '@mui/material/TextField';
import { CODE_LENGTH, sanitizeCodeInput } from '@stride/domain';

interface CodeInputProps {
  value: string;
  onChange: (code: string) => void;
  label?: string;
  /** The helper line under the field in the page's language (decision 054); "6 digits" by default. */
  digits?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** A 6-digit code field: anything but digits is stripped while typing or pasting (section 5). */
export function CodeInput({ value, onChange, label = 'Verification code', digits = `${CODE_LENGTH} digits`, disabled, autoFocus }: CodeInputProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(sanitizeCodeInput(event.target.value))}
      disabled={disabled}
      autoFocus={autoFocus}
      required
      fullWidth
      margin="normal"
      helperText={digits}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          // No maxLength: the browser would cut a pasted "123 456" before the digits are kept.
          pattern: `[0-9]{${CODE_LENGTH}}`,
          style: { letterSpacing: '0.4em', fontSize: '1.25rem' },
        },
      }}
    />
  );
}
