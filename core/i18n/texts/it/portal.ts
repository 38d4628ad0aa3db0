import type { PortalTexts } from '../en/portal';

/** Italian page texts ("Lei", impersonal where a participle would carry gender; decision 013). */
export const portal: PortalTexts = {
  siteTagline: 'Risparmiare e investire in tutta Europa',
  languageLabel: 'Lingua',
  themeLabel: 'Aspetto',
  themeV1: 'Aspetto classico',
  themeV2: 'Nuovo aspetto',
  themeForced: 'Su questo sito viene usato il nuovo aspetto.',
  displaySettings: 'Impostazioni di visualizzazione',
  loginTitle: 'Accedi',
  openBankingTitle: 'Collegare il Suo conto',
  openBankingIntro:
    'Un fornitore terzo ha chiesto l’accesso al Suo conto. Acceda per confermare la richiesta.',
  openBankingDoneTitle: 'Accesso confermato',
  openBankingDoneText: 'L’accesso è avvenuto. Il fornitore terzo può ora proseguire con la Sua richiesta.',
  registerIntro: 'Apra online il Suo conto deposito gratuito in pochi passaggi.',
  registerNeedsTitle: 'Che cosa Le serve',
  registerNeedId: 'Una carta d’identità o un passaporto validi',
  registerNeedIban: 'Un conto corrente a Suo nome (IBAN) come conto di riferimento',
  registerNeedTaxId: 'Il Suo codice fiscale',
  registerUnavailable:
    'L’apertura del conto online non è collegata a questa versione del portale. Il nostro servizio clienti La aiuterà volentieri ad aprire un conto.',
  alreadyCustomer: 'È già cliente?',
  partnerLogo: 'Logo del nostro partner',
  notFoundTitle: 'Pagina non trovata',
  notFoundText: 'La pagina cercata non esiste o è stata spostata.',
  toStart: 'Vai alla pagina iniziale',
  appBannerTitle: 'L’app {{brand}}',
  appBannerText: 'Tenga d’occhio i Suoi risparmi ovunque si trovi.',
  appBannerOpen: 'Scarica l’app',
  appBannerClose: 'Chiudi il banner dell’app',
};
