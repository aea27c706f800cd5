import type { FastifyInstance } from 'fastify';

/**
 * The app's Content-Security-Policy (issue 18): everything from our own origin; no inline or
 * foreign scripts, no plugins, no <base>, never framed. Styles may be inline (MUI writes its
 * styles into <style> elements at run time). Stripe is reached by navigating to its checkout,
 * which a policy does not restrict; the call's voice is Web Audio over our own WebSocket
 * (`connect-src 'self'` covers ws: and wss: to this origin) and its AudioWorklet is a script
 * file of ours.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** The microphone for the app itself (the coach's call); nothing else a page could ask for. */
const PERMISSIONS_POLICY = 'microphone=(self), camera=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/** Security headers on every answer; HSTS only when the app is served over https. */
export function registerSecurityHeaders(app: FastifyInstance, { appOrigin }: { appOrigin: string }): void {
  const https = appOrigin.startsWith('https:');
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
