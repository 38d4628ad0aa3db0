export type { CaptchaPort, CaptchaStoreOptions } from './captcha-store';
export { CAPTCHA_EVENTS, createCaptchaStore } from './captcha-store';
export type { CaptchaErrorCode } from './errors';
export { CAPTCHA_ERROR_CODES, CaptchaError, isCaptchaError } from './errors';
export type { SolveOptions } from './proof-of-work';
export {
  challengeExpiresAt,
  DEFAULT_MAX_NUMBER,
  MAX_ACCEPTED_MAX_NUMBER,
  solutionToken,
  solveProofOfWork,
} from './proof-of-work';
export type { CaptchaFlags, CaptchaSettings } from './settings';
export { captchaSettings } from './settings';
export type { Sha256 } from './sha256';
export { webCryptoSha256 } from './sha256';
export type { AltchaSolverOptions, CaptchaSolution, CaptchaSolver } from './solver';
export { createAltchaSolver } from './solver';
export type { CaptchaSnapshot, CaptchaState } from './states';
export { CAPTCHA_STATES } from './states';
export type { CaptchaTexts } from './texts';
export { captchaTexts } from './texts';
