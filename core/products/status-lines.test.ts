import { describe, expect, it } from 'vitest';
import { createTranslator, type TextKey } from '../i18n';
import { SUPPORTED_LOCALES } from '../locale';
import {
  blockerKey,
  INSTRUCTION_STATES,
  ORDER_BLOCKERS,
  ORDER_RULE_VIOLATIONS,
  ORDER_STATES,
  ORDER_TYPES,
  type ProductInstance,
  productStatusLines,
  productStatusOf,
  SAVINGS_PLAN_STATES,
  toneText,
} from '.';

const instance: ProductInstance = {
  product_instance_domain_id: 'pi-1',
  product_category: 'LIQUID',
  name: 'Balanced',
  state: 'ACTIVE',
  instance_template_domain_id: 'DWM50',
  savings_plan: { state: 'ACTIVE', amount: 100, currency: 'EUR' },
  orders: [
    {
      id: 'ord-1',
      type: 'BUY',
      state: 'IN_PROGRESS',
      amount: 345.67,
      currency: 'EUR',
      instructions: [{ id: 'ins-1', state: 'FUNDED' }],
    },
    { id: 'ord-2', type: 'PARTIAL_SELL', state: 'REJECTED', amount: 50_000, currency: 'EUR' },
    { id: 'ord-3', type: 'SOMETHING_NEW', state: 'CONFIRMED' },
  ],
  order_blockers: ['has_orders_in_progress', 'has_orders_in_progress'],
} as ProductInstance;

describe('product status lines (§4, §8) in the translator language', () => {
  it('German: savings plan, orders in progress with instructions, rejection with its reason, blocker', () => {
    const lines = productStatusLines(productStatusOf(instance), createTranslator('de-DE'));
    // Intl puts a no-break space between amount and currency; compare with plain spaces.
    const plain = (text: string) => text.replaceAll('\u00a0', ' ');
    expect(lines.map(({ id, tone, text }) => [id, tone, plain(text)])).toEqual([
      ['savings-plan', 'done', 'Sparplan: Aktiv, 100,00 € monatlich'],
      ['ord-1', 'pending', 'Kauf 345,67 €: In Bearbeitung (Zahlung: Bezahlt)'],
      ['ord-3', 'pending', 'Auftrag: Bestätigt'],
      [
        'ord-2',
        'problem',
        'Teilverkauf 50.000,00 €: Abgelehnt. Grund: Ein unerwarteter Fehler ist aufgetreten.',
      ],
      [
        'blocker:has_orders_in_progress',
        'problem',
        'Neue Aufträge sind derzeit nicht möglich, weil noch ein Auftrag in Bearbeitung ist.',
      ],
    ]);
  });

  it('English and Swiss German read from their own tables (de-CH written with ss)', () => {
    const english = productStatusLines(productStatusOf(instance), createTranslator('en-GB'));
    expect(english[1]!.text.replaceAll('\u00a0', ' ')).toBe(
      'Purchase €345.67: In progress (Payment: Funded)',
    );
    const swiss = createTranslator('de-CH');
    expect(swiss.t('productStatus:renameDone', { name: 'X' })).toBe('Das Portfolio heisst jetzt «X».');
    expect(toneText('problem', swiss)).toBe('Bitte beachten');
  });

  it('every state, type (§3 order types), violation and blocker of core/products has a text in every language', () => {
    const keys = [
      ...ORDER_STATES.map((state) => `productStatus:orderState_${state}`),
      ...INSTRUCTION_STATES.filter((state) => !(ORDER_STATES as readonly string[]).includes(state)).map(
        (state) => `productStatus:instructionState_${state}`,
      ),
      ...SAVINGS_PLAN_STATES.map((state) => `productStatus:savingsPlanState_${state}`),
      ...ORDER_TYPES.map((type) => `productStatus:orderType_${type}`),
      ...ORDER_RULE_VIOLATIONS.map((violation) => `productStatus:ruleViolation_${violation}`),
      ...ORDER_BLOCKERS.map(blockerKey),
    ] as TextKey[];
    for (const locale of SUPPORTED_LOCALES) {
      const { t } = createTranslator(locale);
      // A key found nowhere comes back as itself, without its namespace.
      const t0 = t as (key: TextKey) => string;
      expect(
        keys.filter((key) => t0(key) === key.slice('productStatus:'.length)),
        locale,
      ).toEqual([]);
    }
  });
});
