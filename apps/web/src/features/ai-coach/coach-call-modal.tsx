import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CallEndIcon from '@mui/icons-material/CallEnd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { keyframes, useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CALL_STATUS_TEXTS, COACH_TEXTS, ROUTES, callStatusText } from '@stride/domain';
import { CoachAvatar } from '../../components/coach-avatar';
import { COACH_CHAT_TEXTS } from '../../lib/coach/coach-chat-texts';
import { humanizeDates } from '../../lib/format-date';
import { CoachActionLines } from './coach-action-lines';
import { ProposalCard } from './proposal-card';
import type { VoiceCall } from './use-voice-call';
import { useTexts } from '../../lib/i18n/app-texts';
import { useLocalePath } from '../../lib/i18n/use-locale';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { COACH_TEXTS, COACH_CHAT_TEXTS, CALL_STATUS_TEXTS };

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(79, 70, 229, 0.45); }
  70% { box-shadow: 0 0 0 22px rgba(79, 70, 229, 0); }
  100% { box-shadow: 0 0 0 0 rgba(79, 70, 229, 0); }
`;

interface CoachCallModalProps {
  open: boolean;
  onClose: () => void;
  call: VoiceCall;
}

/** Section 2 "AI Coach call modal": opening starts a call (unless one is running); closing ends it. */
export function CoachCallModal({ open, onClose, call }: CoachCallModalProps) {
  const { COACH_TEXTS, COACH_CHAT_TEXTS, CALL_STATUS_TEXTS } = useTexts(ENGLISH);
  // Issue 54: the public page in the account's language (`/es/pricing`), as the frame is.
  const at = useLocalePath();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const captionsRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLButtonElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const { start } = call;
  const waiting = call.proposal.proposal;
  /** Bumped when Confirm or Cancel was answered: the focus then moves (after the answer is on screen). */
  const [answered, setAnswered] = useState(0);

  useEffect(() => {
    if (open) void start();
  }, [open, start]);

  const close = () => {
    call.end();
    onClose();
  };
  const live = call.state === 'listening' || call.state === 'speaking';

  /** Confirm or Cancel pressed: the card goes, and the focus moves to the coach's answer (read where it shows). */
  const decide = async (decision: 'confirm' | 'cancel') => {
    await call.decide(decision);
    setAnswered((n) => n + 1);
  };
  useEffect(() => {
    if (!answered) return;
    // Still waiting (the answer could not be sent, the card says why): back to its first button, Cancel.
    const card = cardRef.current?.querySelector<HTMLButtonElement>('button:not([disabled])');
    (card ?? captionsRef.current ?? endRef.current)?.focus();
  }, [answered]);

  return (
    <Dialog open={open} onClose={close} fullScreen={phone} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <Box sx={{ p: { xs: 2, sm: 3 }, pb: { xs: 4, sm: 4 }, minHeight: phone ? '100%' : 460, display: 'flex', flexDirection: 'column' }}>
        <Box>
          <IconButton aria-label={COACH_TEXTS.back} onClick={close} edge="start">
            <ArrowBackIcon />
          </IconButton>
        </Box>
        <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center', flex: 1, justifyContent: 'center' }}>
          <Box
            sx={{
              borderRadius: '50%',
              animation: live ? `${pulse} 1.6s ease-out infinite` : 'none',
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          >
            <CoachAvatar size={132} />
          </Box>
          <Typography id={titleId} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            {COACH_TEXTS.callTitle}
          </Typography>
          {call.limitReached ? (
            <Alert severity="warning" sx={{ textAlign: 'left' }} action={<Button component={RouterLink} to={at(ROUTES.pricing)} color="inherit" size="small">{COACH_TEXTS.seePlans}</Button>}>
              {COACH_TEXTS.callLimitBanner}
            </Alert>
          ) : call.lost || call.failure ? (
            <Alert
              severity="error"
              // The 'Call Error' dialog has announced a failure already; a lost connection is announced here.
              role={call.lost ? 'alert' : 'none'}
              sx={{ textAlign: 'left' }}
              action={
                <Button color="inherit" size="small" onClick={call.retry}>
                  {COACH_TEXTS.callRetry}
                </Button>
              }
            >
              {call.lost ? COACH_TEXTS.callConnectionLost : call.failure}
            </Alert>
          ) : (
            <Typography role="status" color="text.secondary" sx={{ minHeight: 24 }}>
              {callStatusText(call.state, CALL_STATUS_TEXTS)}
            </Typography>
          )}
          {(call.captions.you || call.captions.coach) && (
            <Box ref={captionsRef} tabIndex={-1} aria-label="Last exchange" role="group" sx={{ width: '100%', textAlign: 'left', bgcolor: 'action.hover', borderRadius: 2, p: 1.5, maxHeight: 160, overflowY: 'auto' }}>
              {call.captions.you && (
                <Typography variant="body2" color="text.secondary">
                  <strong>{COACH_TEXTS.you}:</strong> {call.captions.you}
                </Typography>
              )}
              <Typography variant="body2" sx={{ mt: call.captions.you ? 0.75 : 0 }}>
                <strong>{COACH_TEXTS.coach}:</strong> {call.captions.coach}
              </Typography>
            </Box>
          )}
          {waiting && (
            // Said aloud by the coach already: shown while it waits, with Confirm and Cancel besides the spoken yes.
            <Box ref={cardRef} sx={{ width: '100%' }}>
              <ProposalCard
                state={call.proposal}
                busy={false}
                title={COACH_CHAT_TEXTS.callProposalTitle}
                hint={COACH_CHAT_TEXTS.callProposalHint}
                onDecide={(decision) => void decide(decision)}
              />
            </Box>
          )}
          {call.proposal.gone && (
            <Typography role="status" variant="body2" color="text.secondary">
              {call.proposal.gone}
            </Typography>
          )}
          {/* Read once by screen readers as it appears (the card itself is a group, not a live region). */}
          <Box role="status" sx={visuallyHidden}>
            {waiting ? COACH_CHAT_TEXTS.proposalAnnounced(humanizeDates(waiting.text)) : ''}
          </Box>
          <Box sx={{ width: '100%' }}>
            <CoachActionLines lines={call.deletions} label={COACH_TEXTS.deletionsLabel} framed />
          </Box>
        </Stack>
        <Button ref={endRef} variant="contained" color="error" size="large" startIcon={<CallEndIcon />} onClick={close} sx={{ alignSelf: 'center', mt: 3, px: 4, borderRadius: 99 }}>
          {COACH_TEXTS.endCall}
        </Button>
      </Box>
    </Dialog>
  );
}
