export type { Endpoint, EndpointName, HttpMethod, ServiceName, ServiceUrls } from '../contract';
export { ENDPOINTS, endpointUrl, fillPath, OPEN_BANKING_API_PATH, SERVICES } from '../contract';
export type {
  ApiClient,
  ApiClientOptions,
  ApiSessionControl,
  ApiTokenSource,
  QueryApiClient,
} from './api-client';
// createApiClient (the client on query-core) is imported from './api-client' itself, on purpose:
// re-exported here, it was bundled into the browser's start-up with query-core and zod although
// the browser only loads it on the first call (createLazyApiClient; issue 12).
export type { ApiAudience, ApiCall, ApiQueryKey, ApiScope } from './call';
export { API_QUERY_KEY_ROOT, apiQueryKey, defineCall } from './call';
export {
  confirmDataValidityMutation,
  documentsCall,
  renameProductInstanceMutation,
  updateFinancialInformationMutation,
  updateReferenceAccountMutation,
  uploadDocumentsMutation,
} from './change-calls';
export { distributorLogoCall, footerCall, seoCall } from './content-calls';
export {
  accountCall,
  accountsCall,
  CUSTOMER_BASE_EMBEDS,
  customerCall,
  DATA_VALIDITY_EMBED,
  switchableAccountsCall,
  switchableAccountsCallIf,
  unreadCountCall,
} from './customer-calls';
export {
  countryHintOf,
  countryToRecord,
  embedsDataValidity,
  hintIsGerman,
  loadsPensionProducts,
  needsDataValidityReload,
} from './customer-data-rules';
export type { ApiErrorCode, ApiErrorDetails } from './errors';
export { API_ERROR_CODES, ApiError, apiErrorForStatus, isApiError } from './errors';
export type { HttpAnswer, HttpDeps, HttpRequest } from './http';
export { parseJsonText, sendRequest } from './http';
export { createLazyApiClient } from './lazy-api-client';
export type { CustomerData, CustomerDataLoad, LoadCustomerDataInput, Part } from './load-customer-data';
export { loadCustomerData, MAX_PRODUCT_INSTANCE_PAGES, startCustomerDataLoad } from './load-customer-data';
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
export type { QueryEnvironmentOptions } from './query-environment';
export { routeQueryEnvironment } from './query-environment';
export type { ResponseEndpoint, ResponseOf } from './response-schemas';
export { API_RETRY_DELAYS_MS, isRetryable, MAX_API_RETRIES, retryDelayMs, shouldRetry } from './retry-policy';
