import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_PUSH_SERVICE_HOSTS, loadConfig } from './config.js';

describe('outbound settings (issue 38)', () => {
  it('config refuses a PUSH_PROXY_URL that is not http(s) at start-up', () => {
    for (const proxy of ['socks5://127.0.0.1:1080', 'file:///etc/passwd', 'ftp://proxy.example:21', 'gopher://proxy.example']) {
      expect(() => loadConfig({ PUSH_PROXY_URL: proxy }), proxy).toThrow(/PUSH_PROXY_URL: must be an http:\/\/ or https:\/\/ URL/);
    }
    expect(loadConfig({ PUSH_PROXY_URL: 'http://proxy.internal:3128' }).push.proxyUrl).toBe('http://proxy.internal:3128');
    expect(loadConfig({ PUSH_PROXY_URL: 'https://proxy.internal:3129' }).push.proxyUrl).toBe('https://proxy.internal:3129');
    expect(loadConfig({}).push.proxyUrl).toBeUndefined();
  });

  it("limits push to the browsers' push services unless PUSH_SERVICE_HOSTS says otherwise, and takes host names only", () => {
    expect(loadConfig({}).push.serviceHosts).toEqual(DEFAULT_PUSH_SERVICE_HOSTS.split(','));
    expect(loadConfig({ PUSH_SERVICE_HOSTS: '' }).push.serviceHosts).toEqual(DEFAULT_PUSH_SERVICE_HOSTS.split(','));
    expect(loadConfig({ PUSH_SERVICE_HOSTS: ' FCM.googleapis.com, *.push.apple.com ' }).push.serviceHosts).toEqual(['fcm.googleapis.com', '*.push.apple.com']);
    for (const hosts of ['*', '127.0.0.1', 'fcm.googleapis.com,*.com', 'https://fcm.googleapis.com', 'localhost']) {
      expect(() => loadConfig({ PUSH_SERVICE_HOSTS: hosts }), hosts).toThrow(ConfigError);
    }
  });

  it('takes OUTBOUND_TEST_LOOPBACK_ORIGINS (tests only) as exact https origins on loopback, nothing else', () => {
    expect(loadConfig({}).outbound.testLoopbackOrigins).toEqual([]);
    expect(loadConfig({ OUTBOUND_TEST_LOOPBACK_ORIGINS: 'https://127.0.0.1:4443, https://[::1]:4444' }).outbound.testLoopbackOrigins).toEqual(['https://127.0.0.1:4443', 'https://[::1]:4444']);
    for (const origin of ['https://10.0.0.1:4443', 'https://169.254.169.254:443', 'https://localhost:4443', 'http://127.0.0.1:4443', 'https://127.0.0.1', 'https://127.0.0.1:4443/path']) {
      expect(() => loadConfig({ OUTBOUND_TEST_LOOPBACK_ORIGINS: origin }), origin).toThrow(ConfigError);
    }
  });
});
