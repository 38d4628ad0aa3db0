import type { Translated } from '../../text-table';

/**
 * English texts of the customer-redirect forms (§2.2) and of the documents (§5), the upload's
 * messages included: namespace `customerChanges`. File names are shown inside each language's own
 * quotation marks.
 */
export const customerChanges = {
  origin_SALARY: 'Salary or wages',
  origin_SELF_EMPLOYMENT: 'Self-employment',
  origin_PENSION: 'Pension',
  origin_SAVINGS: 'Savings',
  origin_INVESTMENTS: 'Investments',
  origin_INHERITANCE: 'Inheritance or gift',
  origin_PROPERTY_SALE: 'Sale of property',
  origin_OTHER: 'Other',
  saving: 'Saving…',
  failed: 'Your details could not be saved. Please try again.',
  continue: 'Continue to your overview',
  choose: 'Please choose',
  confirmCheckbox: 'I confirm that the details shown above are correct and complete.',
  confirmSubmit: 'Confirm my details',
  confirmRequired: 'Please tick the box to confirm your details.',
  confirmDone: 'Thank you. Your details are confirmed.',
  ibanField: 'IBAN',
  ibanHint: 'The account in your name to which we pay out your money.',
  holderField: 'Account holder',
  invalidIban: 'Please enter a valid IBAN.',
  holderTooShort: 'Please enter the account holder’s full name.',
  referenceSubmit: 'Save reference account',
  referenceDone: 'Thank you. Your reference account is saved.',
  originField: 'Where does your money mainly come from?',
  incomeField: 'Your annual income before tax',
  incomeUnder: 'Under {{amount}}',
  incomeRange: '{{from}} to {{to}}',
  incomeOver: 'Over {{amount}}',
  financialSubmit: 'Save financial information',
  financialDone: 'Thank you. Your financial information is saved.',
  uploadHeading: 'Upload documents',
  uploadFiles: 'Files',
  uploadTitle: 'Description (optional)',
  uploadTitleHint: 'Shown as the name of the documents in your list; without one, the file names are used.',
  uploadTitleNoText: 'Please use visible characters in the description or leave it empty.',
  uploadSubmit: 'Upload',
  uploading: 'Uploading…',
  uploadDone: 'Uploaded: {{names}}.',
  uploadEmptyFile: 'The file “{{name}}” is empty.',
  uploadTotalTooLarge: 'The files are too large together. Maximum total size: {{size}}.',
  uploadFailed: 'The upload failed. Please try again.',
  documentsHeading: 'Your uploaded documents',
  documentOpen: 'Open {{name}}',
  uploadMaxFiles: {
    one: 'You can upload at most {{count}} file.',
    other: 'You can upload at most {{count}} files.',
  },
  uploadRequired: 'Please add at least one file.',
  uploadTooLarge: 'The file “{{name}}” is too large. The maximum size is {{size}}.',
  uploadUnsupportedType: 'The format of “{{name}}” is not supported. Allowed formats: {{formats}}.',
  uploadHelp: 'Allowed formats: {{formats}}. Maximum total size: {{size}}.',
} as const;

export type CustomerChangeTemplates = typeof customerChanges;
export type CustomerChangeTexts = Translated<CustomerChangeTemplates>;
