import type { PublicPageTexts } from '../en/public-pages';

/** Texts of the public pages behind menus and footer links (§2.4, §2.6) (namespace `publicPages`). */
export const publicPages: PublicPageTexts = {
  knowledgeLead:
    'Achtergrondkennis voor spaarders: hoe rente wordt belast, hoe deposito’s beschermd zijn en waar u op let bij het vergelijken van aanbiedingen.',
  informationLead:
    'Zo werkt ons platform: de partnerbanken achter de aanbiedingen, hoe u deposito’s opent en beheert en hoe wij uw rekening beveiligen.',
  helpLead: 'Antwoorden op veelgestelde vragen en de manieren om onze klantenservice te bereiken.',
  aboutLead: 'Wie we zijn: ons bedrijf, nieuws voor de pers en vacatures.',
  legalLead:
    'De juridische informatie over onze dienst: wie die aanbiedt, hoe wij met uw gegevens omgaan en welke voorwaarden gelden.',
  referralLead:
    'Beveel ons aan bij vrienden en familie: hoe het aanbevelingsprogramma werkt en welke voorwaarden gelden.',
  corporateLead:
    'Ons bedrijf voor partners en publiek: hoe banken en distributiepartners met ons samenwerken, persinformatie en werken bij ons.',
  bankingAsAServiceLead:
    'Banking as a service: ons platform en onze oplossingen voor liquiditeitsbeheer voor banken en bedrijven, met informatie over ons, pers en vacatures.',
  editorialNote:
    'De volledige inhoud van deze pagina wordt beheerd door onze redactie en wordt niet in het klantenportaal getoond. Hebt u vragen over uw rekening, log dan in of neem contact op met onze klantenservice.',
  continueHeading: 'Verder naar',
  imprint: 'Colofon',
  privacy: 'Privacy',
  terms: 'Algemene voorwaarden',
};
