import type { Translated } from '../../text-table';

/** English texts of the public pages behind menus and footer links (§2.4, §2.6): namespace `publicPages`. */
export const publicPages = {
  knowledgeLead:
    'Background knowledge for savers: how interest is taxed, how deposits are protected and what to look for when you compare offers.',
  informationLead:
    'How our platform works: the partner banks behind the offers, how you open and manage deposits, and how we keep your account secure.',
  helpLead: 'Answers to frequent questions and the ways to reach our customer service.',
  aboutLead: 'Who we are: our company, news for the press and jobs with us.',
  legalLead:
    'The legal information about our service: who provides it, how we handle your data and which terms apply.',
  referralLead:
    'Recommend us to friends and family: how the referral programme works and which conditions apply.',
  corporateLead:
    'Our company for partners and the public: how banks and distribution partners work with us, press information and careers.',
  bankingAsAServiceLead:
    'Banking as a service: our platform and cash-management solutions for banks and companies, with information about us, press and careers.',
  editorialNote:
    'The full content of this page is maintained by our editorial team and is not shown in the customer portal. For questions about your account, log in or contact our customer service.',
  continueHeading: 'Continue to',
  imprint: 'Imprint',
  privacy: 'Privacy',
  terms: 'Terms and conditions',
} as const;

export type PublicPageTemplates = typeof publicPages;
export type PublicPageTexts = Translated<PublicPageTemplates>;
