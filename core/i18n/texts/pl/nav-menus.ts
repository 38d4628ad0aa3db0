/**
 * Polish titles of the header's menus and of the pages named after them: they come with the page
 * namespaces, so the login page does not load them (docs/decisions/161).
 */
import type { NavMenuTexts } from '../../label-types';

/** Polish nominative plural: 1 rok, 2–4 lata (not 12–14), otherwise lat. */
function polishPlural(n: number, one: string, few: string, many: string): string {
  if (n === 1) return `${n} ${one}`;
  const lastDigit = n % 10;
  const lastTwo = n % 100;
  const isFew = lastDigit >= 2 && lastDigit <= 4 && !(lastTwo >= 12 && lastTwo <= 14);
  return `${n} ${isFew ? few : many}`;
}

/** After "do"/"od" Polish takes the genitive: miesiąca/miesięcy, roku/lat. */
const genitive = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const navMenus: NavMenuTexts = {
  mySavings: 'Moje oszczędności',
  offers: 'Oferty',
  financeKnowledge: 'Wiedza finansowa',
  information: 'Informacje',
  help: 'Pomoc',
  about: 'O nas',
  overview: 'Przegląd',
  termDeposits: 'Moje lokaty terminowe',
  overnightDeposits: 'Moje lokaty overnight',
  noticeDeposits: 'Moje lokaty z okresem wypowiedzenia',
  fixedTermOffer: 'Lokaty terminowe',
  fixedTermOfferDescription: 'Gwarantowane oprocentowanie na stały okres',
  overnightOffer: 'Lokaty overnight',
  overnightOfferDescription: 'Elastyczne oszczędzanie z codziennym dostępem',
  noticeOffer: 'Lokaty z okresem wypowiedzenia',
  noticeOfferDescription: 'Wyższe oprocentowanie w zamian za okres wypowiedzenia',
  tagNew: 'Nowość',
  sustainableFixedDeposit: 'Zrównoważona lokata terminowa',
  sustainableFixedDepositDescription: 'Twoje oszczędności finansują zrównoważone projekty',
  etfPension: 'Emerytura z ETF',
  etfPensionDescription: 'Oszczędzaj na emeryturę z funduszami ETF',
  comparisonTest: 'Test porównawczy',
  comparisonTestSealAlt: 'Pieczęć testu porównawczego',
  tax: 'Podatki',
  businessTax: 'Podatki dla firm',
  depositProtection: 'Gwarancja depozytów',
  businessDepositProtection: 'Gwarancja depozytów dla firm',
  banks: 'Banki partnerskie',
  howItWorks: 'Jak to działa',
  security: 'Bezpieczeństwo',
  faq: 'Najczęstsze pytania',
  helpCentre: 'Centrum pomocy',
  contact: 'Kontakt',
  aboutUs: 'O nas',
  press: 'Dla prasy',
  careers: 'Kariera',
  fixedRateBonds: 'Lokaty o stałym oprocentowaniu',
  allFixedRateBonds: 'Wszystkie lokaty o stałym oprocentowaniu',
  upToMonths: (n) => `Do ${genitive(n, 'miesiąca', 'miesięcy')}`,
  years: (n) => polishPlural(n, 'rok', 'lata', 'lat'),
  easyAccess: 'Rachunki z natychmiastowym dostępem',
  noticeAccounts: 'Rachunki z okresem wypowiedzenia',
  exclusiveOffers: 'Oferty specjalne',
  guides: 'Poradniki',
  newsroom: 'Aktualności',
  savingsAccounts: 'Rachunki oszczędnościowe',
  moneyMarket: 'Rachunki rynku pieniężnego',
  cdAccounts: 'Certyfikaty depozytowe',
  noPenaltyCds: 'Certyfikaty depozytowe bez kary',
  allProducts: 'Wszystkie produkty',
  creditUnions: 'Spółdzielcze kasy kredytowe',
  depositInsurance: 'Ubezpieczenie depozytów',
  educationCentre: 'Centrum wiedzy',
  referFriend: 'Poleć znajomemu',
  referralText: (amount) => `Poleć nas znajomym i otrzymaj do ${amount}`,
  referralLink: 'Poznaj program poleceń',
  termRange: (from, to) =>
    `Okres od ${genitive(from, 'miesiąca', 'miesięcy')} do ${genitive(to, 'roku', 'lat')}`,
  corporateHome: 'Strona korporacyjna',
  becomePartnerBank: 'Zostań bankiem partnerskim',
  becomeDistributionPartner: 'Zostań partnerem dystrybucyjnym',
  myAccount: 'Moje konto',
  bankingAsAService: 'Banking as a Service',
  cashSolutions: 'Zarządzanie płynnością',
  accountMenu: 'Moje konto',
  messages: 'Wiadomości',
  documents: 'Dokumenty',
  transactions: 'Transakcje',
  withdraw: 'Wypłata',
  paymentMethods: 'Metody płatności',
  loginAndSecurity: 'Logowanie i bezpieczeństwo',
  myDetails: 'Moje dane',
  notifications: 'Powiadomienia',
  exemptionOrder: 'Zlecenie zwolnienia podatkowego',
  logout: 'Wyloguj się',
};
