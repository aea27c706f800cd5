import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A Node request listener made from an async handler, for the tests' fake services: Node ignores
 * what a listener returns, so a handler that failed would be an unhandled rejection and its request
 * would hang; here it answers 500 with the error instead.
 */
export function respondingTo(handler: (request: IncomingMessage, response: ServerResponse) => Promise<void>) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    handler(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  };
}
