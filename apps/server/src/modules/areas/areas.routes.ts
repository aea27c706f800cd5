import type { FastifyInstance } from 'fastify';
import { API } from '@stride/domain';
import { route } from '../../http/contract-route.js';
import { callerOf } from '../../http/route-access.js';
import { toAreaDto } from './areas.dto.js';
import type { AreasService } from './areas.service.js';

export interface AreasRoutesOptions {
  areas: AreasService;
}

/** Issue 40: the caller's areas. Deleting one, which can be undone, is the undo's (undo.routes.ts). */
export async function areasRoutes(app: FastifyInstance, { areas }: AreasRoutesOptions) {
  route(app, API.areas.list, async (request) => (await areas.list(callerOf(request).user)).map(toAreaDto));

  route(app, API.areas.create, async (request) => toAreaDto(await areas.create(callerOf(request).user, request.body.name)));

  route(app, API.areas.update, async (request) => toAreaDto(await areas.rename(callerOf(request).user, request.params.id, request.body.name)));

  route(app, API.areas.complete, async (request) => areas.complete(callerOf(request).user, request.params.id, request.body.date));
}
