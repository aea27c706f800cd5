import { z } from 'zod';
import { GOALS_TEXTS } from '../texts/goals-texts.js';

/** Length limits of user-entered goal and vision text (the spec leaves them open; issue 4 sets them). */
export const GOAL_NAME_MAX_LENGTH = 200;
export const GOAL_DESCRIPTION_MAX_LENGTH = 5000;
export const VISION_TEXT_MAX_LENGTH = 5000;
/** A generous ceiling so one account cannot grow without bound; far above any real list. */
export const MAX_GOALS_PER_USER = 200;

export const GOAL_MESSAGES = {
  nameRequired: GOALS_TEXTS.goalNameRequired,
  nameTooLong: `Goal name must be at most ${GOAL_NAME_MAX_LENGTH} characters.`,
  descriptionTooLong: `Goal description must be at most ${GOAL_DESCRIPTION_MAX_LENGTH} characters.`,
  nothingToUpdate: 'Send a name or a description to update.',
  notFound: 'Goal not found.',
  tooMany: `You can keep up to ${MAX_GOALS_PER_USER} goals. Delete one to add another.`,
  visionRequired: GOALS_TEXTS.visionRequired,
  visionTooLong: `Your vision must be at most ${VISION_TEXT_MAX_LENGTH} characters.`,
  visionNotFound: 'Vision not found.',
  otherUser: 'You can only access your own vision and goals.',
} as const;

/** One personal vision per user. */
export const visionSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Vision = z.infer<typeof visionSchema>;

/** `GET /api/visions/user/{userId}` answers the vision, or `null` while the user has none. */
export const visionOrNullSchema = visionSchema.nullable();

export const goalSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Empty when the user gave none. */
  description: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Goal = z.infer<typeof goalSchema>;

/** `GET /api/goals/user/{userId}`: oldest first, the order the user added them. */
export const goalListSchema = z.array(goalSchema);

/** The API's limits on vision and goal text, reused by every other way in (the import). */
export const visionTextSchema = z
  .string({ error: GOAL_MESSAGES.visionRequired })
  .trim()
  .min(1, { error: GOAL_MESSAGES.visionRequired })
  .max(VISION_TEXT_MAX_LENGTH, { error: GOAL_MESSAGES.visionTooLong });

export const goalNameSchema = z
  .string({ error: GOAL_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: GOAL_MESSAGES.nameRequired })
  .max(GOAL_NAME_MAX_LENGTH, { error: GOAL_MESSAGES.nameTooLong });

export const goalDescriptionSchema = z
  .string()
  .trim()
  .max(GOAL_DESCRIPTION_MAX_LENGTH, { error: GOAL_MESSAGES.descriptionTooLong });

/**
 * The spec's body "includes the text and user": `userId` is accepted for those clients, but the
 * server acts for the signed-in user only and refuses another user's id.
 */
const ownerSchema = z.uuid().optional();

/** `POST /api/visions`: creates the caller's vision or replaces its text. */
export const saveVisionBodySchema = z.object({ text: visionTextSchema, userId: ownerSchema });
export type SaveVisionBody = z.input<typeof saveVisionBodySchema>;

/** `POST /api/goals`. */
export const createGoalBodySchema = z.object({
  name: goalNameSchema,
  description: goalDescriptionSchema.optional(),
  userId: ownerSchema,
});
export type CreateGoalBody = z.input<typeof createGoalBodySchema>;

/** `PUT /api/goals/{id}`: the fields sent are replaced, the others kept. */
export const updateGoalBodySchema = z
  .object({ name: goalNameSchema.optional(), description: goalDescriptionSchema.optional() })
  .refine((body) => body.name !== undefined || body.description !== undefined, { error: GOAL_MESSAGES.nothingToUpdate });
export type UpdateGoalBody = z.input<typeof updateGoalBodySchema>;

/** A goal's values as the server acts on them: what the schemas answer (`userId` is only checked against the caller). */
export type CreateGoalValues = Omit<z.output<typeof createGoalBodySchema>, 'userId'>;
export type UpdateGoalValues = z.output<typeof updateGoalBodySchema>;

/** Path ids are read as plain strings: a malformed id is simply not found (404), like another user's. */
export const idParamsSchema = z.object({ id: z.string().max(100) });
export const userIdParamsSchema = z.object({ userId: z.string().max(100) });

/** `DELETE /api/visions/{id}` and `DELETE /api/goals/{id}` answer the id they removed. */
export const deletedResponseSchema = z.object({ id: z.uuid() });
