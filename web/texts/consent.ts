/**
 * The consent second layer (§2.6 cookie-consent legal link, §9 consent defaults): the dialog's
 * title, the three categories and the decisions. New texts of issue 14 (s14b), one table per text
 * locale in the shape of core/i18n/texts/login.ts; served as the `consent:` namespace.
 */
import type { Translated } from '../../core/i18n';
import type { TextLocale } from '../../core/locale';

const en = {
  title: 'Cookie settings',
  intro:
    'We use cookies and similar technologies. Strictly necessary ones are always active; the others only with your consent. You can change your choice at any time under “Cookie settings” at the bottom of every page.',
  categories: 'Categories',
  necessary: 'Strictly necessary',
  necessaryText: 'Needed for login, security and your settings, such as this choice. Always active.',
  analytics: 'Analytics',
  analyticsText: 'Helps us understand how the portal is used, so that we can improve it.',
  marketing: 'Marketing',
  marketingText: 'Lets us and our advertising partners measure and personalise advertising.',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  save: 'Save selection',
  close: 'Close',
  saved: 'Your cookie settings have been saved.',
} as const;

export type ConsentTemplates = typeof en;
export type ConsentTexts = Translated<ConsentTemplates>;

const de: ConsentTexts = {
  title: 'Cookie-Einstellungen',
  intro:
    'Wir verwenden Cookies und ähnliche Technologien. Technisch notwendige sind immer aktiv, alle anderen nur mit Ihrer Einwilligung. Sie können Ihre Auswahl jederzeit unter „Cookie-Einstellungen“ am Ende jeder Seite ändern.',
  categories: 'Kategorien',
  necessary: 'Technisch notwendig',
  necessaryText:
    'Für Anmeldung, Sicherheit und Ihre Einstellungen nötig, zum Beispiel für diese Auswahl. Immer aktiv.',
  analytics: 'Statistik',
  analyticsText: 'Hilft uns zu verstehen, wie das Portal genutzt wird, damit wir es verbessern können.',
  marketing: 'Marketing',
  marketingText: 'Erlaubt uns und unseren Werbepartnern, Werbung zu messen und zu personalisieren.',
  acceptAll: 'Alle akzeptieren',
  rejectAll: 'Alle ablehnen',
  save: 'Auswahl speichern',
  close: 'Schließen',
  saved: 'Ihre Cookie-Einstellungen wurden gespeichert.',
};

const deCH: ConsentTexts = {
  ...de,
  close: 'Schliessen',
};

const es: ConsentTexts = {
  title: 'Configuración de cookies',
  intro:
    'Utilizamos cookies y tecnologías similares. Las estrictamente necesarias están siempre activas; las demás, solo con su consentimiento. Puede cambiar su elección en cualquier momento en «Configuración de cookies», al final de cada página.',
  categories: 'Categorías',
  necessary: 'Estrictamente necesarias',
  necessaryText:
    'Necesarias para el inicio de sesión, la seguridad y sus ajustes, como esta elección. Siempre activas.',
  analytics: 'Analítica',
  analyticsText: 'Nos ayudan a entender cómo se usa el portal para poder mejorarlo.',
  marketing: 'Marketing',
  marketingText:
    'Nos permiten a nosotros y a nuestros socios publicitarios medir y personalizar la publicidad.',
  acceptAll: 'Aceptar todas',
  rejectAll: 'Rechazar todas',
  save: 'Guardar selección',
  close: 'Cerrar',
  saved: 'Su configuración de cookies se ha guardado.',
};

const fr: ConsentTexts = {
  title: 'Paramètres des cookies',
  intro:
    'Nous utilisons des cookies et des technologies similaires. Ceux qui sont strictement nécessaires sont toujours actifs ; les autres uniquement avec votre consentement. Vous pouvez modifier votre choix à tout moment via « Paramètres des cookies » en bas de chaque page.',
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

const nl: ConsentTexts = {
  title: 'Cookie-instellingen',
  intro:
    'Wij gebruiken cookies en vergelijkbare technieken. Strikt noodzakelijke cookies zijn altijd actief, de andere alleen met uw toestemming. U kunt uw keuze altijd wijzigen via ‘Cookie-instellingen’ onderaan elke pagina.',
  categories: 'Categorieën',
  necessary: 'Strikt noodzakelijk',
  necessaryText: 'Nodig voor inloggen, beveiliging en uw instellingen, zoals deze keuze. Altijd actief.',
  analytics: 'Statistieken',
  analyticsText: 'Helpt ons te begrijpen hoe het portaal wordt gebruikt, zodat we het kunnen verbeteren.',
  marketing: 'Marketing',
  marketingText: 'Laat ons en onze advertentiepartners advertenties meten en personaliseren.',
  acceptAll: 'Alles accepteren',
  rejectAll: 'Alles weigeren',
  save: 'Selectie opslaan',
  close: 'Sluiten',
  saved: 'Uw cookie-instellingen zijn opgeslagen.',
};

const pl: ConsentTexts = {
  title: 'Ustawienia plików cookie',
  intro:
    'Używamy plików cookie i podobnych technologii. Niezbędne są zawsze aktywne, pozostałe tylko za Państwa zgodą. Wybór można w każdej chwili zmienić w „Ustawieniach plików cookie” na dole każdej strony.',
  categories: 'Kategorie',
  necessary: 'Niezbędne',
  necessaryText:
    'Potrzebne do logowania, bezpieczeństwa i Państwa ustawień, na przykład tego wyboru. Zawsze aktywne.',
  analytics: 'Analityka',
  analyticsText: 'Pomaga nam zrozumieć, jak korzysta się z portalu, abyśmy mogli go ulepszać.',
  marketing: 'Marketing',
  marketingText: 'Pozwala nam i naszym partnerom reklamowym mierzyć i personalizować reklamy.',
  acceptAll: 'Zaakceptuj wszystkie',
  rejectAll: 'Odrzuć wszystkie',
  save: 'Zapisz wybór',
  close: 'Zamknij',
  saved: 'Ustawienia plików cookie zostały zapisane.',
};

const fi: ConsentTexts = {
  title: 'Evästeasetukset',
  intro:
    'Käytämme evästeitä ja vastaavia tekniikoita. Välttämättömät evästeet ovat aina käytössä, muut vain suostumuksellasi. Voit muuttaa valintaasi milloin tahansa kohdassa ”Evästeasetukset” jokaisen sivun alareunassa.',
  categories: 'Luokat',
  necessary: 'Välttämättömät',
  necessaryText:
    'Tarvitaan kirjautumiseen, tietoturvaan ja asetuksiisi, kuten tähän valintaan. Aina käytössä.',
  analytics: 'Analytiikka',
  analyticsText: 'Auttaa meitä ymmärtämään, miten portaalia käytetään, jotta voimme parantaa sitä.',
  marketing: 'Markkinointi',
  marketingText: 'Antaa meidän ja mainoskumppaneidemme mitata ja kohdentaa mainontaa.',
  acceptAll: 'Hyväksy kaikki',
  rejectAll: 'Hylkää kaikki',
  save: 'Tallenna valinnat',
  close: 'Sulje',
  saved: 'Evästeasetuksesi on tallennettu.',
};

const it: ConsentTexts = {
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

export const CONSENT_TEXTS: Record<TextLocale, ConsentTexts> & { en: ConsentTemplates } = {
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
