/**
 * The changes a customer makes (docs/decisions/110): completing the customer redirects of §2.2,
 * renaming a portfolio and uploading documents (§5), plus the documents list. Each change names
 * the reads it makes stale, so the next read (and the route guard's customer redirect) sees it.
 */
import type * as z from 'zod/mini';
import type { EndpointName } from '../contract';
import {
  type CustomerDocuments,
  customerDocumentsSchema,
  type DataValidityAnswer,
  type DocumentUpload,
  dataValidityAnswerSchema,
  type FinancialInformationChange,
  financialInformationChangeSchema,
  type ReferenceAccount,
  type ReferenceAccountChange,
  referenceAccountAnswerSchema,
} from '../customer';
import { type ProductInstance, productInstanceSchema } from '../products';
import { type ApiCall, defineCall } from './call';
import { type ApiMutation, defineMutation } from './mutation';

/** §2.2 a change to the customer's own data, sent for their number: the customer read is stale after it. */
function customerChange<T>(
  name: EndpointName,
  schema: z.ZodMiniType<T>,
  bacNumber: string,
  body: unknown,
): ApiMutation<T> {
  return defineMutation(name, schema, { params: { bacNumber }, body, invalidates: ['customer'] });
}

/**
 * §2.2 cdvc: the customer confirms their data; the data validity becomes VALID.
 * @example confirmDataValidityMutation({ bacNumber: '0042' }).body // { confirmed: true }
 */
export function confirmDataValidityMutation(input: { bacNumber: string }): ApiMutation<DataValidityAnswer> {
  return customerChange('confirmDataValidity', dataValidityAnswerSchema, input.bacNumber, {
    confirmed: true,
  });
}

/**
 * §2.2 the reference account: IBAN (sent in electronic format) and account holder.
 * @example updateReferenceAccountMutation({ bacNumber: '0042', change: { iban: 'DE89 3704 …', accountHolder: 'Max Schulz' } })
 */
export function updateReferenceAccountMutation(input: {
  bacNumber: string;
  change: ReferenceAccountChange;
}): ApiMutation<ReferenceAccount> {
  return customerChange('updateReferenceAccount', referenceAccountAnswerSchema, input.bacNumber, {
    iban: input.change.iban.replace(/[\s-]/g, '').toUpperCase(),
    accountHolder: input.change.accountHolder.trim(),
  });
}

/**
 * §2.2 financial information: the source of funds of a UK customer.
 * @example updateFinancialInformationMutation({ bacNumber: '0042', change: { sourceOfFunds: { originOfFunds: 'SALARY', annualIncome: { code: 'INCOME_25K_50K' } } } })
 */
export function updateFinancialInformationMutation(input: {
  bacNumber: string;
  change: FinancialInformationChange;
}): ApiMutation<FinancialInformationChange> {
  return customerChange(
    'updateFinancialInformation',
    financialInformationChangeSchema,
    input.bacNumber,
    input.change,
  );
}

/**
 * §5 renames a portfolio; the name is sent as validated (NFC, see core/validation).
 * @example renameProductInstanceMutation({ productInstanceId: 'pi-1', name: 'Rente' }).body // { name: 'Rente' }
 */
export function renameProductInstanceMutation(input: {
  productInstanceId: string;
  name: string;
}): ApiMutation<ProductInstance> {
  return defineMutation('renameProductInstance', productInstanceSchema, {
    params: { productInstanceId: input.productInstanceId },
    body: { name: input.name },
    invalidates: ['productInstances'],
  });
}

/**
 * §5 uploads documents; answers the whole list after the upload.
 * @example uploadDocumentsMutation({ customer_id: '0042', title: null, files: [{ name: 'a.pdf', type: 'application/pdf', size: 3, content: 'JVBE' }] })
 */
export function uploadDocumentsMutation(upload: DocumentUpload): ApiMutation<CustomerDocuments> {
  return defineMutation('uploadDocuments', customerDocumentsSchema, {
    body: upload,
    invalidates: ['documents'],
  });
}

/**
 * The customer's uploaded documents.
 * @example documentsCall({ customerId: '0042' }).query // { customer_id: '0042' }
 */
export function documentsCall(input: { customerId: string }): ApiCall<CustomerDocuments> {
  return defineCall('documents', { query: { customer_id: input.customerId } });
}
