import type { ConsentTexts } from '../en/consent';

/** Texts of the consent second layer (§2.6, §9) (namespace `consent`). */
export const consent: ConsentTexts = {
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
