import type { PublicPageTexts } from '../en/public-pages';

/** Texts of the public pages behind menus and footer links (§2.4, §2.6) (namespace `publicPages`). */
export const publicPages: PublicPageTexts = {
  knowledgeLead:
    'Conoscenze utili per chi risparmia: come vengono tassati gli interessi, come sono protetti i depositi e a cosa fare attenzione nel confrontare le offerte.',
  informationLead:
    'Come funziona la nostra piattaforma: le banche partner dietro le offerte, come aprire e gestire i depositi e come proteggiamo il Suo conto.',
  helpLead: 'Le risposte alle domande frequenti e i modi per contattare il nostro servizio clienti.',
  aboutLead: 'Chi siamo: la nostra azienda, notizie per la stampa e opportunità di lavoro.',
  legalLead:
    'Le informazioni legali sul nostro servizio: chi lo fornisce, come trattiamo i Suoi dati e quali condizioni si applicano.',
  referralLead:
    'Ci raccomandi ad amici e familiari: come funziona il programma di referral e quali condizioni si applicano.',
  corporateLead:
    'La nostra azienda per partner e pubblico: come lavorano con noi banche e partner di distribuzione, informazioni per la stampa e carriere.',
  bankingAsAServiceLead:
    'Banking as a service: la nostra piattaforma e le soluzioni di gestione della liquidità per banche e aziende, con informazioni su di noi, stampa e carriere.',
  editorialNote:
    'Il contenuto completo di questa pagina è curato dalla nostra redazione e non viene mostrato nel portale clienti. Per domande sul Suo conto, acceda o contatti il nostro servizio clienti.',
  continueHeading: 'Prosegui verso',
  imprint: 'Note legali',
  privacy: 'Privacy',
  terms: 'Termini e condizioni',
};
