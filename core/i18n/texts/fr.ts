/**
 * The texts of the text locale fr that every page needs (the login page reads only these; the
 * rest is fr-pages.ts), as one module: load-texts.ts imports it dynamically, so the web build
 * emits it as a chunk of its own and a page downloads its language only.
 */
import type { StartTexts } from '../language';
import { captcha } from './fr/captcha';
import { account } from './fr/common-account';
import { shell } from './fr/common-shell';
import { consent } from './fr/consent';
import { errors } from './fr/errors';
import { footer } from './fr/footer';
import { login } from './fr/login';
import { markets } from './fr/markets';
import { nav } from './fr/nav';
import { portal } from './fr/portal';

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
