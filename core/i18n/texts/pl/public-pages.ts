import type { PublicPageTexts } from '../en/public-pages';

/** Texts of the public pages behind menus and footer links (§2.4, §2.6) (namespace `publicPages`). */
export const publicPages: PublicPageTexts = {
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
