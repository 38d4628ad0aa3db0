import type { ConsentTexts } from '../en/consent';

/** Texts of the consent second layer (§2.6, §9) (namespace `consent`). */
export const consent: ConsentTexts = {
  title: 'Impostazioni dei cookie',
  intro:
    'Utilizziamo cookie e tecnologie simili. Quelli strettamente necessari sono sempre attivi, gli altri solo con il Suo consenso. Può modificare la Sua scelta in qualsiasi momento in «Impostazioni dei cookie» in fondo a ogni pagina.',
  categories: 'Categorie',
  necessary: 'Strettamente necessari',
  necessaryText:
    'Necessari per l’accesso, la sicurezza e le Sue impostazioni, come questa scelta. Sempre attivi.',
  analytics: 'Statistiche',
  analyticsText: 'Ci aiutano a capire come viene usato il portale, per poterlo migliorare.',
  marketing: 'Marketing',
  marketingText:
    'Consentono a noi e ai nostri partner pubblicitari di misurare e personalizzare la pubblicità.',
  acceptAll: 'Accetta tutti',
  rejectAll: 'Rifiuta tutti',
  save: 'Salva selezione',
  close: 'Chiudi',
  saved: 'Le Sue impostazioni dei cookie sono state salvate.',
};
