/**
 * Every text of the text locale de-CH, as one module: load-texts.ts imports it dynamically, so the
 * web build emits it as a chunk of its own and a page downloads its language only.
 */
import type { StartTexts } from '../language';
import { captcha } from './de-CH/captcha';
import { account } from './de-CH/common-account';
import { shell } from './de-CH/common-shell';
import { consent } from './de-CH/consent';
import { errors } from './de-CH/errors';
import { footer } from './de-CH/footer';
import { header } from './de-CH/header';
import { login } from './de-CH/login';
import { markets } from './de-CH/markets';
import { nav } from './de-CH/nav';
import { portal } from './de-CH/portal';
import { session } from './de-CH/session';

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
