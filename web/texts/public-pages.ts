/**
 * The public pages behind the menus and footer links (§2.4, §2.6; core/routes public-page-catalogue):
 * a lead per group of content, the note that says where the full content lives, and the titles of
 * the legal pages, which have no navigation label. New texts of issue 14 (s14b), one table per text
 * locale in the shape of core/i18n/texts/login.ts; served as the `publicPages:` namespace.
 */
import type { Translated } from '../../core/i18n';
import type { TextLocale } from '../../core/locale';

const en = {
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

export type PublicPageTemplates = typeof en;
export type PublicPageTexts = Translated<PublicPageTemplates>;

const de: PublicPageTexts = {
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

const deCH: PublicPageTexts = { ...de };

const es: PublicPageTexts = {
  knowledgeLead:
    'Conocimientos para ahorradores: cómo tributan los intereses, cómo están protegidos los depósitos y en qué fijarse al comparar ofertas.',
  informationLead:
    'Cómo funciona nuestra plataforma: los bancos asociados detrás de las ofertas, cómo abrir y gestionar depósitos y cómo protegemos su cuenta.',
  helpLead:
    'Respuestas a las preguntas frecuentes y las formas de contactar con nuestro servicio de atención al cliente.',
  aboutLead: 'Quiénes somos: nuestra empresa, noticias para la prensa y empleo.',
  legalLead:
    'La información legal sobre nuestro servicio: quién lo presta, cómo tratamos sus datos y qué condiciones se aplican.',
  referralLead:
    'Recomiéndenos a amigos y familiares: cómo funciona el programa de recomendación y qué condiciones se aplican.',
  corporateLead:
    'Nuestra empresa para socios y público: cómo trabajan con nosotros los bancos y los socios de distribución, información de prensa y empleo.',
  bankingAsAServiceLead:
    'Banca como servicio: nuestra plataforma y soluciones de gestión de liquidez para bancos y empresas, con información sobre nosotros, prensa y empleo.',
  editorialNote:
    'El contenido completo de esta página lo mantiene nuestro equipo editorial y no se muestra en el portal de clientes. Si tiene preguntas sobre su cuenta, inicie sesión o contacte con nuestro servicio de atención al cliente.',
  continueHeading: 'Continuar a',
  imprint: 'Aviso legal',
  privacy: 'Privacidad',
  terms: 'Términos y condiciones',
};

const fr: PublicPageTexts = {
  knowledgeLead:
    'Les connaissances utiles à l’épargnant : la fiscalité des intérêts, la protection des dépôts et les points à vérifier pour comparer les offres.',
  informationLead:
    'Le fonctionnement de notre plateforme : les banques partenaires derrière les offres, l’ouverture et la gestion de vos placements, la sécurité de votre compte.',
  helpLead: 'Les réponses aux questions fréquentes et les moyens de joindre notre service client.',
  aboutLead: 'Qui nous sommes : notre entreprise, nos actualités pour la presse et nos offres d’emploi.',
  legalLead:
    'Les informations légales sur notre service : qui le fournit, comment nous traitons vos données et quelles conditions s’appliquent.',
  referralLead:
    'Recommandez-nous à vos proches : le fonctionnement du programme de parrainage et ses conditions.',
  corporateLead:
    'Notre entreprise pour les partenaires et le public : la collaboration avec les banques et les partenaires de distribution, la presse et les carrières.',
  bankingAsAServiceLead:
    'La banque en tant que service : notre plateforme et nos solutions de gestion de trésorerie pour les banques et les entreprises, avec des informations sur nous, la presse et les carrières.',
  editorialNote:
    'Le contenu complet de cette page est géré par notre équipe éditoriale et n’est pas affiché dans l’espace client. Pour toute question sur votre compte, connectez-vous ou contactez notre service client.',
  continueHeading: 'Continuer vers',
  imprint: 'Mentions légales',
  privacy: 'Confidentialité',
  terms: 'Conditions générales',
};

const nl: PublicPageTexts = {
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

const pl: PublicPageTexts = {
  knowledgeLead:
    'Wiedza dla oszczędzających: jak opodatkowane są odsetki, jak chronione są depozyty i na co zwracać uwagę przy porównywaniu ofert.',
  informationLead:
    'Jak działa nasza platforma: banki partnerskie stojące za ofertami, jak otwierać lokaty i nimi zarządzać oraz jak chronimy Państwa konto.',
  helpLead: 'Odpowiedzi na częste pytania i sposoby kontaktu z naszym działem obsługi klienta.',
  aboutLead: 'Kim jesteśmy: nasza firma, informacje dla prasy i oferty pracy.',
  legalLead:
    'Informacje prawne o naszej usłudze: kto ją świadczy, jak przetwarzamy Państwa dane i jakie warunki obowiązują.',
  referralLead: 'Polecaj nas znajomym i rodzinie: jak działa program poleceń i jakie warunki obowiązują.',
  corporateLead:
    'Nasza firma dla partnerów i opinii publicznej: współpraca z bankami i partnerami dystrybucyjnymi, informacje prasowe i kariera.',
  bankingAsAServiceLead:
    'Bankowość jako usługa: nasza platforma i rozwiązania do zarządzania płynnością dla banków i firm, z informacjami o nas, dla prasy i o karierze.',
  editorialNote:
    'Pełną treść tej strony przygotowuje nasza redakcja i nie jest ona wyświetlana w portalu klienta. W sprawach dotyczących konta prosimy się zalogować lub skontaktować z naszym działem obsługi klienta.',
  continueHeading: 'Przejdź do',
  imprint: 'Nota prawna',
  privacy: 'Prywatność',
  terms: 'Regulamin',
};

const fi: PublicPageTexts = {
  knowledgeLead:
    'Taustatietoa säästäjille: miten korkotuloja verotetaan, miten talletukset on suojattu ja mihin kannattaa kiinnittää huomiota tarjouksia verratessa.',
  informationLead:
    'Näin alustamme toimii: tarjousten takana olevat kumppanipankit, miten avaat ja hallinnoit talletuksia ja miten suojaamme tiliäsi.',
  helpLead: 'Vastauksia usein kysyttyihin kysymyksiin ja tavat ottaa yhteyttä asiakaspalveluumme.',
  aboutLead: 'Keitä olemme: yrityksemme, tiedotteet medialle ja avoimet työpaikat.',
  legalLead:
    'Palvelumme oikeudelliset tiedot: kuka palvelun tarjoaa, miten käsittelemme tietojasi ja mitkä ehdot ovat voimassa.',
  referralLead:
    'Suosittele meitä ystäville ja perheelle: miten suositteluohjelma toimii ja mitkä ehdot ovat voimassa.',
  corporateLead:
    'Yrityksemme kumppaneille ja yleisölle: miten pankit ja jakelukumppanit tekevät kanssamme yhteistyötä, mediatiedotteet ja ura.',
  bankingAsAServiceLead:
    'Pankkipalvelut palveluna: alustamme ja kassanhallinnan ratkaisumme pankeille ja yrityksille sekä tietoa meistä, medialle ja urasta.',
  editorialNote:
    'Tämän sivun koko sisältöä ylläpitää toimituksemme, eikä sitä näytetä asiakasportaalissa. Jos sinulla on kysyttävää tilistäsi, kirjaudu sisään tai ota yhteyttä asiakaspalveluumme.',
  continueHeading: 'Siirry',
  imprint: 'Yhteystiedot ja julkaisija',
  privacy: 'Tietosuoja',
  terms: 'Käyttöehdot',
};

const it: PublicPageTexts = {
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

export const PUBLIC_PAGE_TEXTS: Record<TextLocale, PublicPageTexts> & { en: PublicPageTemplates } = {
  de,
  'de-CH': deCH,
  en,
  es,
  fr,
  nl,
  pl,
  fi,
  it,
};
