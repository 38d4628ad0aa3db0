export type { LinkTextDescription } from './accessible-text';
export { checkLinkAccessibleText, hasMissingAccessibleText, linkAccessibleName } from './accessible-text';
export { formatByteSize } from './byte-size';
export { isValidEmail } from './email';
export type { UploadFileDescription } from './file-upload';
export {
  DEFAULT_FILE_UPLOAD_RULES,
  fileUploadHelp,
  isSupportedUploadType,
  uploadAcceptAttribute,
  validateFileUpload,
} from './file-upload';
export type { HeadData, HeadInput, HeadMeta } from './head-data';
export { defaultHeadData } from './head-data';
export type { LoginField, LoginFormAction, LoginFormState } from './login-form';
export {
  initialLoginFormState,
  isLoginFormValid,
  LOGIN_FIELDS,
  loginFormReducer,
  validateLoginForm,
} from './login-form';
export { pageTitle } from './page-title';
export type { PortfolioNameError } from './portfolio-name';
export { normalizePortfolioName, PORTFOLIO_NAME_MAX_LENGTH, validatePortfolioName } from './portfolio-name';
export { buildHeadData, canonicalUrl } from './seo';
export { readSeoSettings } from './seo-reader';
export type { SeoSettings } from './seo-schema';
export { seoSettingsSchema } from './seo-schema';
export { isTokenValid } from './token-validity';
