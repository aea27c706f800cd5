import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  completeHabitBodySchema,
  createHabitBodySchema,
  deleteOccurrenceBodySchema,
  habitListSchema,
  habitSchema,
  habitWindowQuerySchema,
  idParamsSchema,
  pauseBodySchema,
  skipHabitBodySchema,
  uncompleteHabitBodySchema,
  unskipHabitBodySchema,
  updateHabitBodySchema,
  userIdParamsSchema,
} from '@stride/domain';
import { errorResponses } from '../../http/error-responses.js';
import { sendKeptAnswer, type KeptAnswerCache } from '../../http/kept-answer.js';
import { callerOf } from '../../http/route-access.js';
import type { HabitsService } from './habits.service.js';

export interface HabitsRoutesOptions {
  habits: HabitsService;
  /** The habit lists as last sent, per user. */
  answers: KeptAnswerCache;
}

const errors = errorResponses(400, 403, 404);
const tags = ['habits'];

/** Section 7 "Habits", plus undoing a completion. Only the owner reads or changes a habit. */
export const habitsRoutes: FastifyPluginAsyncZod<HabitsRoutesOptions> = async (app, { habits, answers }) => {
  app.get(
    '/user/:userId',
    {
      schema: {
        tags,
        summary: "The user's habits with occurrences in a window (default: the first day of the previous month to the last day of the next; at most two years)",
        params: userIdParamsSchema,
        querystring: habitWindowQuerySchema,
        response: { 200: habitListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = callerOf(request);
      habits.assertSelf(user.id, request.params.userId);
      // Written as JSON by the service (occurrences cached); the schema above documents it, and
      // the API tests hold every answer to it.
      const window = habits.windowFor(user, request.query);
      const list = await habits.listAnswer(user, window);
      // Sent as kept bytes (Fastify skips the serializer for a buffer): hashed and compressed once per version.
      return sendKeptAnswer(request, reply, await answers.get(`${user.id}|${window.from}|${window.to}`, list.version, list.json));
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create a habit; its ISO start and end are read in the user’s time zone',
        body: createHabitBodySchema,
        response: { 201: habitSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const { user } = callerOf(request);
      habits.assertSelf(user.id, request.body.userId);
      return reply.status(201).send(await habits.create(user, request.body));
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Edit a habit: name, description and goal as a whole; one occurrence (scope single) or it and all later ones (future)',
        params: idParamsSchema,
        body: updateHabitBodySchema,
        response: { 200: habitSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      return habits.update(user, request.params.id, request.body);
    },
  );

  app.delete(
    '/:id',
    {
      schema: { tags, summary: 'Delete a habit; answers it as it was', params: idParamsSchema, response: { 200: habitSchema, ...errors } },
    },
    async (request) => {
      const { user } = callerOf(request);
      return habits.remove(user, request.params.id);
    },
  );

  app.delete(
    '/:id/occurrence',
    {
      schema: {
        tags,
        summary: 'Delete one occurrence (single) or it and all later ones (future)',
        params: idParamsSchema,
        body: deleteOccurrenceBodySchema,
        response: { 200: habitSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      return habits.deleteOccurrence(user, request.params.id, request.body.occurrence.date, request.body.scope);
    },
  );

  app.post(
    '/:id/complete',
    {
      schema: {
        tags,
        summary:
          'Complete a scheduled occurrence up to today (idempotent without a value); for a habit with a target, value adds to the day and total corrects it, and the day is done once it reaches the target',
        params: idParamsSchema,
        body: completeHabitBodySchema,
        response: { 200: habitSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      return habits.complete(user, request.params.id, request.body);
    },
  );

  app.delete(
    '/:id/complete',
    {
      schema: {
        tags,
        summary: 'Undo a completion, with any amount logged that day',
        params: idParamsSchema,
        body: uncompleteHabitBodySchema,
        response: { 200: habitSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      return habits.uncomplete(user, request.params.id, request.body.date);
    },
  );

  // Issue 22: rest days, holidays and the archive.
  app.post(
    '/:id/skip',
    {
      schema: {
        tags,
        summary: 'Skip a scheduled occurrence up to today: it neither breaks the streak nor counts in the success rate',
        params: idParamsSchema,
        body: skipHabitBodySchema,
        response: { 200: habitSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      return habits.skip(user, request.params.id, request.body.date, request.body.note);
    },
  );

  app.delete(
    '/:id/skip',
    {
      schema: { tags, summary: 'Undo a skip', params: idParamsSchema, body: unskipHabitBodySchema, response: { 200: habitSchema, ...errors, ...errorResponses(409) } },
    },
    async (request) => {
      const { user } = callerOf(request);
      return habits.unskip(user, request.params.id, request.body.date);
    },
  );

  app.post(
    '/pause',
    {
      schema: { tags, summary: 'Pause every habit in use from one date to another (at most 365 days)', body: pauseBodySchema, response: { 200: habitListSchema, ...errors } },
    },
    async (request) => {
      const { user } = callerOf(request);
      return habits.pauseAll(user, request.body, false);
    },
  );

  app.delete(
    '/pause',
    {
      schema: { tags, summary: 'Take those days out of every habit’s pauses', body: pauseBodySchema, response: { 200: habitListSchema, ...errors } },
    },
    async (request) => {
      const { user } = callerOf(request);
      return habits.pauseAll(user, request.body, true);
    },
  );

  app.post(
    '/:id/pause',
    {
      schema: {
        tags,
        summary: 'Pause a habit from one date to another: its occurrences are not reminded or counted, and streaks run across them',
        params: idParamsSchema,
        body: pauseBodySchema,
        response: { 200: habitSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      return habits.pause(user, request.params.id, request.body);
    },
  );

  app.delete(
    '/:id/pause',
    {
      schema: { tags, summary: 'Take those days out of the habit’s pauses', params: idParamsSchema, body: pauseBodySchema, response: { 200: habitSchema, ...errors, ...errorResponses(409) } },
    },
    async (request) => {
      const { user } = callerOf(request);
      return habits.unpause(user, request.params.id, request.body);
    },
  );

  app.post(
    '/:id/archive',
    {
      schema: { tags, summary: 'Archive a habit: hidden from Today, the calendar and the counts, history kept, no reminders', params: idParamsSchema, response: { 200: habitSchema, ...errors } },
    },
    async (request) => {
      const { user } = callerOf(request);
      return habits.archive(user, request.params.id);
    },
  );

  app.delete(
    '/:id/archive',
    {
      schema: { tags, summary: 'Restore an archived habit', params: idParamsSchema, response: { 200: habitSchema, ...errors } },
    },
    async (request) => {
      const { user } = callerOf(request);
      return habits.restore(user, request.params.id);
    },
  );
};
