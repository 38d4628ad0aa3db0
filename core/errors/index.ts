export type { PortalErrorCode } from './portal-error';
export { isPortalError, PORTAL_ERROR_CODE_FORMAT, PortalError } from './portal-error';
export type { RenamedErrorCode } from './renamed-codes';
export { currentErrorCode, RENAMED_ERROR_CODES } from './renamed-codes';
