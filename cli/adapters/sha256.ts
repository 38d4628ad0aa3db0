/**
 * SHA-256 for the bot check's proof of work (core/captcha `SyncSha256`), from node:crypto.
 *
 * Core's default, Web Crypto's `crypto.subtle.digest`, costs about 40 µs a call in Node (a promise
 * and a trip through the thread pool for 30 bytes); the proof of work hashes thousands of numbers
 * one after another, so one login spent about 200 ms of the main thread, and `check`'s 13 locales,
 * which share that thread, solved their puzzles one after another in effect: 13 locales took 2.4
 * to 3.8 times one. node:crypto's synchronous hash costs about 2 µs; the one-shot `crypto.hash`
 * (Node 20.12) makes no Hash object per number (docs/decisions/137). It is synchronous, so core
 * hashes a batch of numbers at a time and pauses between batches instead of awaiting every number
 * (docs/decisions/153).
 */
import { hash } from 'node:crypto';
import type { SyncSha256 } from '../../core/captcha';

/** @example nodeSha256Sync(new TextEncoder().encode('abc')) // 32 bytes, ba7816bf… */
export const nodeSha256Sync: SyncSha256 = (data) => hash('sha256', data, 'buffer');
