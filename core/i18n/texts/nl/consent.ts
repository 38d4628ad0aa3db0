import type { ConsentTexts } from '../en/consent';

/** Texts of the consent second layer (§2.6, §9) (namespace `consent`). */
export const consent: ConsentTexts = {
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
