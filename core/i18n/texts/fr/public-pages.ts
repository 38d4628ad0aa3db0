import type { PublicPageTexts } from '../en/public-pages';

/** Texts of the public pages behind menus and footer links (§2.4, §2.6) (namespace `publicPages`). */
export const publicPages: PublicPageTexts = {
  knowledgeLead:
    'Les connaissances utiles à l’épargnant : la fiscalité des intérêts, la protection des dépôts et les points à vérifier pour comparer les offres.',
  informationLead:
    'Le fonctionnement de notre plateforme : les banques partenaires derrière les offres, l’ouverture et la gestion de vos placements, la sécurité de votre compte.',
  helpLead: 'Les réponses aux questions fréquentes et les moyens de joindre notre service client.',
  aboutLead: 'Qui nous sommes : notre entreprise, nos actualités pour la presse et nos offres d’emploi.',
  legalLead:
    'Les informations légales sur notre service : qui le fournit, comment nous traitons vos données et quelles conditions s’appliquent.',
  referralLead:
    'Recommandez-nous à vos proches : le fonctionnement du programme de parrainage et ses conditions.',
  corporateLead:
    'Notre entreprise pour les partenaires et le public : la collaboration avec les banques et les partenaires de distribution, la presse et les carrières.',
  bankingAsAServiceLead:
    'La banque en tant que service : notre plateforme et nos solutions de gestion de trésorerie pour les banques et les entreprises, avec des informations sur nous, la presse et les carrières.',
  editorialNote:
    'Le contenu complet de cette page est géré par notre équipe éditoriale et n’est pas affiché dans l’espace client. Pour toute question sur votre compte, connectez-vous ou contactez notre service client.',
  continueHeading: 'Continuer vers',
  imprint: 'Mentions légales',
  privacy: 'Confidentialité',
  terms: 'Conditions générales',
};
