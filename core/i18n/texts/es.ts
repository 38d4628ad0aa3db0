/**
 * Every text of the text locale es, as one module: load-texts.ts imports it dynamically, so the
 * web build emits it as a chunk of its own and a page downloads its language only.
 */
import type { StartTexts } from '../language';
import { captcha } from './es/captcha';
import { account } from './es/common-account';
import { shell } from './es/common-shell';
import { consent } from './es/consent';
import { errors } from './es/errors';
import { footer } from './es/footer';
import { header } from './es/header';
import { login } from './es/login';
import { markets } from './es/markets';
import { nav } from './es/nav';
import { portal } from './es/portal';
import { session } from './es/session';

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
