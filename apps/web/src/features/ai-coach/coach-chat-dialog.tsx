import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import CloseIcon from '@mui/icons-material/Close';
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
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { COACH_MESSAGE_MAX_LENGTH, COACH_TEXTS, ROUTES } from '@stride/domain';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { MessageDialog } from '../../components/message-dialog';
import { RetryAlert } from '../../components/retry-alert';
import { CoachAvatar } from '../../components/coach-avatar';
import { COACH_CHAT_TEXTS } from '../../lib/coach/coach-chat-texts';
import { ChatBubble } from './chat-bubble';
import { ChatSuggestions } from './chat-suggestions';
import { CoachActionLines } from './coach-action-lines';
import { ConversationsMenu } from './conversations-menu';
import { ProposalCard } from './proposal-card';
import type { CoachChat } from './use-coach-chat';
import { useTexts } from '../../lib/i18n/app-texts';
import { useLocalePath } from '../../lib/i18n/use-locale';
import { useBuiltInCoachOnly } from './use-built-in-coach-only';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { COACH_TEXTS, COACH_CHAT_TEXTS };

interface CoachChatDialogProps {
  open: boolean;
  onClose: () => void;
  chat: CoachChat;
}

/**
 * Section 2 "AI Coach chat dialog": the conversation, the report button, the limit banner and the
 * input; with issue 37's conversations kept on the server, the messages left today, the replies'
 * suggestions and action lines, and the card that waits for a yes.
 * Section 4 "Chat limit": the banner shows as soon as the day's allowance is known to be spent
 * (on opening, or after a 429), before anything is typed; the input and Send are disabled and
 * described by it, and the focus goes to its "See plans" when it would otherwise be lost.
 */
