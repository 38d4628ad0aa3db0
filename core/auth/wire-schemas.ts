/**
 * The wire bodies' schemas (zod): the contract the sandbox (fixtures/) checks requests and answers
 * against. core reads answers with wire-readers.ts, which wire-readers.test.ts holds equal to these.
 */
import * as z from 'zod/mini';

/** §3 login request: exactly these fields; sardineSessionKey only with device fingerprinting on. */
export const loginRequestSchema = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(320)),
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
  captchaSolutionToken: z.optional(z.string().check(z.maxLength(20_000))),
  verificationId: z.optional(z.string().check(z.maxLength(200))),
  locale: z.string().check(z.minLength(2), z.maxLength(10)),
  clientId: z.string().check(z.minLength(1), z.maxLength(100)),
  rememberDeviceConsent: z.boolean(),
  newAuthDomain: z.boolean(),
  sardineSessionKey: z.optional(z.string().check(z.maxLength(200))),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The token object of a completed login and of a refresh. */
export const tokenSetSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
  expires_in: z.optional(z.number()),
  refresh_expires_in: z.optional(z.number()),
  token_type: z.optional(z.string()),
});
export type TokenSet = z.infer<typeof tokenSetSchema>;

/** 200 from the login call. */
export const loginSuccessSchema = z.object({ token: tokenSetSchema });

/** OAuth-style error body (RFC 6749 §5.2) used by login, token and logout calls. */
export const errorBodySchema = z.object({
  error: z.string(),
  error_description: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Claims core reads from an access token, for timing only, never for authorisation (security.md 6). */
export const accessClaimsSchema = z.object({
  exp: z.number(),
  iat: z.number(),
  azp: z.optional(z.string()),
  /** RFC 9068 JWT access tokens name their client here; Keycloak's name it in azp. */
  client_id: z.optional(z.string()),
  sub: z.optional(z.string()),
  sid: z.optional(z.string()),
  /** The customer number (bacNumber). */
  customer_id: z.optional(z.string()),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

/**
 * §7 session probe (GET {origin}/savingglobal/rest/open_api/v2/customer): the portal's customer of
 * the bearer's session. Only an answer of this shape says "the portal accepts the session"; a 200
 * with an HTML page (a proxy's error page, a login form) says nothing.
 */
export const sessionProbeAnswerSchema = z.object({
  customerId: z.string().check(z.minLength(1)),
  userId: z.optional(z.string()),
  fullName: z.optional(z.string()),
  status: z.optional(z.string()),
});
export type SessionProbeAnswer = z.infer<typeof sessionProbeAnswerSchema>;

/** The proof-of-work challenge the captcha provider issues (ALTCHA format). */
export const captchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.optional(z.number()),
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
    expiresAt: z.optional(z.number()),
  }),
  signature: z.string(),
});
export type CaptchaChallengeV2 = z.infer<typeof captchaChallengeV2Schema>;
