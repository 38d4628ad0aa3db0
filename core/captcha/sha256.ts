/**
 * SHA-256 for the proof of work, from Web Crypto (`crypto.subtle.digest`), which browsers and
 * Node 20+ both provide. core/platform.d.ts declares `crypto` without `subtle` on purpose (core
 * needs so little of it), so the one method used here is typed locally instead of widening the
 * platform for every folder.
 */

/** Hashes bytes; resolves to the 32-byte digest. */
export type Sha256 = (data: Uint8Array) => Promise<Uint8Array>;

/**
 * Hashes bytes synchronously; returns the 32-byte digest. Where a platform has one (Node's
 * `crypto.hash`; browsers have none), the proof of work hashes in batches instead of awaiting every
 * number (decision 153). `data` is only valid during the call: the caller reuses its buffer.
 */
export type SyncSha256 = (data: Uint8Array) => Uint8Array;

interface SubtleDigest {
  digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
}

/**
 * The platform's SHA-256.
 * @example const digest = await webCryptoSha256()(new TextEncoder().encode('abc'));
 * @throws Error when the platform has no Web Crypto (an old runtime or an insecure browser context)
 */
export function webCryptoSha256(): Sha256 {
  // Read off globalThis: the drivers' own type libraries describe `crypto` differently.
  const subtle = (globalThis as unknown as { readonly crypto?: { readonly subtle?: SubtleDigest } }).crypto
    ?.subtle;
  if (!subtle) throw new Error('Web Crypto (crypto.subtle) is not available here.');
  return async (data) => new Uint8Array(await subtle.digest('SHA-256', data));
}
