/**
 * Investment orders in progress across the customer's portfolios (§4 order states), for the
 * deposit pages: they are paid from or into the account, so they explain why the amount available
 * may change. Nothing is shown when there are none.
 */
import type { ProductInstance } from '../../../core/products';
import { orderStateText, orderStateTone, ordersInProgressOf, orderTitle } from '../../../core/products';
import { useTranslator } from '../../app/PortalContext';
import styles from './ProductStatus.module.css';

export function OrdersInProgress({ instances }: { readonly instances: readonly ProductInstance[] }) {
  const translator = useTranslator();
  const { t } = translator;
  const entries = ordersInProgressOf(instances);
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="orders-in-progress">
      <h2 id="orders-in-progress">{t('productStatus:depositOrdersHeading')}</h2>
      <p>{t('productStatus:depositOrdersHint')}</p>
      <ul className={styles.status}>
        {entries.map(({ instance, order }) => {
          const tone = orderStateTone(order.state);
          return (
            <li key={order.id} className={`${styles.line} ${styles[tone]}`}>
              <span className={styles.icon} aria-hidden="true">
                …
              </span>
              <span>
                {`${instance.name || instance.instance_template_domain_id || instance.product_instance_domain_id}: ${orderTitle(order, translator)}, ${orderStateText(order, translator)}`}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
