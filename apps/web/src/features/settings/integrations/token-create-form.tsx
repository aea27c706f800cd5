import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { INTEGRATION_NAME_MAX, INTEGRATION_SETTINGS_TEXTS, TOKEN_SCOPES, integrationNameSchema, type TokenScope } from '@stride/domain';
import { useTexts } from '../../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { INTEGRATION_SETTINGS_TEXTS };

/** The name's problem as the server would word it (the contract's schema), or null. */
export function nameProblem(name: string): string | null {
  const parsed = integrationNameSchema.safeParse(name);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

interface TokenCreateFormProps {
  busy: boolean;
  onCreate: (body: { name: string; scope: TokenScope }) => void;
  onCancel: () => void;
}

/**
 * A new token's name and access. The name is checked as it is typed once it is too long, and on
 * submit when empty (an empty field the person has not reached yet is no error). Read is the
 * default: the least a script needs.
 */
export function TokenCreateForm({ busy, onCreate, onCancel }: TokenCreateFormProps) {
  const { INTEGRATION_SETTINGS_TEXTS: T } = useTexts(ENGLISH);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TokenScope>('read');
  const [submitted, setSubmitted] = useState(false);
  const problem = nameProblem(name);
  const showProblem = problem !== null && (submitted || name.trim().length > INTEGRATION_NAME_MAX);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem === null) onCreate({ name: name.trim(), scope });
  };
  return (
    <form noValidate onSubmit={submit} aria-label={T.tokens.formTitle}>
      <TextField
        label={T.tokens.nameLabel}
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoFocus
        required
        fullWidth
        margin="normal"
        autoComplete="off"
        error={showProblem}
        helperText={
          <Stack component="span" direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
            <span>{showProblem ? problem : T.tokens.nameHelp}</span>
            <span aria-hidden>{T.tokens.nameCount(name.trim().length)}</span>
          </Stack>
        }
      />
      <FormControl component="fieldset" margin="normal">
        <FormLabel component="legend">{T.tokens.scopeLegend}</FormLabel>
        <RadioGroup name="scope" value={scope} onChange={(event) => setScope(event.target.value as TokenScope)}>
          {TOKEN_SCOPES.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              label={`${T.scopeLabels[option]}: ${T.scopeHelp[option]}`}
              sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 }, my: 0.5 }}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? T.tokens.creating : T.tokens.create}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {T.cancel}
        </Button>
      </Stack>
    </form>
  );
}
