import type { PublicPageTexts } from '../en/public-pages';

/** Texts of the public pages behind menus and footer links (§2.4, §2.6) (namespace `publicPages`). */
export const publicPages: PublicPageTexts = {
  knowledgeLead:
    'Hintergrundwissen für Sparer: wie Zinsen besteuert werden, wie Einlagen geschützt sind und worauf Sie beim Vergleich von Angeboten achten sollten.',
  informationLead:
    'So funktioniert unsere Plattform: die Partnerbanken hinter den Angeboten, wie Sie Anlagen eröffnen und verwalten und wie wir Ihr Konto schützen.',
  helpLead: 'Antworten auf häufige Fragen und die Wege zu unserem Kundenservice.',
  aboutLead: 'Wer wir sind: unser Unternehmen, Neuigkeiten für die Presse und Stellen bei uns.',
  legalLead:
    'Die rechtlichen Angaben zu unserem Angebot: wer es anbietet, wie wir mit Ihren Daten umgehen und welche Bedingungen gelten.',
  referralLead:
    'Empfehlen Sie uns Freunden und Familie: wie das Empfehlungsprogramm funktioniert und welche Bedingungen gelten.',
  corporateLead:
    'Unser Unternehmen für Partner und Öffentlichkeit: wie Banken und Vertriebspartner mit uns arbeiten, Presseinformationen und Karriere.',
  bankingAsAServiceLead:
    'Banking as a Service: unsere Plattform und Lösungen für das Liquiditätsmanagement von Banken und Unternehmen, mit Informationen über uns, Presse und Karriere.',
  editorialNote:
    'Den vollständigen Inhalt dieser Seite pflegt unsere Redaktion; im Kundenportal wird er nicht angezeigt. Bei Fragen zu Ihrem Konto melden Sie sich an oder wenden Sie sich an unseren Kundenservice.',
  continueHeading: 'Weiter zu',
  imprint: 'Impressum',
  privacy: 'Datenschutz',
  terms: 'AGB',
};
