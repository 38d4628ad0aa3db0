/**
 * The captcha provider's challenge call (§7), in a module of its own: the login page's bot check
 * needs this one address (core/captcha challenge-url.ts), and importing it from endpoints.ts would
 * place that whole module, the table of every call, in the page's start-up chunk (about 0.7 kB
 * gzip). endpoints.ts lists it as `ENDPOINTS.captchaChallenge`.
 */
export const CAPTCHA_CHALLENGE_ENDPOINT = {
  method: 'GET',
  service: 'identity',
  path: '/captcha/challenge',
} as const;
