import { formatVoiceAllowance } from '../plans/plans.js';

/** Texts of the AI Coach page, chat dialog and call modal (sections 2, 4 and 8). */
export const COACH_TEXTS = {
  heading: 'AI Coach',
  tagline: 'Always here to help',
  message: 'Message',
  call: 'Call',
  chatTitle: 'Chat with your AI Coach',
  inputLabel: 'Message your coach',
  inputPlaceholder: 'Ask for help with a habit, a goal or your vision...',
  send: 'Send',
  close: 'Close',
  emptyChat: 'Say hello, or try "Create a habit called Morning walk at 7am".',
  /**
   * The empty chat with the built-in coach only (no AI provider) in another language (issue 54):
   * it reads English requests only, so the line says so and quotes one it reads. English shows
   * `emptyChat` (the same words).
   */
  emptyChatBuiltIn: 'Say hello, or try "Create a habit called Morning walk at 7am".',
  /** While the conversation of this tab is read back after a reload (issue 20). */
  restoringChat: 'Loading your conversation...',
  thinking: 'Coach is typing...',
  chatError: 'Sorry, I encountered an error. Please try again.',
  limitFallback: 'Daily message limit reached.',
  limitBanner: 'Daily message limit reached. Please subscribe to continue chatting.',
  seePlans: 'See plans',
  report: 'Report as unhelpful',
  reported: 'Reported',
  reportError: 'Could not submit report. Please try again later.',
  reportErrorTitle: 'Report not sent',
  reportTitle: 'Feedback Submitted',
  reportThanks: 'Thank you for helping us improve.',
  /** Section 5: reporting asks first (DECISIONS.md: an in-app dialog); the title and button are ours, the spec names none. */
  reportConfirm: 'Are you sure you want to report this AI response as unhelpful?',
  reportConfirmTitle: 'Report response',
  reportConfirmAction: 'Report',
  you: 'You',
  coach: 'Coach',
  offlineNote: 'Offline coach',
  /** The chip's tooltip: what the built-in coach is. */
  offlineHelp: 'No AI provider is configured: the built-in coach understands plain commands.',
  callTitle: 'AI Coach Call',
  back: 'Back',
  endCall: 'End Call',
  callLimitBanner: 'Daily call limit reached. Please subscribe to continue calling.',
  callLimitFallback: 'Daily call limit reached.',
  callErrorTitle: 'Call Error',
  /** Beside a Call button that cannot call (no AI provider on this server, issue 20). */
  callsUnavailable: 'Voice calls are turned off on this server. You can still message your coach.',
  /** Issue 19: what the coach deleted, each with an Undo (kept COACH_UNDO_DAYS). */
  deletedHabit: (name: string) => `Deleted the habit "${name}".`,
  deletedGoal: (name: string) => `Deleted the goal "${name}".`,
  deletedVision: 'Deleted your vision.',
  undo: 'Undo',
  undoing: 'Undoing...',
  undone: 'Brought back.',
  undoError: 'Could not undo. Please try again.',
  deletionsLabel: 'Deleted by the coach',
  callError: 'Sorry, I encountered an error during the call. Please try again.',
  microphoneDenied: 'Microphone access denied.',
  recordingError: 'An error occurred during recording.',
  recordingStartError: 'Could not start recording. Please check microphone permissions.',
  playbackError: 'Error playing AI response. Please try again.',
  ok: 'OK',
  /** The call's connection dropped (issue 17): what was used is charged once, and it can be retried. */
  callConnectionLost: 'The call lost its connection. Check your internet connection and try again.',
  callRetry: 'Call again',
  /** Read to screen readers while a streamed reply is still arriving. */
  replyStreaming: 'Coach is replying...',
  /** Under the Message and Call buttons: what the coach knows, and the plan's allowance (issue 54: was inline). */
  coachSees: (habitCount: number, goalCount: number, visionSet: boolean) =>
    `Your coach sees your ${habitCount} ${habitCount === 1 ? 'habit' : 'habits'}, ${goalCount} ${goalCount === 1 ? 'goal' : 'goals'} and ${visionSet ? 'your vision' : 'no vision yet'}, and can change them for you.`,
  planIncludesCalls: (messagesPerDay: number, voiceSeconds: number) => `Your plan includes ${messagesPerDay} messages and ${formatVoiceAllowance(voiceSeconds)} of calls a day.`,
  planIncludes: (messagesPerDay: number) => `Your plan includes ${messagesPerDay} messages a day.`,
} as const;

/** The call modal's status line per state (section 2 "AI Coach call modal"). */
export const CALL_STATUS_TEXTS = {
  idle: 'Listening for you...',
  connecting: 'Connecting...',
  listening: "I'm listening...",
  processing: 'Thinking...',
  speaking: 'Speaking...',
  ending: 'Ending call...',
} as const;

/** `texts`: the statuses in the account's language (issue 54); English unless given. */
export function callStatusText(state: string, texts: Readonly<Record<keyof typeof CALL_STATUS_TEXTS, string>> = CALL_STATUS_TEXTS): string {
  return (texts as Record<string, string | undefined>)[state] ?? `Call Status: ${state}...`;
}
