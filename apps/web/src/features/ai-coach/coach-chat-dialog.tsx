import CloseIcon from '@mui/icons-material/Close';
import OutlinedFlagIcon from '@mui/icons-material/OutlinedFlag';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, useTheme } from '@mui/material/styles';
import { Fragment, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { COACH_INBOX_TEXTS, COACH_MESSAGE_MAX_LENGTH, COACH_TEXTS, ROUTES } from '@stride/domain';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { MessageDialog } from '../../components/message-dialog';
import { CoachAvatar } from '../../components/coach-avatar';
import { CoachDeletions } from './coach-deletions';
import type { ChatEntry, CoachChat } from './use-coach-chat';

interface CoachChatDialogProps {
  open: boolean;
  onClose: () => void;
  chat: CoachChat;
}

/** Section 2 "AI Coach chat dialog": the conversation, the report button, the limit banner and the input. */
export function CoachChatDialog({ open, onClose, chat }: CoachChatDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<'sent' | 'failed' | null>(null);
  /** The reply the person asked to report, until they confirm or cancel (section 5: reporting asks first). */
  const [pendingReport, setPendingReport] = useState<number | null>(null);
  const [reporting, setReporting] = useState(false);
  const endRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const disabled = chat.limitReached;
  const { restore } = chat;

  // The tab's conversation so far, read back when the chat first opens after a reload.
  useEffect(() => {
    if (open) void restore();
  }, [open, restore]);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.messages.length, chat.sending, chat.streaming]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (disabled || !draft.trim()) return;
    const text = draft;
    setDraft('');
    await chat.send(text);
    inputRef.current?.focus();
  };

  const confirmReport = async () => {
    if (pendingReport === null) return;
    setReporting(true);
    const outcome = await chat.report(pendingReport);
    setReporting(false);
    setPendingReport(null);
    setNotice(outcome);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId} slotProps={{ paper: { sx: { height: phone ? '100%' : 'min(720px, 90vh)' } } }}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pr: 7 }}>
        <CoachAvatar size={36} />
        <Box component="span" sx={{ flex: 1 }}>
          {COACH_TEXTS.chatTitle}
        </Box>
        {chat.online === false && (
          <Tooltip title="No AI provider is configured: the built-in coach understands plain commands.">
            <Chip size="small" label={COACH_TEXTS.offlineNote} variant="outlined" />
          </Tooltip>
        )}
        <IconButton aria-label={COACH_TEXTS.close} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', p: 0 }}>
        <Box sx={{ flex: 1, overflowY: 'auto', px: { xs: 1.5, sm: 2.5 }, py: 2 }}>
          {chat.messages.length === 0 && chat.streaming === null && (
            <Typography role={chat.restoring ? 'status' : undefined} color="text.secondary" sx={{ textAlign: 'center', mt: 4, px: 2 }}>
              {chat.restoring ? COACH_TEXTS.restoringChat : COACH_TEXTS.emptyChat}
            </Typography>
          )}
          {/* Screen readers hear each finished message once; the reply being written is not read word by word. */}
          <Stack role="log" aria-live="polite" aria-label="Conversation" spacing={1.5}>
            {chat.messages.map((message) => (
              <Fragment key={message.id}>
                <ChatBubble message={message} onReport={() => setPendingReport(message.id)} />
                {message.deletions && <CoachDeletions deletions={message.deletions} />}
              </Fragment>
            ))}
          </Stack>
          {chat.pendingDeletions.length > 0 && (
            <Box sx={{ mt: 1.5 }}>
              <CoachDeletions deletions={chat.pendingDeletions} />
            </Box>
          )}
          {chat.streaming !== null && (
            <Box sx={{ mt: 1.5 }}>
              <Box aria-hidden="true">
                <ChatBubble message={{ id: 0, role: 'assistant', content: chat.streaming }} streaming />
              </Box>
              <Typography role="status" sx={visuallyHidden}>
                {COACH_TEXTS.replyStreaming}
              </Typography>
            </Box>
          )}
          {chat.sending && chat.streaming === null && (
            <Typography role="status" color="text.secondary" variant="body2" sx={{ pl: 1, mt: 1.5, fontStyle: 'italic' }}>
              {COACH_TEXTS.thinking}
            </Typography>
          )}
          <div ref={endRef} />
        </Box>
        {chat.limitReached && (
          <Alert
            severity="warning"
            sx={{ mx: 2, mb: 1, borderRadius: 2 }}
            action={
              <Button component={RouterLink} to={ROUTES.pricing} color="inherit" size="small">
                {COACH_TEXTS.seePlans}
              </Button>
            }
          >
            {COACH_TEXTS.limitBanner}
          </Alert>
        )}
        <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', p: { xs: 1.5, sm: 2 }, borderTop: 1, borderColor: 'divider' }}>
          <TextField
            inputRef={inputRef}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            label={COACH_TEXTS.inputLabel}
            placeholder={COACH_TEXTS.inputPlaceholder}
            disabled={disabled}
            multiline
            maxRows={4}
            fullWidth
            size="small"
            autoFocus={!phone}
            slotProps={{ htmlInput: { maxLength: COACH_MESSAGE_MAX_LENGTH } }}
          />
          <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={disabled || chat.sending || !draft.trim()} sx={{ flexShrink: 0, height: 40 }}>
            {COACH_TEXTS.send}
          </Button>
        </Box>
      </DialogContent>
      <ConfirmDialog
        open={pendingReport !== null}
        title={COACH_TEXTS.reportConfirmTitle}
        message={COACH_TEXTS.reportConfirm}
        confirmLabel={COACH_TEXTS.reportConfirmAction}
        confirmColor="primary"
        busy={reporting}
        onConfirm={() => void confirmReport()}
        onCancel={() => setPendingReport(null)}
      />
      <MessageDialog
        open={notice !== null}
        title={notice === 'sent' ? COACH_TEXTS.reportTitle : COACH_TEXTS.reportErrorTitle}
        message={notice === 'sent' ? COACH_TEXTS.reportThanks : COACH_TEXTS.reportError}
        onClose={() => setNotice(null)}
      />
    </Dialog>
  );
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

