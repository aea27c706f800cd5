import { z } from 'zod';

/** One message the coach sent on its own (a weekly review, issue 21). */
export const coachInboxMessageSchema = z.object({ id: z.string(), content: z.string(), createdAt: z.string() });
export type CoachInboxMessage = z.infer<typeof coachInboxMessageSchema>;

/** `GET /api/openai/inbox`: the coach's unread messages, newest first, and how many (the AI Coach link's badge). */
export const coachInboxSchema = z.object({
  unread: z.number().int(),
  messages: z.array(coachInboxMessageSchema),
});
export type CoachInboxAnswer = z.infer<typeof coachInboxSchema>;

/** `POST /api/openai/inbox/read`: the messages the person has now seen in the chat. */
export const markInboxReadBodySchema = z.object({ ids: z.array(z.string().max(64)).max(100) });
export type MarkInboxReadBody = z.infer<typeof markInboxReadBodySchema>;
