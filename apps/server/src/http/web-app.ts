import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { APP_CONFIG_ELEMENT_ID, APP_CONFIG_PLACEHOLDER, SERVER_MESSAGES, type PublicConfig } from '@stride/domain';

/** Serialises the public config for a <script type="application/json"> element. */
function configScript(config: PublicConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script id="${APP_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
}

const isApiPath = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/openai/');

/**
 * Serves the built web app: hashed assets cached for a year, every other GET that is not an API
 * path answered with index.html (the client router takes it from there), with the public config
 * written into it. Without a build, API 404s still answer JSON.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, publicConfig: PublicConfig) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8').replace(APP_CONFIG_PLACEHOLDER, configScript(publicConfig)) : undefined;

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app is not built; only the API is served (run `npm run build`)');
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (indexHtml && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(url)) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).send({ message: SERVER_MESSAGES.notFound });
  });
}
