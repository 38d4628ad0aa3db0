import { describe, expect, it } from 'vitest';
import { webCryptoSha256 } from '../../core/captcha';
import { nodeSha256 } from './sha256';

const hex = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(bytes as Uint8Array).toString('hex');

describe('nodeSha256: the proof-of-work hash of portal-cli', () => {
  it('is SHA-256 (the FIPS 180-2 example "abc")', async () => {
    expect(hex(await nodeSha256(new TextEncoder().encode('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('answers as Web Crypto does, for the salt-and-number inputs the puzzle hashes', async () => {
    for (const input of ['', 'salt0', 'a1b2c3d4e5f6?expires=1700000000&9999']) {
      const data = new TextEncoder().encode(input);
      expect(hex(await nodeSha256(data))).toBe(hex(await webCryptoSha256()(data)));
    }
  });
});
