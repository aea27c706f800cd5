import type { FastifyInstance } from 'fastify';
import { API } from '@stride/domain';
import { notFound } from '../../errors.js';
import { route } from '../../http/contract-route.js';
import { callerOf } from '../../http/route-access.js';
import { ToolError, type CoachTools } from './functions/index.js';

export interface ProgressRoutesOptions {
  tools: CoachTools;
}

/** Issue 41: `GET /api/progress`, the coach's getProgress for scripts and tokens: one rule for both. */
export async function progressRoutes(app: FastifyInstance, { tools }: ProgressRoutesOptions) {
  route(app, API.progress.get, async (request) => {
    try {
      const outcome = await tools.call(callerOf(request).user, 'getProgress', request.query);
      return outcome.result as never;
    } catch (error) {
      // The one refusal getProgress has once its query parsed: the habit named is not the caller's.
      if (error instanceof ToolError) throw notFound(error.message);
      throw error;
    }
  });
}
