import { generateVapidKeys } from '../../adapters/web-push.js';
import type { AppSecretsRepository } from '../secrets/app-secrets.repository.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair that signs web push (RFC 8292): from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY
 * when set; otherwise made once and kept in the database, so `npm start` needs no setup and the
 * browsers' subscriptions (bound to the public key) survive restarts.
 */
export async function loadVapidKeys(configured: VapidKeys | undefined, secrets: AppSecretsRepository, now: Date): Promise<VapidKeys> {
  if (configured) return configured;
  const stored = await secrets.getOrCreate('vapid', () => JSON.stringify(generateVapidKeys()), now);
  const keys = JSON.parse(stored) as VapidKeys;
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
