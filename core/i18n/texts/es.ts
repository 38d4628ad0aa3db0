/**
 * The texts of the text locale es that every page needs (the login page reads only these; the
 * rest is es-pages.ts), as one module: load-texts.ts imports it dynamically, so the web build
 * emits it as a chunk of its own and a page downloads its language only.
 */
import type { StartTexts } from '../language';
import { captcha } from './es/captcha';
import { account } from './es/common-account';
import { shell } from './es/common-shell';
import { consent } from './es/consent';
import { errors } from './es/errors';
import { footer } from './es/footer';
import { login } from './es/login';
import { markets } from './es/markets';
import { nav } from './es/nav';
import { portal } from './es/portal';

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
