import type { ErrorTexts } from '../en/errors';

// Polish: `other` is the form for fractions; whole numbers use one/few/many.
export const errors: ErrorTexts = {
  InvalidGrant: 'Nieprawidłowy adres e-mail lub hasło. Sprawdź dane i spróbuj ponownie.',
  AccountLocked:
    'Ze względów bezpieczeństwa Twój dostęp został zablokowany. Skontaktuj się z naszym działem obsługi klienta.',
  MtanDisabled:
    'Kody bezpieczeństwa SMS są obecnie wyłączone dla Twojego dostępu. Skontaktuj się z naszym działem obsługi klienta.',
  SystemError: 'Nasz system jest chwilowo niedostępny. Spróbuj ponownie później.',
  GeneralError: 'Logowanie nie powiodło się. Sprawdź dane i spróbuj ponownie.',
  captchaFailed: 'Nie udało się przeprowadzić weryfikacji bezpieczeństwa. Spróbuj ponownie.',
  invalidOneTimeCode: 'Kod bezpieczeństwa jest nieprawidłowy lub wygasł. Spróbuj ponownie.',
  required: 'To pole jest wymagane.',
  invalidEmail: 'Podaj prawidłowy adres e-mail.',
  apiError: 'Wystąpił błąd. Spróbuj ponownie później.',
  networkError: 'Brak połączenia. Sprawdź połączenie z internetem i spróbuj ponownie.',
};
