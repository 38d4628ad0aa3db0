/** Translated labels of product states (§4); unknown pension states say "not available" instead of a raw code. */

import type { Translator } from '../../../core/i18n';
import type { ProductInstanceState } from '../../../core/products';

type T = Translator['t'];

export function instanceStateLabel(state: ProductInstanceState, t: T): string {
  return t(`portalPages:instanceState${state}` as const);
}

export function pensionStateLabel(state: string, t: T): string {
  const normalised = state.trim().toLowerCase();
  if (normalised === 'active') return t('portalPages:pensionStateActive');
  if (normalised === 'onlineantrag') return t('portalPages:pensionStateApplication');
  return t('portalPages:pensionStateOther');
}
