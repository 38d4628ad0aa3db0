import type { ErrorTexts } from '../en/errors';

// French typography: no-break spaces (U+00A0) inside «…» and before ":".
export const errors: ErrorTexts = {
  InvalidGrant:
    'L’adresse e-mail ou le mot de passe est incorrect. Veuillez vérifier vos informations et réessayer.',
  AccountLocked:
    'Votre accès a été bloqué pour des raisons de sécurité. Veuillez contacter notre service client.',
  MtanDisabled:
    'Les codes de sécurité par SMS sont actuellement désactivés pour votre accès. Veuillez contacter notre service client.',
  SystemError: 'Notre système est temporairement indisponible. Veuillez réessayer plus tard.',
  GeneralError: 'La connexion a échoué. Veuillez vérifier vos informations et réessayer.',
  captchaFailed: 'La vérification de sécurité n’a pas pu être effectuée. Veuillez réessayer.',
  invalidOneTimeCode: 'Le code de sécurité est incorrect ou a expiré. Veuillez réessayer.',
  required: 'Veuillez remplir ce champ.',
  invalidEmail: 'Veuillez saisir une adresse e-mail valide.',
  apiError: 'Une erreur s’est produite. Veuillez réessayer plus tard.',
  networkError: 'Pas de connexion. Veuillez vérifier votre connexion Internet et réessayer.',
};
