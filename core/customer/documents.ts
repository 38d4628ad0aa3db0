/**
 * Documents a customer uploads (§5 file upload) and the list the documents page shows. The upload
 * is JSON with each file's bytes in base64: core has no FormData (no DOM types), and the sizes §5
 * allows (10 MB in total) fit. docs/decisions/112-document-upload.md.
 */
import * as z from 'zod/mini';
import { hasMissingAccessibleText } from '../validation';

const id = z.string().check(z.minLength(1), z.maxLength(100));

/** One uploaded document as the server lists it. */
export const customerDocumentSchema = z.object({
  id,
  /** The file name as uploaded. */
  name: z.string().check(z.minLength(1), z.maxLength(255)),
  /** The customer's description, shown instead of the file name when present. */
  title: z.nullish(z.string().check(z.maxLength(100))),
  type: z.string().check(z.maxLength(100)),
  size: z.number().check(z.int(), z.gte(0)),
  /** ISO 8601. */
  uploaded_at: z.string().check(z.minLength(1), z.maxLength(40)),
});
export type CustomerDocument = z.infer<typeof customerDocumentSchema>;

/** GET documents and the upload's answer: `{ data: CustomerDocument[] }`, newest first. */
export const customerDocumentsSchema = z.object({ data: z.array(customerDocumentSchema) });
export type CustomerDocuments = z.infer<typeof customerDocumentsSchema>;

/** Maximum length of the free-text description. */
export const DOCUMENT_TITLE_MAX_LENGTH = 100;

/** The upload body. `content` is the file's bytes in standard base64. */
export const documentUploadSchema = z.object({
  customer_id: id,
  title: z.nullish(z.string().check(z.maxLength(DOCUMENT_TITLE_MAX_LENGTH))),
  files: z
    .array(
      z.object({
        name: z.string().check(z.minLength(1), z.maxLength(255)),
        type: z.string().check(z.maxLength(100)),
        size: z.number().check(z.int(), z.gte(0)),
        content: z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/)),
      }),
    )
    .check(z.minLength(1), z.maxLength(20)),
});
export type DocumentUpload = z.infer<typeof documentUploadSchema>;

/** Format characters (zero-width space, bidi marks) print nothing: text made of them is no text. */
const INVISIBLE = /[\p{Cf}\p{Cc}]/gu;

/**
 * The problem with a document description, if any. An empty description is fine (the file names
 * are shown); one that would show nothing (only spaces or invisible characters) is not, because
 * the list would then name the document with nothing (§5 missing accessible text).
 * @example documentTitleError('Gehaltsnachweis 2025') // undefined
 * @example documentTitleError('\u200b\u200b') // 'noVisibleText'
 */
export function documentTitleError(title: string): 'noVisibleText' | 'tooLong' | undefined {
  if (title === '') return undefined;
  if (hasMissingAccessibleText({ text: title.replace(INVISIBLE, '') })) return 'noVisibleText';
  if ([...title].length > DOCUMENT_TITLE_MAX_LENGTH) return 'tooLong';
  return undefined;
}

/**
 * What a document is called in the list: its description, else its file name.
 * @example documentLabel({ name: 'scan.pdf', title: ' Lohn ' }) // 'Lohn'
 */
export function documentLabel(entry: Pick<CustomerDocument, 'name' | 'title'>): string {
  const title = entry.title?.replace(INVISIBLE, '').trim();
  return title ? title : entry.name;
}
