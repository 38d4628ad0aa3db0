import { describe, expect, it } from 'vitest';
import { webCryptoSha256 } from '../../core/captcha';
import { nodeSha256Sync } from './sha256';

const hex = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(bytes as Uint8Array).toString('hex');

describe('nodeSha256Sync: the proof-of-work hash of portal-cli', () => {
  it('is SHA-256 (the FIPS 180-2 example "abc")', () => {
    expect(hex(nodeSha256Sync(new TextEncoder().encode('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('answers as Web Crypto does, for the salt-and-number inputs the puzzle hashes', async () => {
    for (const input of ['', 'salt0', 'a1b2c3d4e5f6?expires=1700000000&9999']) {
      const data = new TextEncoder().encode(input);
      expect(hex(nodeSha256Sync(data))).toBe(hex(await webCryptoSha256()(data)));
    }
  });

  it('hashes only the bytes of the view it is given (core reuses one buffer for every number)', () => {
    const buffer = new TextEncoder().encode('abcdef');
    expect(hex(nodeSha256Sync(buffer.subarray(0, 3)))).toBe(
      hex(nodeSha256Sync(new TextEncoder().encode('abc'))),
    );
  });
});
