import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, API, MAX_IMPORT_BYTES } from '@stride/domain';
import { tooLarge } from '../../errors.js';
import { route } from '../../http/contract-route.js';
import { callerOf } from '../../http/route-access.js';
import type { DataExportService } from './data-export.service.js';
import type { DataImportService } from './data-import.service.js';

export interface AccountDataRoutesOptions {
  exports: DataExportService;
  imports: DataImportService;
}

const megabytes = MAX_IMPORT_BYTES / (1024 * 1024);

/** Issue 23: `GET /api/export` and `POST /api/import`. */
export async function accountDataRoutes(app: FastifyInstance, { exports, imports }: AccountDataRoutesOptions) {
  route(app, API.account.exportData, async (request, reply) => {
    const { user } = callerOf(request);
    const download = exports.download(user, request.query.format);
    return reply
      .type(download.contentType)
      .header('content-disposition', `attachment; filename="${download.filename}"`)
      .header('cache-control', 'no-store')
      .send(download.body);
  });

  // The threads that read import files end with the app.
  app.addHook('onClose', () => imports.close());

  // The file is read whole, as bytes, up to the cap: this scope's own parser, so JSON is not parsed
  // before its size and kind are known, and an oversized file is refused with a message a person reads.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser([...API.account.importData.consumes], (_request, payload, done) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let failed = false;
      payload.on('data', (chunk: Buffer) => {
        if (failed) return;
        size += chunk.length;
        if (size > MAX_IMPORT_BYTES) {
          failed = true;
          payload.resume();
          done(tooLarge(ACCOUNT_MESSAGES.importTooLarge(megabytes)), undefined);
          return;
        }
        chunks.push(chunk);
      });
      payload.on('end', () => {
        if (!failed) done(null, Buffer.concat(chunks));
      });
      payload.on('error', (err) => {
        if (!failed) done(err, undefined);
      });
    });
    route(scope, API.account.importData, async (request, reply) => {
      const { user } = callerOf(request);
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (request.query.dryRun) return reply.status(200).send({ preview: await imports.preview(user, bytes) });
      return reply.status(201).send({ imported: await imports.import(user, bytes, request.query.duplicates) });
    });
  });
}
