import type { SessionTexts } from '../en/session';

export const session: SessionTexts = {
  title: 'Istuntosi on päättymässä',
  description:
    'Turvallisuutesi vuoksi kirjaamme sinut ulos, jos et ole aktiivinen. Haluatko jatkaa istuntoa?',
  countdown: 'Sinut kirjataan ulos {{time}} kuluttua.',
  extend: 'Jatka istuntoa',
  logoutNow: 'Kirjaudu ulos nyt',
  maximumTitle: 'Istuntosi saavuttaa enimmäiskestonsa',
  maximumDescription:
    'Turvallisuutesi vuoksi istuntoa ei voi jatkaa enimmäiskeston yli. Voit kirjautua sen jälkeen uudelleen sisään.',
  extended: {
    one: 'Istuntoasi jatkettiin onnistuneesti {{count}} minuutilla.',
    other: 'Istuntoasi jatkettiin onnistuneesti {{count}} minuutilla.',
  },
  extendFailed: 'Istunnon jatkaminen epäonnistui. Sinut kirjataan pian ulos.',
  announceMinutes: {
    one: 'Sinut kirjataan ulos {{count}} minuutin kuluttua.',
    other: 'Sinut kirjataan ulos {{count}} minuutin kuluttua.',
  },
  announceSeconds: {
    one: 'Sinut kirjataan ulos {{count}} sekunnin kuluttua.',
    other: 'Sinut kirjataan ulos {{count}} sekunnin kuluttua.',
  },
  loggingOut: 'Kirjaudutaan ulos…',
  loggedOutTitle: 'Sinut on kirjattu ulos',
  loggedOutInactivity:
    'Turvallisuutesi vuoksi kirjasimme sinut ulos, koska et ollut aktiivinen vähään aikaan.',
  loggedOutManual: 'Olet kirjautunut ulos.',
  logInAgain: 'Kirjaudu uudelleen sisään',
};
