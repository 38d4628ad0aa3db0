import type { PortalTexts } from '../en/portal';

/** French page texts ("vous", impersonal where a participle would carry gender; decision 013). */
export const portal: PortalTexts = {
  siteTagline: 'Épargner et investir partout en Europe',
  languageLabel: 'Langue',
  themeLabel: 'Apparence',
  themeV1: 'Apparence classique',
  themeV2: 'Nouvelle apparence',
  themeForced: 'La nouvelle apparence est utilisée sur ce site.',
  displaySettings: "Préférences d'affichage",
  loginTitle: 'Se connecter',
  openBankingTitle: 'Connecter votre compte',
  openBankingIntro:
    "Un prestataire tiers a demandé l'accès à votre compte. Connectez-vous pour confirmer la demande.",
  openBankingDoneTitle: 'Connexion confirmée',
  openBankingDoneText:
    'La connexion est établie. Le prestataire tiers peut maintenant poursuivre votre demande.',
  registerIntro: "Ouvrez votre compte d'épargne gratuit en ligne en quelques étapes.",
  registerNeedsTitle: 'Ce dont vous avez besoin',
  registerNeedId: "Une carte d'identité ou un passeport en cours de validité",
  registerNeedIban: 'Un compte courant à votre nom (IBAN) comme compte de référence',
  registerNeedTaxId: "Votre numéro d'identification fiscale",
  registerUnavailable:
    "L'ouverture de compte en ligne n'est pas reliée à cette version du portail. Notre service client vous aidera volontiers à ouvrir un compte.",
  alreadyCustomer: 'Déjà client ?',
  partnerLogo: 'Logo de notre partenaire',
  notFoundTitle: 'Page introuvable',
  notFoundText: "La page que vous cherchez n'existe pas ou a été déplacée.",
  toStart: "Aller à la page d'accueil",
  appBannerTitle: "L'application {{brand}}",
  appBannerText: 'Suivez votre épargne où que vous soyez.',
  appBannerOpen: "Télécharger l'application",
  appBannerClose: "Fermer la bannière de l'application",
};
