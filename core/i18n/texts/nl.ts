/**
 * The texts of the text locale nl that every page needs (the login page reads only these; the
 * rest is nl-pages.ts), as one module: load-texts.ts imports it dynamically, so the web build
 * emits it as a chunk of its own and a page downloads its language only.
 */
import type { StartTexts } from '../language';
import { captcha } from './nl/captcha';
import { account } from './nl/common-account';
import { shell } from './nl/common-shell';
import { consent } from './nl/consent';
import { errors } from './nl/errors';
import { footer } from './nl/footer';
import { login } from './nl/login';
import { markets } from './nl/markets';
import { nav } from './nl/nav';
import { portal } from './nl/portal';

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
