import CallIcon from '@mui/icons-material/Call';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { COACH_INBOX_TEXTS, COACH_TEXTS, FIRST_RUN_TEXTS, PLAN_LIMITS, planForStatus } from '@stride/domain';
import { MessageDialog } from '../../components/message-dialog';
import { useSession } from '../../lib/auth/session-context';
import { selectUser } from '../../lib/auth/session-store';
import { useGetCoachInboxQuery, useMarkCoachInboxReadMutation } from '../../lib/coach/coach-inbox-endpoints';
import { getPublicConfig } from '../../lib/config';
import { useGetGoalsQuery, useGetVisionQuery } from '../../lib/goals/goals-endpoints';
import { useGetHabitsQuery } from '../../lib/habits/habits-endpoints';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CoachAvatar } from '../../components/coach-avatar';
import { CoachCallModal } from './coach-call-modal';
import { CoachChatDialog } from './coach-chat-dialog';
import { CoachIdeas } from './coach-ideas';
import { useCoachChat } from './use-coach-chat';
import { useVoiceCall } from './use-voice-call';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { COACH_TEXTS, COACH_INBOX_TEXTS, FIRST_RUN_TEXTS };

/** Section 2 "AI Coach page": the coach, a Message button (chat) and a Call button (voice). */
export function AiCoachPage() {
  const { COACH_TEXTS, COACH_INBOX_TEXTS, FIRST_RUN_TEXTS: firstRun } = useTexts(ENGLISH);
  useDocumentTitle(COACH_TEXTS.heading);
  const user = useSession(selectUser);
  const [chatOpen, setChatOpen] = useState(false);
  const [callOpen, setCallOpen] = useState(false);
  // Known from the page's config (no AI provider on this server): the Call button says so
  // beforehand instead of opening a call that can only fail (issue 20).
  const callsAvailable = getPublicConfig().voiceCalls;
  const callsNoteId = useId();
  // Section 2: "three data loads keyed by the user id": the habits, goals and vision the coach
  // changes, kept current for the request bodies' `context` (section 7; the server reads its own records).
  const forUser = user?.id ? undefined : skipToken;
  const habits = useGetHabitsQuery(forUser).data;
  const goals = useGetGoalsQuery(forUser).data;
  const vision = useGetVisionQuery(forUser).data;
  const habitCount = habits?.length ?? 0;
  const goalCount = goals?.length ?? 0;
  const visionSet = !!vision;

  const getContext = useCallback(
    () => ({
      user: user && { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, timezone: user.timezone },
      habits: (habits ?? []).map((h) => ({ id: h.id, name: h.name, recurrence: h.recurrence, description: h.description })),
      goals: (goals ?? []).map((g) => ({ id: g.id, name: g.name, description: g.description })),
      vision: vision ? { id: vision.id, text: vision.text } : null,
    }),
    [user, habits, goals, vision],
  );

  const limits = PLAN_LIMITS[planForStatus(user?.subscriptionStatus)];
  const chat = useCoachChat(getContext, user?.id, limits.messagesPerDay);
  // Issue 21: what the coach wrote on its own (the weekly review) joins the chat when it opens, and is then read.
  const inbox = useGetCoachInboxQuery(forUser).data;
  const unread = inbox?.unread ?? 0;
  const [markRead] = useMarkCoachInboxReadMutation();
  const { showFromCoach } = chat;
  // Each message is marked read once: a failed mark (offline) brings the badge back, not another try.
  const marked = useRef(new Set<string>());
  useEffect(() => {
    if (!chatOpen || !inbox?.messages.length) return;
    showFromCoach(inbox.messages);
    const unmarked = inbox.messages.map((m) => m.id).filter((id) => !marked.current.has(id));
    if (!unmarked.length) return;
    for (const id of unmarked) marked.current.add(id);
    void markRead(unmarked);
  }, [chatOpen, inbox, showFromCoach, markRead]);
  const call = useVoiceCall({ getContext, onDenied: () => setCallOpen(false) });
  // Issue 37: a card's words are sent as the person's message, in the conversation the chat reopens.
  const ask = (prompt: string, shown?: string) => {
    setChatOpen(true);
    void chat.send(prompt, shown);
  };
  // Issue 39: the first run's "Ask your coach" arrives with its words (`?ask=`), sent once; the
  // address drops them so a reload or Back does not send them again. Issue 54: its words are the
  // English request (which the built-in coach reads), shown as the card showed them, in the
  // person's language. Only that request gets its label: an address's own words are shown as sent.
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('ask');
  const askOnArrival = useEffectEvent((prompt: string) => ask(prompt, prompt === FIRST_RUN_TEXTS.coachSuggestion ? firstRun.coachSuggestion : undefined));
  const askedOnce = useRef(false);
  useEffect(() => {
    if (!asked || !user?.id || askedOnce.current) return;
    askedOnce.current = true;
    setSearchParams({}, { replace: true });
    askOnArrival(asked);
  }, [asked, user?.id, setSearchParams]);

  return (
    <>
      <Card sx={{ mb: 3, overflow: 'hidden' }}>
        <Box sx={{ height: 88, background: 'linear-gradient(120deg, #4f46e5 0%, #0ea5e9 100%)' }} />
        <CardContent sx={{ pt: 0, px: { xs: 2.5, sm: 4 }, pb: { xs: 3, sm: 4 } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 3 }} sx={{ alignItems: { xs: 'center', sm: 'flex-end' }, mt: '-48px' }}>
            <Box sx={{ borderRadius: '50%', border: '4px solid', borderColor: 'background.paper', bgcolor: 'background.paper' }}>
              <CoachAvatar size={104} />
            </Box>
            <Box sx={{ flex: 1, textAlign: { xs: 'center', sm: 'left' }, pb: { sm: 0.5 } }}>
              <Typography variant="h1" sx={{ mb: 0.5 }}>
                {COACH_TEXTS.heading}
              </Typography>
              <Typography color="text.secondary">{COACH_TEXTS.tagline}</Typography>
            </Box>
            <Stack direction="row" spacing={1.5} sx={{ width: { xs: '100%', sm: 'auto' } }}>
              <Button
                variant="contained"
                size="large"
                startIcon={
                  // The count is drawn; the button's label says it in words.
                  <Badge badgeContent={unread} color="error" max={9} slotProps={{ badge: { 'aria-hidden': true } }}>
                    <ChatBubbleOutlineIcon />
                  </Badge>
                }
                onClick={() => setChatOpen(true)}
                aria-label={unread ? `${COACH_TEXTS.message}, ${COACH_INBOX_TEXTS.unreadBadge(unread)}` : undefined}
                sx={{ flex: { xs: 1, sm: 'none' } }}
              >
                {COACH_TEXTS.message}
              </Button>
              <Button
                variant="outlined"
                size="large"
                startIcon={<CallIcon />}
                onClick={() => setCallOpen(true)}
                disabled={!callsAvailable}
                aria-describedby={callsAvailable ? undefined : callsNoteId}
                sx={{ flex: { xs: 1, sm: 'none' } }}
              >
                {COACH_TEXTS.call}
              </Button>
            </Stack>
          </Stack>
          {!callsAvailable && (
            <Typography id={callsNoteId} variant="body2" sx={{ mt: 2, display: 'flex', gap: 1, alignItems: 'center', justifyContent: { xs: 'center', sm: 'flex-end' }, textAlign: { xs: 'center', sm: 'right' }, color: 'text.secondary' }}>
              <InfoOutlinedIcon fontSize="small" aria-hidden="true" />
              {COACH_TEXTS.callsUnavailable}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: { xs: 'center', sm: 'left' } }}>
            {COACH_TEXTS.coachSees(habitCount, goalCount, visionSet)}{' '}
            {/* Issue 51: with voice off, no allowance of calls this server cannot make. */}
            {callsAvailable ? COACH_TEXTS.planIncludesCalls(limits.messagesPerDay, limits.voiceSecondsPerDay) : COACH_TEXTS.planIncludes(limits.messagesPerDay)}
          </Typography>
        </CardContent>
      </Card>

      <CoachIdeas onAsk={ask} disabled={chat.limitReached} />

      <CoachChatDialog open={chatOpen} onClose={() => setChatOpen(false)} chat={chat} />
      <CoachCallModal open={callOpen} onClose={() => setCallOpen(false)} call={call} />
      <MessageDialog open={call.alert !== null} title={call.alert?.title ?? ''} message={call.alert?.message ?? ''} onClose={call.dismissAlert} />
    </>
  );
}
