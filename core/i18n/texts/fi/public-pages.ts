import type { PublicPageTexts } from '../en/public-pages';

/** Texts of the public pages behind menus and footer links (§2.4, §2.6) (namespace `publicPages`). */
export const publicPages: PublicPageTexts = {
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
