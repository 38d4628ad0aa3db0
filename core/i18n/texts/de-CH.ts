/**
 * The texts of the text locale de-CH that every page needs (the login page reads only these; the
 * rest is de-CH-pages.ts), as one module: load-texts.ts imports it dynamically, so the web build
 * emits it as a chunk of its own and a page downloads its language only.
 */
import type { StartTexts } from '../language';
import { captcha } from './de-CH/captcha';
import { account } from './de-CH/common-account';
import { shell } from './de-CH/common-shell';
import { consent } from './de-CH/consent';
import { errors } from './de-CH/errors';
import { footer } from './de-CH/footer';
import { login } from './de-CH/login';
import { markets } from './de-CH/markets';
import { nav } from './de-CH/nav';
import { portal } from './de-CH/portal';

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
