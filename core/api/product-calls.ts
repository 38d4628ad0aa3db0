/**
 * The product calls of §7 (docs/decisions/002 for paths, 011 for bodies).
 */
import type {
  Cobranding,
  DepositTypes,
  PensionProducts,
  PomProducts,
  ProductAccess,
  ProductInstancesPage,
  ProductTypes,
} from '../products';
import { type ApiCall, defineCall } from './call';

/**
 * The distribution channel of the online portal, for the product-types call. The spec names the
 * parameter but not where its value comes from; the portal is one channel, so it is configuration
 * with this default (docs/decisions/021).
 */
export const DEFAULT_DISTRIBUTION_CHANNEL_ID = 'ONLINE';

/** @example productAccessCall({ bacNumber: '0042' }).params // { bacNumber: '0042' } */
export function productAccessCall(input: { bacNumber: string }): ApiCall<ProductAccess> {
  return defineCall('productAccess', { params: { bacNumber: input.bacNumber } });
}

/** §7 GET cobranding, no parameters. @example cobrandingCall().query // {} */
export function cobrandingCall(): ApiCall<Cobranding> {
  return defineCall('cobranding');
}

/** §7 GET deposits types (customer_id). @example depositTypesCall({ customerId: '0042' }).query // { customer_id: '0042' } */
export function depositTypesCall(input: { customerId: string }): ApiCall<DepositTypes> {
  return defineCall('depositTypes', { query: { customer_id: input.customerId } });
}

/**
 * §7 GET products types (distributor_id, distribution_channel_id).
 * @example productTypesCall({ distributorId: 'D1' }).query
 * // { distributor_id: 'D1', distribution_channel_id: 'ONLINE' }
 */
export function productTypesCall(input: {
  distributorId: string;
  distributionChannelId?: string | undefined;
}): ApiCall<ProductTypes> {
  return defineCall('productTypes', {
    query: {
      distributor_id: input.distributorId,
      distribution_channel_id: input.distributionChannelId ?? DEFAULT_DISTRIBUTION_CHANNEL_ID,
    },
  });
}

/**
 * §7 GET pension customer products (migrated products). §6: German customers only (see
 * customer-data-rules.ts).
 * @example pensionProductsCall({ bacNumber: '0042' }).name // 'pensionProducts'
 */
export function pensionProductsCall(input: { bacNumber: string }): ApiCall<PensionProducts> {
  return defineCall('pensionProducts', { params: { bacNumber: input.bacNumber } });
}

/**
 * §7 GET product_instance (customer_domain_id, pageId); pages count from 0.
 * @example productInstancesCall({ customerNumber: '0042', pageId: 1 }).query
 * // { customer_domain_id: '0042', pageId: '1' }
 */
export function productInstancesCall(input: {
  customerNumber: string;
  pageId: number;
}): ApiCall<ProductInstancesPage> {
  return defineCall('productInstances', {
    query: { customer_domain_id: input.customerNumber, pageId: String(input.pageId) },
  });
}

/** §7 GET pom products. @example pomProductsCall().name // 'pomProducts' */
export function pomProductsCall(): ApiCall<PomProducts> {
  return defineCall('pomProducts');
}
