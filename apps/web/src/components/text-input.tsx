import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

export interface TextInputProps {
  label: string;
  name?: string;
  type?: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  helperText?: ReactNode;
  /** Ids of further descriptions of the input (the helper text's is added). */
  describedBy?: string;
  endAdornment?: ReactNode;
  inputProps?: OutlinedInputProps['inputProps'];
}

/**
 * An outlined, full-width text field with a label and helper text: what MUI's TextField renders
 * for a text input (the same elements, classes and ARIA), without TextField's import of Select,
 * Menu, Popover and Modal for its `select` mode. The public forms (log in, sign up, forgot
 * password) are prerendered and hydrated at first load, where that code was about a third of
 * what the browser evaluated (decision 017).
 */
export function TextInput({ label, name, type = 'text', value, onChange, required, disabled, autoFocus, autoComplete, helperText, describedBy, endAdornment, inputProps }: TextInputProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const described = [describedBy, helperId].filter(Boolean).join(' ') || undefined;
  return (
    <FormControl fullWidth margin="normal" required={required} disabled={disabled} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoFocus={autoFocus}
        autoComplete={autoComplete}
        endAdornment={endAdornment}
        inputProps={{ ...inputProps, 'aria-describedby': described }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
