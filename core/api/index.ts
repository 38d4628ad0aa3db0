// The §7 contract (services, endpoints) lives in core/contract; the drivers and the sandbox read it from here.
export type { EndpointName, ServiceName, ServiceUrls } from '../contract';
export { ENDPOINTS, fillPath, SERVICES } from '../contract';
export type { ApiClient, ApiClientOptions, QueryApiClient } from './api-client';
// createApiClient (the client on query-core) is imported from './api-client' itself, on purpose:
// re-exported here, it was bundled into the browser's start-up with query-core and zod, which only
// the signed-in pages load (docs/loading.md).
export {
  confirmDataValidityMutation,
  documentsCall,
  renameProductInstanceMutation,
  updateFinancialInformationMutation,
  updateReferenceAccountMutation,
  uploadDocumentsMutation,
} from './change-calls';
export { distributorLogoCall, footerCall, seoCall } from './content-calls';
export { unreadCountCall } from './customer-calls';
export { countryHintOf, countryToRecord } from './customer-data-rules';
export type { ApiErrorCode } from './errors';
export { API_ERROR_CODES, ApiError, isApiError } from './errors';
export type { HttpAnswer } from './http';
export { parseJsonText, sendRequest } from './http';
export type {
  CustomerData,
  CustomerDataLoad,
  CustomerDataParts,
  LoadCustomerDataInput,
  Part,
  PartialCustomerData,
} from './load-customer-data';
export {
  CUSTOMER_DATA_PARTS,
  loadCustomerData,
  MAX_PRODUCT_INSTANCE_PAGES,
  startCustomerDataLoad,
} from './load-customer-data';
export type { ApiMutation } from './mutation';
export { defineMutation } from './mutation';
export {
  cobrandingCall,
  DEFAULT_DISTRIBUTION_CHANNEL_ID,
  depositTypesCall,
  pensionProductsCall,
  pomProductsCall,
  productAccessCall,
  productInstancesCall,
  productTypesCall,
} from './product-calls';
export type { PublicContent, PublicContentOptions } from './public-content';
export { createPublicContent } from './public-content';
export type { QueryEnvironmentOptions } from './query-environment';
export { routeQueryEnvironment } from './query-environment';
export type { ResponseEndpoint, ResponseOf } from './response-schemas';

export { API_RETRY_DELAYS_MS, isRetryable, MAX_API_RETRIES, retryDelayMs, shouldRetry } from './retry-policy';
