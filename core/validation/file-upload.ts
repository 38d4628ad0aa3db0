/**
 * §5 file upload: at most a number of files, at least one, each at most a size, supported types
 * only, and a total size limit the help text states (one locale says 10 MB). Errors are codes; the
 * help text data is a model the driver formats (`formatByteSize`) and translates.
 *
 * Choices where the spec is silent: the defaults below (5 files; PDF, JPEG and PNG; 10 MB per file
 * and 10 MB in total, decimal megabytes), an empty file is an error (a bank cannot process it),
 * a file's type is judged by its extension and, when the browser reports one, its MIME type must
 * belong to the same format. The total-size error is reported only when every file is within the
 * per-file limit, because "this file is too large" already says everything for one big file.
 */

export interface UploadFormat {
  /** Shown in the help text. */
  readonly label: string;
  readonly extensions: readonly string[];
  /** Including the aliases older browsers report (`image/pjpeg`). */
  readonly mimeTypes: readonly string[];
}

export interface FileUploadRules {
  readonly maxFiles: number;
  readonly maxFileBytes: number;
  readonly maxTotalBytes: number;
  readonly formats: readonly UploadFormat[];
}

/** What the driver knows of a picked file (a browser `File` fits). */
export interface UploadFileDescription {
  readonly name: string;
  readonly size: number;
  /** MIME type as the browser reports it; '' when it does not know. */
  readonly type: string;
}

export const UPLOAD_FORMATS = Object.freeze({
  pdf: Object.freeze({
    label: 'PDF',
    extensions: ['pdf'],
    mimeTypes: ['application/pdf', 'application/x-pdf'],
  }),
  jpeg: Object.freeze({
    label: 'JPG',
    extensions: ['jpg', 'jpeg'],
    mimeTypes: ['image/jpeg', 'image/pjpeg'],
  }),
  png: Object.freeze({ label: 'PNG', extensions: ['png'], mimeTypes: ['image/png', 'image/x-png'] }),
}) satisfies Record<string, UploadFormat>;

export const DEFAULT_FILE_UPLOAD_RULES: FileUploadRules = Object.freeze({
  maxFiles: 5,
  maxFileBytes: 10_000_000,
  maxTotalBytes: 10_000_000,
  formats: Object.freeze([UPLOAD_FORMATS.pdf, UPLOAD_FORMATS.jpeg, UPLOAD_FORMATS.png]),
});

/** Problems of the selection as a whole. */
export type FileUploadErrorCode = 'required' | 'tooManyFiles' | 'totalTooLarge';
/** Problems of one file. */
export type UploadFileErrorCode = 'unsupportedType' | 'emptyFile' | 'fileTooLarge';

export interface FileUploadValidation {
  readonly valid: boolean;
  readonly errors: readonly FileUploadErrorCode[];
  /** Only files with problems, by their index in the selection. */
  readonly fileErrors: ReadonlyArray<{
    readonly index: number;
    readonly codes: readonly UploadFileErrorCode[];
  }>;
}

function extensionOf(name: string): string | undefined {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : undefined;
}

/**
 * Whether a file is one of the supported formats.
 * @example isSupportedUploadType({ name: 'scan.PDF', size: 1, type: 'application/pdf' }) // true
 * @example isSupportedUploadType({ name: 'scan.pdf', size: 1, type: 'text/html' }) // false
 */
export function isSupportedUploadType(
  file: UploadFileDescription,
  formats: readonly UploadFormat[] = DEFAULT_FILE_UPLOAD_RULES.formats,
): boolean {
  const extension = extensionOf(file.name);
  const format = extension
    ? formats.find((candidate) => candidate.extensions.includes(extension))
    : undefined;
  if (!format) return false;
  const type = file.type.trim().toLowerCase();
  return type === '' || format.mimeTypes.includes(type);
}

function fileErrorCodes(file: UploadFileDescription, rules: FileUploadRules): UploadFileErrorCode[] {
  const codes: UploadFileErrorCode[] = [];
  if (!isSupportedUploadType(file, rules.formats)) codes.push('unsupportedType');
  if (!(file.size > 0)) codes.push('emptyFile');
  else if (file.size > rules.maxFileBytes) codes.push('fileTooLarge');
  return codes;
}

/**
 * §5: validates a selection of files.
 * @example validateFileUpload([]).errors // ['required']
 * @example validateFileUpload([{ name: 'a.exe', size: 10, type: '' }]).fileErrors
 *   // [{ index: 0, codes: ['unsupportedType'] }]
 */
export function validateFileUpload(
  files: readonly UploadFileDescription[],
  rules: FileUploadRules = DEFAULT_FILE_UPLOAD_RULES,
): FileUploadValidation {
  const errors: FileUploadErrorCode[] = [];
  if (files.length === 0) errors.push('required');
  if (files.length > rules.maxFiles) errors.push('tooManyFiles');
  const fileErrors = files
    .map((file, index) => ({ index, codes: fileErrorCodes(file, rules) }))
    .filter((entry) => entry.codes.length > 0);
  const total = files.reduce((sum, file) => sum + Math.max(0, file.size), 0);
  const everyFileWithinLimit = files.every((file) => file.size <= rules.maxFileBytes);
  if (total > rules.maxTotalBytes && everyFileWithinLimit) errors.push('totalTooLarge');
  return { valid: errors.length === 0 && fileErrors.length === 0, errors, fileErrors };
}

/** §5 help text data: the formats and the total size limit (plus the other limits). */
export interface FileUploadHelp {
  readonly formats: readonly string[];
  readonly maxTotalBytes: number;
  readonly maxFileBytes: number;
  readonly maxFiles: number;
}

/**
 * @example fileUploadHelp().formats // ['PDF', 'JPG', 'PNG']
 * @example formatByteSize(fileUploadHelp().maxTotalBytes, 'de-DE') // '10 MB'
 */
export function fileUploadHelp(rules: FileUploadRules = DEFAULT_FILE_UPLOAD_RULES): FileUploadHelp {
  return {
    formats: rules.formats.map((format) => format.label),
    maxTotalBytes: rules.maxTotalBytes,
    maxFileBytes: rules.maxFileBytes,
    maxFiles: rules.maxFiles,
  };
}

/**
 * The `accept` attribute for the file input, so the picker offers the supported files first.
 * @example uploadAcceptAttribute() // '.pdf,.jpg,.jpeg,.png,application/pdf,…'
 */
export function uploadAcceptAttribute(rules: FileUploadRules = DEFAULT_FILE_UPLOAD_RULES): string {
  const extensions = rules.formats.flatMap((format) => format.extensions.map((extension) => `.${extension}`));
  const types = rules.formats.flatMap((format) => format.mimeTypes);
  return [...extensions, ...types].join(',');
}
