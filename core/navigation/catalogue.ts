/**
 * §2.4 every entry a market's main navigation can hold, in menu order, before §6 filtering.
 */

import { createTranslator } from '../i18n';
import {
  aboutGroup,
  financeKnowledgeGroup,
  helpGroup,
  informationGroup,
  mySavingsGroup,
} from './catalogue-groups';
import { offersGroup } from './catalogue-offers';
import type { DraftNavItem } from './draft';
import type { NavigationContext } from './inputs';

/** @example catalogueFor({ locale: 'de-DE', flags, config })[0].id // 'mySavings' */
export function catalogueFor(ctx: Pick<NavigationContext, 'locale' | 'flags' | 'config'>): DraftNavItem[] {
  const { locale, flags, config } = ctx;
  const { t } = createTranslator(locale);
  return [
    mySavingsGroup(locale, t, flags),
    offersGroup(locale, t, config),
    financeKnowledgeGroup(locale, t),
    informationGroup(locale, t, config),
    helpGroup(locale, t, config),
    aboutGroup(locale, t),
  ];
}
