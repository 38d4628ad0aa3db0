import type { ConsentTexts } from '../en/consent';

/** Texts of the consent second layer (§2.6, §9) (namespace `consent`). */
export const consent: ConsentTexts = {
  title: 'Paramètres des cookies',
  intro:
    'Nous utilisons des cookies et des technologies similaires. Ceux qui sont strictement nécessaires sont toujours actifs ; les autres uniquement avec votre consentement. Vous pouvez modifier votre choix à tout moment via « Paramètres des cookies » en bas de chaque page.',
  categories: 'Catégories',
  necessary: 'Strictement nécessaires',
  necessaryText:
    'Nécessaires à la connexion, à la sécurité et à vos réglages, comme ce choix. Toujours actifs.',
  analytics: 'Mesure d’audience',
  analyticsText: 'Nous aide à comprendre comment le portail est utilisé afin de l’améliorer.',
  marketing: 'Marketing',
  marketingText:
    'Nous permet, ainsi qu’à nos partenaires publicitaires, de mesurer et de personnaliser la publicité.',
  acceptAll: 'Tout accepter',
  rejectAll: 'Tout refuser',
  save: 'Enregistrer la sélection',
  close: 'Fermer',
  saved: 'Vos paramètres des cookies ont été enregistrés.',
};
