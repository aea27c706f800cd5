import type { PastCall, TypedCall } from '../functions/index.js';

export type { PastCall };

/** One function call the built-in coach asks for (the coach service runs it, or proposes it first: a delete, several records). */
export type OfflineCall = TypedCall;

/**
 * What the built-in coach answers (issue 37): words, one call, or several calls made together
 * ("vitamins at 8am and 8pm"). `suggestions` are things to tap next (at most 3). `memory` is kept
 * with the conversation and handed back as `context.memory` on the next message only (a question
 * waiting for its answer: "which Meditate?"). `understood: false`: nothing in the message was a
 * request it knows (not charged as a message).
 */
export type OfflineAnswer =
  | {
      kind: 'reply';
      text: string;
      understood?: false;
      suggestions?: string[];
      memory?: OfflineMemory;
      /** A change of this habit read but for these words (said back to the person): read again without the remarks that hold them. */
      unread?: { habitId: string; words: string[] };
    }
  | ({ kind: 'call'; suggestions?: string[]; memory?: OfflineMemory } & OfflineCall)
  | { kind: 'calls'; calls: OfflineCall[]; suggestions?: string[]; memory?: OfflineMemory };

/** What the built-in coach keeps of a conversation between two messages: its own, opaque to the service. */
export type OfflineMemory = Record<string, unknown>;

/** What the coach remembers of the conversation. */
export interface OfflineContext {
  /** The habit last talked about, for "move it to 8pm". */
  lastHabitId?: string | null;
  /** The calls of the last turn that made any, oldest first ("actually, undo that", "make that 45 minutes"). */
  lastCalls?: PastCall[];
  /** What the built-in coach asked to keep from the message before (its `memory`). */
  memory?: OfflineMemory | null;
  /**
   * Issue 50, twenty-third pass: the calls of a proposal this message set aside without a yes or a
   * no ("no wait, make it the 27th" after "End "Plan the week" after Sun 20 Dec?"): never run, so a
   * correction proposes them again with the new words and undoes nothing.
   */
  setAside?: { name: string; args: Record<string, unknown> }[];
}
