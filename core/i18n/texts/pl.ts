/**
 * The texts of the text locale pl that every page needs (the login page reads only these; the
 * rest is pl-pages.ts), as one module: load-texts.ts imports it dynamically, so the web build
 * emits it as a chunk of its own and a page downloads its language only.
 */
import type { StartTexts } from '../language';
import { captcha } from './pl/captcha';
import { account } from './pl/common-account';
import { shell } from './pl/common-shell';
import { consent } from './pl/consent';
import { errors } from './pl/errors';
import { footer } from './pl/footer';
import { login } from './pl/login';
import { markets } from './pl/markets';
import { nav } from './pl/nav';
import { portal } from './pl/portal';

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
