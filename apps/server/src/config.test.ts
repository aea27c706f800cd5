import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, SETTINGS, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.http).toEqual({
      port: 3000,
      host: '127.0.0.1',
      requestTimeoutMs: 60_000,
      headersTimeoutMs: 10_000,
      idleTimeoutMs: 120_000,
      keepAliveTimeoutMs: 72_000,
      maxConnections: 1024,
      shutdownLimitMs: 9_000,
    });
    expect(config.voice.noAudioTimeoutMs).toBe(30_000);
    expect(config.appOrigin).toBe('http://localhost:3000');
    expect(config.database).toEqual({ url: undefined, dataDir: path.resolve('./data'), timeouts: { connectMs: 2000, statementMs: 3000, queryMs: 4000 } });
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.secureCookies).toBe(false);
    expect(config.logLevel).toBe('info');
    expect(config.webhooks).toEqual({ allowPrivate: false });
  });

  it('lets webhooks reach private addresses only with WEBHOOKS_ALLOW_PRIVATE=true (issue 41)', () => {
    expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE: 'true' }).webhooks.allowPrivate).toBe(true);
    expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE: '1' }).webhooks.allowPrivate).toBe(true);
    expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE: 'false' }).webhooks.allowPrivate).toBe(false);
    expect(() => loadConfig({ WEBHOOKS_ALLOW_PRIVATE: 'yes' })).toThrow(ConfigError);
  });

  it('derives APP_ORIGIN from PORT and marks https origins secure', () => {
    expect(loadConfig({ PORT: '4000' }).appOrigin).toBe('http://localhost:4000');
    const https = loadConfig({ APP_ORIGIN: 'https://stride.example.com/' });
    expect(https.appOrigin).toBe('https://stride.example.com');
    expect(https.secureCookies).toBe(true);
  });

  it('accepts every loopback name on PORT while APP_ORIGIN is unset, and APP_ORIGIN alone once set (issue 39)', () => {
    expect(loadConfig({ PORT: '4000' }).allowedOrigins).toEqual(['http://localhost:4000', 'http://127.0.0.1:4000', 'http://[::1]:4000']);
    expect(loadConfig({ PORT: '80', APP_ORIGIN: '' }).allowedOrigins).toEqual(['http://localhost', 'http://127.0.0.1', 'http://[::1]']);
    expect(loadConfig({ APP_ORIGIN: 'https://stride.example.com/' }).allowedOrigins).toEqual(['https://stride.example.com']);
  });

  it('turns /metrics on with a long enough METRICS_TOKEN only', () => {
    expect(loadConfig({}).metrics.token).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '  ' }).metrics.token).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'scrape-token-0123456789' }).metrics.token).toBe('scrape-token-0123456789');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('takes a shutdown limit shorter than the promise (a test waiting for a forced exit), never a longer one', () => {
    expect(loadConfig({ SHUTDOWN_LIMIT_MS: '2500' }).http.shutdownLimitMs).toBe(2500);
    expect(() => loadConfig({ SHUTDOWN_LIMIT_MS: '9001' })).toThrow(/SHUTDOWN_LIMIT_MS/);
    expect(() => loadConfig({ SHUTDOWN_LIMIT_MS: '999' })).toThrow(/SHUTDOWN_LIMIT_MS/);
  });

  it('refuses headers allowed longer than the whole request', () => {
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '5000', HTTP_HEADERS_TIMEOUT_MS: '6000' })).toThrow(/HTTP_HEADERS_TIMEOUT_MS/);
    expect(loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '5000', HTTP_HEADERS_TIMEOUT_MS: '5000' }).http.headersTimeoutMs).toBe(5000);
  });

  it('lists every bad key in one error', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('LOG_LEVEL');
    }
  });
});

describe('.env.example', () => {
  const example = readFileSync(path.resolve(import.meta.dirname, '../../../.env.example'), 'utf8');
  const listed = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!);

  it('lists every setting the server reads, once, and no other', () => {
    expect([...listed].sort()).toEqual(Object.keys(SETTINGS.shape).sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('gives values the server accepts for the settings it sets', () => {
    const set = Object.fromEntries([...example.matchAll(/^([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!.replace(/^"(.*)"$/, '$1')]));
    expect(() => loadConfig(set)).not.toThrow();
  });
});
