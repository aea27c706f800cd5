import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent, type AgentOptions } from 'node:https';
import type { ClientRequestArgs } from 'node:http';
import { isIPv6, type LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';
import { internalAddressKind, isIpLiteral } from './outbound-addresses.js';

/**
 * Why a URL was refused. `permanent`: the URL itself can never be reached (not https, credentials
 * in it, a host not allowed, an internal address written in it); otherwise its name resolved, at
 * that moment, to an internal address (a later answer may differ, a stored URL need not go).
 */
export class OutboundRefused extends Error {
  constructor(
    readonly reason: 'scheme' | 'credentials' | 'host' | 'address',
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'OutboundRefused';
  }
}

/** Every address of a name, as `dns.lookup(name, { all: true })` answers. */
export type LookupAll = (hostname: string) => Promise<LookupAddress[]>;

export interface OutboundPolicy {
  /**
   * The hosts a URL may name: `fcm.googleapis.com` exactly, `*.push.apple.com` any name under
   * push.apple.com. Unset: any host (still refused on an internal address).
   */
  allowedHosts?: readonly string[] | undefined;
  /**
   * For tests only, never in production: https origins on loopback (`https://127.0.0.1:PORT`)
   * let through, so that the tests' local fakes can stand in for outside services. Exact origins,
   * port included; config.ts takes only loopback addresses here.
   */
  testLoopbackOrigins?: readonly string[] | undefined;
  /**
   * An HTTP proxy (CONNECT) every request goes through; it resolves the names, so none is resolved
   * here, and it is handed only URLs that passed the checks that need no DNS.
   */
  proxyUrl?: string | undefined;
  /** Resolves a name; `dns.lookup` by default (tests give one that answers what they need). */
  lookup?: LookupAll;
}

export interface OutboundGuard {
  /**
   * Checks what needs no DNS (https, no credentials, an allowed host, no internal address
   * written in it) and answers the URL normalised (`0x7f.0.0.1` reads 127.0.0.1), which is what
   * must then be requested. Throws OutboundRefused.
   */
  checkUrl(raw: string): URL;
  /** checkUrl, and the host's every address public (unless a proxy resolves names). Throws OutboundRefused, or the DNS error. */
  check(raw: string): Promise<URL>;
  /**
   * For requests made without the proxy: an https agent that connects only to a host checkUrl
   * allows, and only to an address resolved and checked at that moment, so that a name answering
   * a public address to `check` and an internal one a second later (DNS rebinding) is refused.
   */
  agent: Agent;
  proxyUrl: string | undefined;
}

/** Whether `hostname` (a URL's, lower case) is `pattern` or, for `*.name`, any name under it. */
export function hostAllowed(hostname: string, pattern: string): boolean {
  const host = hostname.replace(/\.$/, '');
  const wanted = pattern.toLowerCase();
  return wanted.startsWith('*.') ? host.endsWith(wanted.slice(1)) && host.length > wanted.length - 1 : host === wanted;
}

/**
 * Names that mean a machine inside a network whatever DNS says (a proxy resolving them would
 * reach it): one label (`metadata`, `redis`), `localhost`, and the special-use and private-use
 * suffixes (RFC 6761, RFC 8375, `.internal` as clouds use it: metadata.google.internal).
 */
function internalName(host: string): boolean {
  const name = host.replace(/\.$/, '');
  return !name.includes('.') || /(^|\.)(localhost|local|internal|home\.arpa|arpa|test|invalid|example|localdomain|lan|intranet)$/.test(name);
}

const defaultLookup: LookupAll = (hostname) =>
  new Promise((resolve, reject) => dnsLookup(hostname, { all: true, order: 'verbatim' }, (error, addresses) => (error ? reject(error) : resolve(addresses))));

/**
 * The one check for every URL a user gives the server to request (push endpoints now, webhooks
 * next): https only, no redirect ever followed (the callers' clients follow none), and never an
 * address inside the network, whether written in the URL in any form, answered by DNS when the
 * URL is checked, or answered by DNS when the connection is made.
 */
export function createOutboundGuard(policy: OutboundPolicy = {}): OutboundGuard {
  const lookupAll = policy.lookup ?? defaultLookup;
  const testOrigins = new Set(policy.testLoopbackOrigins ?? []);

  /**
   * The host part of the checks, shared by checkUrl and the agent (which sees the host it connects
   * to). `host` as a URL writes it: lower case, an IPv6 address in brackets.
   */
  function checkHost(host: string, port: string): void {
    if (testOrigins.has(URL.parse(`https://${host}${port ? `:${port}` : ''}`)?.origin ?? '') && internalAddressKind(host) === 'loopback') return;
    if (policy.allowedHosts && !policy.allowedHosts.some((pattern) => hostAllowed(host, pattern))) throw new OutboundRefused('host', `host ${host} is not allowed`, true);
    if (isIpLiteral(host)) {
      const kind = internalAddressKind(host);
      if (kind) throw new OutboundRefused('address', `${host} is a ${kind} address`, true);
    } else if (internalName(host)) {
      throw new OutboundRefused('host', `${host} names a machine inside a network`, true);
    }
  }

  function checkUrl(raw: string): URL {
    const url = URL.parse(raw);
    if (!url || url.protocol !== 'https:') throw new OutboundRefused('scheme', 'only https URLs are requested', true);
    if (url.username || url.password) throw new OutboundRefused('credentials', 'a URL with credentials is not requested', true);
    checkHost(url.hostname, url.port);
    return url;
  }

  /** Every address of `hostname`, refused when any one is internal (a rebinding name may rotate its answers). */
  async function publicAddresses(hostname: string): Promise<LookupAddress[]> {
    const addresses = await lookupAll(hostname);
    if (addresses.length === 0) throw Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' });
    for (const { address } of addresses) {
      const kind = internalAddressKind(address);
      if (kind) throw new OutboundRefused('address', `${hostname} resolves to ${address}, a ${kind} address`, false);
    }
    return addresses;
  }

  const pinnedLookup: LookupFunction = (hostname, options, callback) => {
    publicAddresses(hostname).then(
      (addresses) => {
        const usable = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
        if (usable.length === 0) return callback(Object.assign(new Error(`${hostname} has no IPv${String(options.family)} address`), { code: 'ENOTFOUND' }), '');
        if (options.all) return callback(null, usable);
        callback(null, usable[0]!.address, usable[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };

  class GuardedAgent extends Agent {
    override createConnection(options: ClientRequestArgs, callback?: (err: Error | null, stream: Duplex) => void): Duplex | null | undefined {
      try {
        const host = String(options.host ?? options.hostname ?? '').toLowerCase();
        checkHost(isIPv6(host) ? `[${host}]` : host, options.port ? String(options.port) : '');
      } catch (error) {
        callback?.(error as Error, undefined as unknown as Duplex);
        return undefined;
      }
      // A name is resolved here and only its checked addresses are connected to; an IP written
      // in the URL is not looked up at all, and checkHost has just judged it.
      return super.createConnection({ ...options, lookup: pinnedLookup } as ClientRequestArgs, callback);
    }
  }

  return {
    checkUrl,
    async check(raw) {
      const url = checkUrl(raw);
      if (!policy.proxyUrl && !isIpLiteral(url.hostname)) await publicAddresses(url.hostname);
      return url;
    },
    agent: new GuardedAgent({} satisfies AgentOptions),
    proxyUrl: policy.proxyUrl,
  };
}
