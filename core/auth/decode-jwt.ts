/**
 * The payload of a compact JWS (a JWT), decoded without checking the signature: what `jose`'s
 * `decodeJwt` did for core/auth/claims.ts, in a few lines, so the login page does not download
 * jose for it. Timing only (security.md 6): nothing may trust these claims.
 */
import { PortalError } from '../errors';

/** Raised for anything that is not a signed or unsecured JWT with a JSON object as payload. */
export class JwtDecodeError extends PortalError<'AUTH_JWT_INVALID'> {
  constructor(message: string) {
    super('AUTH_JWT_INVALID', message);
    this.name = 'JwtDecodeError';
  }
}

function base64UrlToBytes(text: string): Uint8Array {
  // Base64url (RFC 7515 §2); padding tolerated as browsers' decoders do, the standard alphabet not.
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) throw new JwtDecodeError('The payload is not base64url.');
  const standard = text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  let binary: string;
  try {
    binary = atob(standard.padEnd(standard.length + ((4 - (standard.length % 4)) % 4), '='));
  } catch {
    throw new JwtDecodeError('The payload is not base64url.');
  }
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * The claims of a JWT (three dot-separated parts; the payload a JSON object). Throws
 * JwtDecodeError otherwise, like jose's `decodeJwt` (an encrypted JWT, five parts, is not read).
 * @example decodeJwtPayload('eyJhbGciOiJub25lIn0.eyJleHAiOjF9.') // { exp: 1 }
 */
export function decodeJwtPayload(token: string): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtDecodeError('A JWT has three parts.');
  const payload = parts[1] as string;
  if (payload === '') throw new JwtDecodeError('The JWT has no payload.');
  let claims: unknown;
  try {
    claims = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(base64UrlToBytes(payload)));
  } catch (error) {
    if (error instanceof JwtDecodeError) throw error;
    throw new JwtDecodeError('The JWT payload is not JSON.');
  }
  if (claims === null || typeof claims !== 'object' || Array.isArray(claims))
    throw new JwtDecodeError('The JWT payload is not a JSON object.');
  return claims as Record<string, unknown>;
}
