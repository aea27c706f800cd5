/**
 * Texts of the chat that keeps the relationship (issue 37, part 5): the conversations, the day's
 * messages, the suggestions, the confirmation card and the action lines (moved here from the web
 * app for issue 54, to be translated with `COACH_TEXTS`).
 */
export const COACH_CHAT_TEXTS = {
  /** Under the input: what the plan leaves today. */
  messagesLeft: (left: number, perDay: number) => `${Math.max(0, left)} of ${perDay} ${perDay === 1 ? 'message' : 'messages'} left today`,
  newConversation: 'New conversation',
  /** Said to screen readers when the chat was emptied for a new conversation. */
  newConversationStarted: 'New conversation started.',
  conversations: 'Conversations',
  conversationsLabel: 'Earlier conversations',
  noConversations: 'No conversations yet',
  /** The list while it is asked for, and when it could not be read (offline). */
  conversationsLoading: 'Loading conversations...',
  conversationsFailed: 'Could not load your conversations.',
  /** The conversation to go on with could not be read back (offline): said instead of an empty chat. */
  restoreFailed: 'Could not open your last conversation.',
  retry: 'Retry',
  /** When a conversation was last spoken in, for the last two days ("Fri 27 Nov" before). */
  today: 'Today',
  yesterday: 'Yesterday',
  /** The conversation on screen, in the list. */
  currentConversation: 'current',
  untitledConversation: 'Conversation',
  /** The chat's log of messages (its accessible name). */
  log: 'Conversation',
  /** Under the last reply: things to say next, each sent as the person's message. */
  suggestionsLabel: 'Suggested replies',
  /** The confirmation card (something the coach does only on a yes). */
  proposalTitle: 'Waiting for your yes',
  proposalHint: 'Nothing changes until you confirm. You can also answer in the chat.',
  /** At the day's limit the chat cannot be typed in: only the buttons answer. */
  proposalHintAtLimit: 'Nothing changes until you confirm.',
  /** Said to screen readers when the card appears. */
  proposalAnnounced: (text: string) => `The coach is waiting for your yes: ${text}`,
  confirm: 'Confirm',
  confirming: 'Confirming...',
  cancel: 'Cancel',
  cancelling: 'Cancelling...',
  /** The lines under a reply: one per thing the coach did. */
  actionsLabel: 'What the coach did',
  /** A line for a function whose result came without its own sentence (an older server). */
  savedHabit: (name: string) => `Saved the habit "${name}".`,
  savedHabits: (count: number) => (count === 1 ? 'Saved 1 habit.' : `Saved ${count} habits.`),
  savedGoal: (name: string) => `Saved the goal "${name}".`,
  savedVision: 'Saved your vision.',
  restored: 'Brought back what was deleted.',
  /** The "Things to ask" cards on the AI Coach page: each sends its words to the coach. */
  ideasHeading: 'Things to ask',
  /**
   * In another language with the built-in coach (no AI provider), which reads English only: the
   * cards open the pages that do the same (issue 54), under this heading and line.
   */
  ideasOnPages: 'Where to do it',
  ideasOnPagesNote: 'Without an AI provider the coach reads English only: these pages do the same.',
  /** In a call, while a proposal waits for a spoken yes. */
  callProposalTitle: 'Say "yes" to go ahead',
  callProposalHint: 'Or press Confirm. Anything else you say cancels it.',
} as const;

/** The "Things to ask" cards: a title, the words sent when tapped, and a note. */
export const COACH_IDEAS = [
  { title: 'Plan a habit', prompt: 'Create a habit called Morning walk on weekdays at 7am', note: 'Your coach sets the days and the time.' },
  { title: 'Adjust as life changes', prompt: 'What is left for today?', note: 'Then move, rename or pause what no longer fits.' },
  { title: 'Shape your goals', prompt: 'Add a goal to run a 10k', note: 'Link habits to it, or set your vision.' },
  { title: 'Check in', prompt: 'How am I doing this week?', note: 'Your coach knows your streaks.' },
] as const;
