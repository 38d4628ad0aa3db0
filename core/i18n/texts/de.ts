/**
 * Every text of the text locale de, as one module: load-texts.ts imports it dynamically, so the
 * web build emits it as a chunk of its own and a page downloads its language only.
 */
import type { StartTexts } from '../language';
import { captcha } from './de/captcha';
import { account } from './de/common-account';
import { shell } from './de/common-shell';
import { consent } from './de/consent';
import { errors } from './de/errors';
import { footer } from './de/footer';
import { header } from './de/header';
import { login } from './de/login';
import { markets } from './de/markets';
import { nav } from './de/nav';
import { portal } from './de/portal';
import { session } from './de/session';

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
