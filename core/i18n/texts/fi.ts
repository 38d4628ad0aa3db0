/**
 * The texts of the text locale fi that every page needs (the login page reads only these; the
 * rest is fi-pages.ts), as one module: load-texts.ts imports it dynamically, so the web build
 * emits it as a chunk of its own and a page downloads its language only.
 */
import type { StartTexts } from '../language';
import { captcha } from './fi/captcha';
import { account } from './fi/common-account';
import { shell } from './fi/common-shell';
import { consent } from './fi/consent';
import { errors } from './fi/errors';
import { footer } from './fi/footer';
import { login } from './fi/login';
import { markets } from './fi/markets';
import { nav } from './fi/nav';
import { portal } from './fi/portal';

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
