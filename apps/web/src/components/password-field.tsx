import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useState } from 'react';
import { TextInput } from './text-input';

interface PasswordFieldProps {
  label: string;
  /** The form field's name (a password manager and `useFieldsTypedBeforeHydration` go by it). */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  describedBy?: string;
  disabled?: boolean;
  /** The toggle's names in the page's language (decision 054); English by default. */
  toggleLabels?: { show: string; hide: string };
}

/** A required password field with a show/hide toggle. */
export function PasswordField({ label, name, value, onChange, autoComplete, describedBy, disabled, toggleLabels }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      label={label}
      name={name}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={onChange}
      required
      disabled={disabled}
      autoComplete={autoComplete}
      describedBy={describedBy}
      endAdornment={
        <InputAdornment position="end">
          <IconButton aria-label={visible ? (toggleLabels?.hide ?? 'Hide password') : (toggleLabels?.show ?? 'Show password')} onClick={() => setVisible((shown) => !shown)} edge="end">
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
