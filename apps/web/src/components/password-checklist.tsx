import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { COMMON_PASSWORD_RULE_LABEL, passwordRuleResults } from '@stride/domain';
import type { CommonPasswordState } from '../lib/auth/common-password-check';

/** The checklist's words in another language (decision 054); English's are the domain's labels. */
export interface ChecklistTexts {
  label: string;
  met: string;
  notMet: string;
  rules: Readonly<Record<'length' | 'uppercase' | 'lowercase' | 'number' | 'special' | 'common', string>>;
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The live password checklist of section 5: every rule, met or not, with icon and words. Issue 51:
 * with `common` (lib/auth/common-password-check.ts), a sixth line for the rule the server adds, so
 * a password that meets every line is not then refused as a common one.
 */
export function PasswordChecklist({ password, id, common, texts }: { password: string; id?: string; common?: CommonPasswordState; texts?: ChecklistTexts }) {
  const results = [
    ...passwordRuleResults(password),
    ...(common ? [{ id: 'common' as const, label: COMMON_PASSWORD_RULE_LABEL, met: common === 'not-common' }] : []),
  ];
  return (
    <List dense disablePadding id={id} aria-label={texts?.label ?? 'Password requirements'} aria-live="polite">
      {results.map((rule) => (
        <ListItem key={rule.id} disableGutters sx={{ py: 0 }} data-met={rule.met}>
          <ListItemIcon sx={{ minWidth: 30 }}>
            {rule.met ? (
              <CheckCircleIcon fontSize="small" sx={{ color: 'success.dark' }} aria-hidden />
            ) : (
              <RadioButtonUncheckedIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
            )}
          </ListItemIcon>
          <ListItemText
            primary={
              <>
                {texts?.rules[rule.id] ?? rule.label}
                <span style={visuallyHidden}>{rule.met ? (texts?.met ?? ' (met)') : (texts?.notMet ?? ' (not met)')}</span>
              </>
            }
            slotProps={{
              primary: { variant: 'body2', sx: { color: rule.met ? 'success.dark' : 'text.secondary' } },
            }}
          />
        </ListItem>
      ))}
    </List>
  );
}
