import OutlinedFlagIcon from '@mui/icons-material/OutlinedFlag';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { COACH_INBOX_TEXTS, COACH_TEXTS, PUNCTUATION_TEXTS } from '@stride/domain';
import { humanizeDates } from '../../lib/format-date';
import { CoachActionLines } from './coach-action-lines';
import type { ChatEntry } from './use-coach-chat';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { COACH_TEXTS, COACH_INBOX_TEXTS, PUNCTUATION_TEXTS };

/**
 * A message; a reply with the lines of what the coach did under its words (issue 37).
 * `streaming`: the reply still being written (no report button yet).
 */
export function ChatBubble({ message, onReport, streaming = false }: { message: ChatEntry; onReport?: () => void; streaming?: boolean }) {
  const { COACH_TEXTS, COACH_INBOX_TEXTS, PUNCTUATION_TEXTS: P } = useTexts(ENGLISH);
  const mine = message.role === 'user';
  const words = mine ? message.content : (message.shown ?? humanizeDates(message.content));
  const actions = message.actions ?? [];
  return (
    <Box sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', alignItems: 'flex-end', gap: 0.5 }}>
      <Box
        data-from-coach={message.fromCoach ? '' : undefined}
        data-role={message.role}
        data-streaming={streaming || undefined}
        sx={{
          maxWidth: '85%',
          minWidth: 0,
          px: 1.75,
          py: 1,
          borderRadius: 3,
          borderBottomRightRadius: mine ? 6 : undefined,
          borderBottomLeftRadius: mine ? undefined : 6,
          // The theme's variables (issue 39): the bubbles follow light and dark.
          bgcolor: (t) => (mine ? t.vars!.palette.primary.main : message.error ? `rgba(${t.vars!.palette.error.mainChannel} / 0.08)` : 'var(--stride-bubble)'),
          color: mine ? 'primary.contrastText' : message.error ? 'error.dark' : 'text.primary',
          border: message.error ? 1 : 0,
          borderColor: 'error.light',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <Typography component="span" sx={visuallyHidden}>
          {P.labelled(mine ? COACH_TEXTS.you : COACH_TEXTS.coach, '')}
        </Typography>
        {message.fromCoach && (
          <Typography component="span" variant="overline" sx={{ display: 'block', lineHeight: 1.8, color: 'primary.dark', fontWeight: 700 }}>
            {COACH_INBOX_TEXTS.reviewLabel}
          </Typography>
        )}
        {words && (
          <Typography variant="body2" component="span" data-words="" sx={{ lineHeight: 1.55 }}>
            {words}
          </Typography>
        )}
        {actions.length > 0 && (
          <Box sx={{ mt: words ? 1 : 0, pt: words ? 1 : 0, borderTop: words ? 1 : 0, borderColor: 'divider', whiteSpace: 'normal' }}>
            <CoachActionLines lines={actions} />
          </Box>
        )}
      </Box>
      {!mine && !message.error && !streaming && onReport && (
        <Tooltip title={message.reported ? COACH_TEXTS.reported : COACH_TEXTS.report}>
          <span>
            <IconButton size="small" aria-label={message.reported ? COACH_TEXTS.reported : COACH_TEXTS.report} disabled={message.reported} onClick={onReport}>
              <OutlinedFlagIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
    </Box>
  );
}
