import { COACH_MESSAGES, COACH_TEXTS, type CoachProposal, type CoachTurn } from '@stride/domain';
import { ApiError } from '../../lib/api-client';
import { coachApi } from '../../lib/coach/coach-api';
import { getErrorMessage } from '../../lib/error-message';
import { appTexts } from '../../lib/i18n/app-texts';

/** COACH_TEXTS in the account's language at the time of the call (issue 54). */
const coachTexts = () => appTexts({ COACH_TEXTS }).COACH_TEXTS;

/** The confirmation card's state: what waits for a yes, and how the last answer to it went. */
export interface ProposalState {
  proposal: CoachProposal | null;
  deciding: 'confirm' | 'cancel' | null;
  /** Why Confirm or Cancel failed (it still waits). */
  error: string | null;
  /** Said quietly once a proposal turned out to wait no more (404). */
  gone: string | null;
}
export const NO_PROPOSAL: ProposalState = { proposal: null, deciding: null, error: null, gone: null };

/**
 * Confirm or Cancel sent for what waits in `sessionId`, as the chat's card and the call's both
 * send it: the turn the server answers, or the card's state when it did not answer one (404: it
 * waits no more, the card goes; anything else, offline: it still waits, with the reason).
 */
export async function answerProposal(sessionId: string, waiting: CoachProposal, decision: 'confirm' | 'cancel'): Promise<{ turn: CoachTurn } | { state: ProposalState }> {
  try {
    return { turn: await coachApi.decide(sessionId, { proposalId: waiting.id, decision }) };
  } catch (error) {
    // Answered already (a "yes" typed or said, another tab) or replaced: no longer waiting.
    if (error instanceof ApiError && error.code === 'not_found') return { state: { ...NO_PROPOSAL, gone: error.serverMessage ?? COACH_MESSAGES.proposalGone } };
    return { state: { ...NO_PROPOSAL, proposal: waiting, error: getErrorMessage(error, coachTexts().chatError) } };
  }
}
