import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionCookieOptions } from './session-cookie.js';
import { DEVICE_TOKEN_DAYS } from '../modules/auth/device-token.js';

/** The device cookie (modules/auth/device-token.ts): beside the session's, on https `__Host-` prefixed too. */
function deviceCookieName(options: SessionCookieOptions): string {
  return options.secure ? '__Host-stride_device' : 'stride_device';
}

export function readDeviceToken(request: FastifyRequest, options: SessionCookieOptions): string | undefined {
  const value = request.cookies[deviceCookieName(options)];
  return value && value.length <= 128 ? value : undefined;
}

/**
 * Kept after logout (it signs nobody in: it only vouches for the device at the next sign-in);
 * Strict, as only the app's own sign-in reads it.
 */
export function setDeviceCookie(reply: FastifyReply, options: SessionCookieOptions, token: string): void {
  reply.setCookie(deviceCookieName(options), token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: options.secure,
    path: '/',
    maxAge: DEVICE_TOKEN_DAYS * 24 * 60 * 60,
  });
}
