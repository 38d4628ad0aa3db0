/**
 * The texts of the text locale de that every page needs (the login page reads only these; the
 * rest is de-pages.ts), as one module: load-texts.ts imports it dynamically, so the web build
 * emits it as a chunk of its own and a page downloads its language only.
 */
import type { StartTexts } from '../language';
import { captcha } from './de/captcha';
import { account } from './de/common-account';
import { shell } from './de/common-shell';
import { consent } from './de/consent';
import { errors } from './de/errors';
import { footer } from './de/footer';
import { login } from './de/login';
import { markets } from './de/markets';
import { nav } from './de/nav';
import { portal } from './de/portal';

export const texts: StartTexts = {
  common: { ...shell, ...account },
  errors,
  login,
  portal,
  nav,
  footer,
  markets,
  captcha,
  consent,
};
