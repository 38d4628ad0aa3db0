export { CAPTCHA_CHALLENGE_ENDPOINT } from './captcha-endpoint';
export type { Endpoint, EndpointName, HttpMethod } from './endpoints';
export {
  ENDPOINTS,
  endpointUrl,
  fillPath,
  OPEN_BANKING_API_PATH,
} from './endpoints';
export type { ServiceName, ServiceUrls } from './services';
export { SERVICES } from './services';
