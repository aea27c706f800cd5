import { COMMON_PASSWORD_PREFIX_LENGTH, PASSWORD_CHECK_ROUTES, commonPasswordForms, type API } from '@stride/domain';
import { apiCall } from '../api-client';

const buckets = new Map<string, Promise<ReadonlySet<string>>>();

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The listed hashes with a prefix, asked once a page (the answer is the same for everyone). */
function bucket(prefix: string): Promise<ReadonlySet<string>> {
  let found = buckets.get(prefix);
  if (!found) {
    found = apiCall<typeof API.auth.commonPasswords>(PASSWORD_CHECK_ROUTES.commonPasswords, { params: { prefix } }).then((answer) => new Set(answer.hashes));
    buckets.set(prefix, found);
    found.catch(() => buckets.delete(prefix));
  }
  return found;
}

/**
 * Issue 51: whether the server's list holds the password, asked by hash prefix (k-anonymity, as
 * Have I Been Pwned's range API): the password and its full hashes never leave the page.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const hashes = await Promise.all(commonPasswordForms(password).map(sha256Hex));
  const sets = await Promise.all(hashes.map((hash) => bucket(hash.slice(0, COMMON_PASSWORD_PREFIX_LENGTH))));
  return hashes.some((hash, index) => sets[index]!.has(hash));
}
