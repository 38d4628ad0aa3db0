import type { CaptchaTexts } from '../../label-types';

export const captcha: CaptchaTexts = {
  label: 'I am not a robot',
  status: {
    uninitialized: 'Loading the security check …',
    ready: 'Please confirm that you are not a robot.',
    solving: 'Verifying …',
    solved: 'Verified',
    error: 'The check failed. Please try again.',
    expired: 'The check has expired. Please confirm again.',
  },
};
