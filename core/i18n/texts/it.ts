/**
 * The texts of the text locale it that every page needs (the login page reads only these; the
 * rest is it-pages.ts), as one module: load-texts.ts imports it dynamically, so the web build
 * emits it as a chunk of its own and a page downloads its language only.
 */
import type { StartTexts } from '../language';
import { captcha } from './it/captcha';
import { account } from './it/common-account';
import { shell } from './it/common-shell';
import { consent } from './it/consent';
import { errors } from './it/errors';
import { footer } from './it/footer';
import { login } from './it/login';
import { markets } from './it/markets';
import { nav } from './it/nav';
import { portal } from './it/portal';

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
