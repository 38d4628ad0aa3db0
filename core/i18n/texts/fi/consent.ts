import type { ConsentTexts } from '../en/consent';

/** Texts of the consent second layer (§2.6, §9) (namespace `consent`). */
export const consent: ConsentTexts = {
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
