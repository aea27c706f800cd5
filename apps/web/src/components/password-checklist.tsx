import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { passwordRuleResults } from '@stride/domain';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The live password checklist of section 5: every rule, met or not, with icon and words. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const results = passwordRuleResults(password);
  return (
    <List dense disablePadding id={id} aria-label="Password requirements" aria-live="polite">
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
                {rule.label}
                <span style={visuallyHidden}>{rule.met ? ' (met)' : ' (not met)'}</span>
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
