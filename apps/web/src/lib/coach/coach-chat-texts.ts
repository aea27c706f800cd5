/** The chat's texts live in packages/domain (texts/coach-chat-texts.ts, issue 54); kept here for the tests that read them. */
export { COACH_CHAT_TEXTS, COACH_IDEAS } from '@stride/domain';
