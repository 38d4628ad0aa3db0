/**
 * The wire bodies' schemas (zod): the contract the sandbox (fixtures/) checks requests and answers
 * against. core reads answers with wire-readers.ts, which wire-readers.test.ts holds equal to these.
 */
import * as z from 'zod';

/** §3 login request: exactly these fields; sardineSessionKey only with device fingerprinting on. */
export const loginRequestSchema = z.object({
  username: z.string().min(1).max(320),
  password: z.string().min(1).max(1024),
  captchaSolutionToken: z.string().max(20_000).optional(),
  verificationId: z.string().max(200).optional(),
  locale: z.string().min(2).max(10),
  clientId: z.string().min(1).max(100),
  rememberDeviceConsent: z.boolean(),
  newAuthDomain: z.boolean(),
  sardineSessionKey: z.string().max(200).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The token object of a completed login and of a refresh. */
export const tokenSetSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().optional(),
  refresh_expires_in: z.number().optional(),
  token_type: z.string().optional(),
});
export type TokenSet = z.infer<typeof tokenSetSchema>;

/** 200 from the login call. */
export const loginSuccessSchema = z.object({ token: tokenSetSchema });

/** OAuth-style error body (RFC 6749 §5.2) used by login, token and logout calls. */
export const errorBodySchema = z.object({
  error: z.string(),
  error_description: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Claims core reads from an access token, for timing only, never for authorisation (security.md 6). */
export const accessClaimsSchema = z.object({
  exp: z.number(),
  iat: z.number(),
  azp: z.string().optional(),
  /** RFC 9068 JWT access tokens name their client here; Keycloak's name it in azp. */
  client_id: z.string().optional(),
  sub: z.string().optional(),
  sid: z.string().optional(),
  /** The customer number (bacNumber). */
  customer_id: z.string().optional(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

/**
 * §7 session probe (GET {origin}/savingglobal/rest/open_api/v2/customer): the portal's customer of
 * the bearer's session. Only an answer of this shape says "the portal accepts the session"; a 200
 * with an HTML page (a proxy's error page, a login form) says nothing.
 */
export const sessionProbeAnswerSchema = z.object({
  customerId: z.string().min(1),
  userId: z.string().optional(),
  fullName: z.string().optional(),
  status: z.string().optional(),
});
export type SessionProbeAnswer = z.infer<typeof sessionProbeAnswerSchema>;

/** The proof-of-work challenge the captcha provider issues (ALTCHA format). */
export const captchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/**
 * The second challenge generation (§9 captchaV2; ALTCHA's v2 format): a key derivation per attempt
 * instead of one hash. Unknown parameters are kept, not dropped: the signature covers every one,
 * and the solution sends them back as they came.
 */
export const captchaChallengeV2Schema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string(),
});
export type CaptchaChallengeV2 = z.infer<typeof captchaChallengeV2Schema>;
