/**
 * The texts of the text locale en that every page needs (the login page reads only these; the
 * rest is en-pages.ts), as one module: load-texts.ts imports it dynamically, so the web build
 * emits it as a chunk of its own and a page downloads its language only.
 */
import type { StartTexts } from '../language';
import { captcha } from './en/captcha';
import { account } from './en/common-account';
import { shell } from './en/common-shell';
import { consent } from './en/consent';
import { errors } from './en/errors';
import { footer } from './en/footer';
import { login } from './en/login';
import { markets } from './en/markets';
import { nav } from './en/nav';
import { portal } from './en/portal';

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
