import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES, MAX_IMPORT_BYTES, exportQuerySchema, importPreviewResponseSchema, importQuerySchema, importResultResponseSchema } from '@stride/domain';
import { tooLarge } from '../../errors.js';
import { errorResponses } from '../../http/error-responses.js';
import { callerOf } from '../../http/route-access.js';
import type { DataExportService } from './data-export.service.js';
import type { DataImportService } from './data-import.service.js';

export interface AccountDataRoutesOptions {
  exports: DataExportService;
  imports: DataImportService;
}

const tags = ['account'];
/** What an import's body may be: the file as it is, whatever type the browser gave it. */
const FILE_TYPES = ['application/json', 'application/zip', 'application/x-zip-compressed', 'application/octet-stream', 'text/plain'];
const megabytes = MAX_IMPORT_BYTES / (1024 * 1024);

/** Issue 23: `GET /api/export` and `POST /api/import`. */
export const accountDataRoutes: FastifyPluginAsyncZod<AccountDataRoutesOptions> = async (app, { exports, imports }) => {
  app.get(
    '/export',
    {
      schema: {
        tags,
        summary: 'Download everything the user owns: format=json (re-importable) or csv (a zip of one CSV per kind); streamed',
        querystring: exportQuerySchema,
      },
    },
    async (request, reply) => {
      const { user } = callerOf(request);
      const download = exports.download(user, request.query.format);
      return reply
        .type(download.contentType)
        .header('content-disposition', `attachment; filename="${download.filename}"`)
        .header('cache-control', 'no-store')
        .send(download.body);
    },
  );

  // The file is read whole, as bytes, up to the cap: this scope's own parser, so JSON is not parsed
  // before its size and kind are known, and an oversized file is refused with a message a person reads.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(FILE_TYPES, (_request, payload, done) => {
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
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/import',
      {
        schema: {
          tags,
          summary: 'Import a Stride JSON export or a Loop Habit Tracker CSV export (zip), sent as the raw body; dryRun=true previews',
          querystring: importQuerySchema,
          consumes: FILE_TYPES,
          response: { 200: importPreviewResponseSchema, 201: importResultResponseSchema, ...errorResponses(400, 413, 415) },
        },
      },
      async (request, reply) => {
        const { user } = callerOf(request);
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (request.query.dryRun) return reply.status(200).send({ preview: await imports.preview(user, bytes) });
        return reply.status(201).send({ imported: await imports.import(user, bytes) });
      },
    );
  });
};