export function CoachChatDialog({ open, onClose, chat }: CoachChatDialogProps) {
  const { COACH_TEXTS, COACH_CHAT_TEXTS } = useTexts(ENGLISH);
  // Issue 54: the public page in the account's language (`/es/pricing`), as the frame is.
  const at = useLocalePath();
  const builtInOnly = useBuiltInCoachOnly();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const allowanceId = useId();
  const limitId = useId();
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<'sent' | 'failed' | null>(null);
  /** The reply the person asked to report, until they confirm or cancel (section 5: reporting asks first). */
  const [pendingReport, setPendingReport] = useState<number | null>(null);
  const [reporting, setReporting] = useState(false);
  /** Said to screen readers (politely) beside the conversation log: a new conversation, a card that waits. */
  const [announcement, setAnnouncement] = useState('');
  const endRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const plansRef = useRef<HTMLAnchorElement>(null);
  const disabled = chat.limitReached;
  const { opened } = chat;
  const waiting = chat.proposal.proposal;

  // The conversation to go on with, the day's allowance and the list, each time the chat opens.
  useEffect(() => {
    if (open) void opened();
  }, [open, opened]);

  // The end of the conversation stays in view as it grows, and as the limit banner takes room under it.
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.messages.length, chat.sending, chat.streaming, waiting, chat.suggestions, disabled]);

  useEffect(() => {
    if (waiting) setAnnouncement(COACH_CHAT_TEXTS.proposalAnnounced(waiting.text));
  }, [waiting, COACH_CHAT_TEXTS]);

  // The limit met (known on opening, or by a 429 while typing): the input can no longer hold the
  // focus, so it goes to what can be done next, unless the person is busy elsewhere in the chat.
  useEffect(() => {
    if (!open || !disabled) return;
    const active = document.activeElement;
    const idle = !active || active === document.body || active === inputRef.current || active.getAttribute('role') === 'dialog' || active.matches('.MuiDialog-container');
    if (idle) plansRef.current?.focus();
  }, [open, disabled]);

  const focusInput = () => {
    if (inputRef.current?.disabled) plansRef.current?.focus();
    else inputRef.current?.focus();
  };

  const say = async (text: string, shown?: string) => {
    await chat.send(text, shown);
    focusInput();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (disabled || !draft.trim()) return;
    const text = draft;
    setDraft('');
    await say(text);
  };

  const decide = async (decision: 'confirm' | 'cancel') => {
    await chat.decide(decision);
    focusInput();
  };

  const startNew = () => {
    chat.startNew();
    setAnnouncement(COACH_CHAT_TEXTS.newConversationStarted);
    focusInput();
  };

  const openConversation = async (id: string) => {
    await chat.open(id);
    focusInput();
  };

  /** The kept conversation could not be read back (offline): asked again. */
  const retryRestore = async () => {
    await chat.opened();
    focusInput();
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

  const empty = chat.messages.length === 0 && chat.streaming === null;
  const busy = chat.sending || chat.restoring;

  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId} slotProps={{ paper: { sx: { height: phone ? '100%' : 'min(760px, 92vh)' } } }}>
      {/* The dialog is named by its title's words alone, not the built-in coach's chip beside them. */}
      <DialogTitle id={`${titleId}-bar`} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pr: 7, pb: 1 }}>
        <CoachAvatar size={36} />
        <Box component="span" id={titleId} sx={{ flex: 1 }}>
          {COACH_TEXTS.chatTitle}
        </Box>
        {chat.online === false && (
          <Tooltip title={COACH_TEXTS.offlineHelp}>
            <Chip size="small" label={COACH_TEXTS.offlineNote} variant="outlined" />
          </Tooltip>
        )}
        <IconButton aria-label={COACH_TEXTS.close} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {/* Wrapped on a narrow screen in a longer language: the two buttons one above the other rather than cut off, Conversations still on the right (issue 54). */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ px: { xs: 1.5, sm: 2.5 }, pb: 1, justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', '& > :last-child': { ml: 'auto' } }}>
        <Button size="small" startIcon={<AddCommentOutlinedIcon />} onClick={startNew} disabled={busy || (empty && chat.sessionId === null)}>
          {COACH_CHAT_TEXTS.newConversation}
        </Button>
        <ConversationsMenu
          conversations={chat.conversations}
          status={chat.conversationsStatus}
          current={chat.sessionId}
          disabled={busy}
          onLoad={() => void chat.loadConversations()}
          onPick={(id) => void openConversation(id)}
        />
      </Stack>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', p: 0 }}>
        <Box sx={{ flex: 1, overflowY: 'auto', px: { xs: 1.5, sm: 2.5 }, py: 2 }}>
          {chat.restoreFailed && !chat.restoring && (
            // Instead of an empty chat that would look like a conversation lost: said, with a way to ask again.
            <RetryAlert message={COACH_CHAT_TEXTS.restoreFailed} retryLabel={COACH_CHAT_TEXTS.retry} onRetry={() => void retryRestore()} severity="warning" sx={{ mb: 2 }} />
          )}
          {empty && (chat.restoring || !chat.restoreFailed) && (
            <Typography role={chat.restoring ? 'status' : undefined} color="text.secondary" sx={{ textAlign: 'center', mt: 4, px: 2 }}>
              {chat.restoring ? COACH_TEXTS.restoringChat : builtInOnly ? COACH_TEXTS.emptyChatBuiltIn : COACH_TEXTS.emptyChat}
            </Typography>
          )}
          {/* Screen readers hear each finished message once; the reply being written is not read word by word. */}
          <Stack role="log" aria-live="polite" aria-label={COACH_CHAT_TEXTS.log} spacing={1.5}>
            {chat.messages.map((message) => (
              <ChatBubble key={message.id} message={message} onReport={() => setPendingReport(message.id)} />
            ))}
          </Stack>
          {chat.pendingActions.length > 0 && (
            <Box sx={{ mt: 1.5 }}>
              <CoachActionLines lines={chat.pendingActions} framed />
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
          {(chat.notice || chat.proposal.gone) && (
            <Typography role="status" color="text.secondary" variant="body2" sx={{ mt: 1.5, textAlign: 'center' }}>
              {chat.notice ?? chat.proposal.gone}
            </Typography>
          )}
          {/* An answer to the card is not a message (the server counts none): it works at the day's limit too. */}
          <ProposalCard
            state={chat.proposal}
            busy={chat.sending}
            hint={disabled ? COACH_CHAT_TEXTS.proposalHintAtLimit : COACH_CHAT_TEXTS.proposalHint}
            onDecide={(decision) => void decide(decision)}
          />
          {!chat.sending && <ChatSuggestions suggestions={chat.suggestions} disabled={disabled} onPick={(suggestion) => void say(suggestion.text, suggestion.label)} />}
          <div ref={endRef} />
        </Box>
        <Box aria-live="polite" sx={visuallyHidden}>
          {announcement}
        </Box>
        {disabled && (
          <Alert
            severity="warning"
            sx={{ mx: { xs: 1.5, sm: 2 }, my: 1, borderRadius: 2, alignItems: 'center' }}
            action={
              <Button ref={plansRef} component={RouterLink} to={at(ROUTES.pricing)} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
                {COACH_TEXTS.seePlans}
              </Button>
            }
          >
            {/* The input's description: the reason, without the button's words. */}
            <span id={limitId}>{COACH_TEXTS.limitBanner}</span>
          </Alert>
        )}
        <Box sx={{ px: { xs: 1.5, sm: 2 }, pt: { xs: 1.5, sm: 2 }, pb: 1, borderTop: 1, borderColor: 'divider' }}>
          <Box component="form" onSubmit={(event) => void submit(event)} sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
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
              slotProps={{ htmlInput: { maxLength: COACH_MESSAGE_MAX_LENGTH, 'aria-describedby': [disabled ? limitId : null, chat.allowance ? allowanceId : null].filter(Boolean).join(' ') || undefined } }}
            />
            <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={disabled || chat.sending || !draft.trim()} sx={{ flexShrink: 0, height: 40 }}>
              {COACH_TEXTS.send}
            </Button>
          </Box>
          <Typography id={allowanceId} variant="caption" color="text.secondary" component="p" data-messages-left="" sx={{ mt: 0.5, minHeight: 20 }}>
            {chat.allowance ? COACH_CHAT_TEXTS.messagesLeft(chat.allowance.left, chat.allowance.perDay) : ''}
          </Typography>
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
