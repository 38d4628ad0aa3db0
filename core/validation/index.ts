export type { AccessibleTextFinding, LinkTextDescription } from './accessible-text';
export { checkLinkAccessibleText, hasMissingAccessibleText, linkAccessibleName } from './accessible-text';
export { formatByteSize } from './byte-size';
export { isValidEmail, MAX_EMAIL_LENGTH, MAX_EMAIL_LOCAL_PART_LENGTH } from './email';
export type {
  FileUploadErrorCode,
  FileUploadHelp,
  FileUploadRules,
  FileUploadValidation,
  UploadFileDescription,
  UploadFileErrorCode,
  UploadFormat,
} from './file-upload';
export {
  DEFAULT_FILE_UPLOAD_RULES,
  fileUploadHelp,
  isSupportedUploadType,
  UPLOAD_FORMATS,
  uploadAcceptAttribute,
  validateFileUpload,
} from './file-upload';
export type {
  LoginField,
  LoginFieldError,
  LoginFormAction,
  LoginFormErrors,
  LoginFormState,
  LoginFormTouched,
  LoginFormValues,
} from './login-form';
export {
  initialLoginFormState,
  isLoginFormValid,
  LOGIN_FIELDS,
  loginFormReducer,
  validateLoginForm,
} from './login-form';
export type { PageTitleInput } from './page-title';
export { PAGE_TITLE_SEPARATOR, pageTitle } from './page-title';
export type { PortfolioNameError } from './portfolio-name';
export {
  normalizePortfolioName,
  PORTFOLIO_NAME_CHARACTERS,
  PORTFOLIO_NAME_MAX_LENGTH,
  validatePortfolioName,
} from './portfolio-name';
export type { HeadData, HeadInput, HeadMeta } from './seo';
export { buildHeadData, canonicalUrl } from './seo';
export type { SeoSettings, SeoSettingsInput } from './seo-schema';
export { seoSettingsSchema } from './seo-schema';
export { isTokenValid } from './token-validity';
