/**
 * Every text of the text locale en, as one module: load-texts.ts imports it dynamically, so the
 * web build emits it as a chunk of its own and a page downloads its language only.
 */
import type { StartTexts } from '../language';
import { captcha } from './en/captcha';
import { account } from './en/common-account';
import { shell } from './en/common-shell';
import { consent } from './en/consent';
import { errors } from './en/errors';
import { footer } from './en/footer';
import { header } from './en/header';
import { login } from './en/login';
import { markets } from './en/markets';
import { nav } from './en/nav';
import { portal } from './en/portal';
import { session } from './en/session';

export const texts: StartTexts = {
  common: { ...shell, ...account },
  errors,
  login,
  session,
  portal,
  nav,
  footer,
  header,
  markets,
  captcha,
  consent,
};