/** A message; `streaming`: the reply still being written (no report button yet). */
function ChatBubble({ message, onReport, streaming = false }: { message: ChatEntry; onReport?: () => void; streaming?: boolean }) {
  const mine = message.role === 'user';
  return (
    <Box sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', alignItems: 'flex-end', gap: 0.5 }}>
      <Box
        data-from-coach={message.fromCoach ? '' : undefined}
        data-role={message.role}
        data-streaming={streaming || undefined}
        sx={{
          maxWidth: '85%',
          px: 1.75,
          py: 1,
          borderRadius: 3,
          borderBottomRightRadius: mine ? 6 : undefined,
          borderBottomLeftRadius: mine ? undefined : 6,
          bgcolor: (t) => (mine ? t.palette.primary.main : message.error ? alpha(t.palette.error.main, 0.08) : t.palette.grey[100]),
          color: mine ? 'primary.contrastText' : message.error ? 'error.dark' : 'text.primary',
          border: message.error ? 1 : 0,
          borderColor: 'error.light',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <Typography component="span" sx={visuallyHidden}>
          {mine ? `${COACH_TEXTS.you}: ` : `${COACH_TEXTS.coach}: `}
        </Typography>
        {message.fromCoach && (
          <Typography component="span" variant="overline" sx={{ display: 'block', lineHeight: 1.8, color: 'primary.dark', fontWeight: 700 }}>
            {COACH_INBOX_TEXTS.reviewLabel}
          </Typography>
        )}
        <Typography variant="body2" component="span" sx={{ lineHeight: 1.55 }}>
          {message.content}
        </Typography>
      </Box>
      {!mine && !message.error && !streaming && onReport && (
        <Tooltip title={message.reported ? COACH_TEXTS.reported : COACH_TEXTS.report}>
          <span>
            <IconButton
              size="small"
              aria-label={message.reported ? COACH_TEXTS.reported : COACH_TEXTS.report}
              disabled={message.reported}
              onClick={onReport}
            >
              <OutlinedFlagIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
    </Box>
  );
}
