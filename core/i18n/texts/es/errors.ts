import type { ErrorTexts } from '../en/errors';

export const errors: ErrorTexts = {
  InvalidGrant:
    'El correo electrónico o la contraseña no son correctos. Compruebe sus datos e inténtelo de nuevo.',
  AccountLocked:
    'Su acceso se ha bloqueado por motivos de seguridad. Póngase en contacto con nuestro servicio de atención al cliente.',
  MtanDisabled:
    'Los códigos de seguridad por SMS están desactivados para su acceso. Póngase en contacto con nuestro servicio de atención al cliente.',
  SystemError: 'Nuestro sistema no está disponible temporalmente. Inténtelo de nuevo más tarde.',
  GeneralError: 'No se ha podido iniciar sesión. Compruebe sus datos e inténtelo de nuevo.',
  captchaFailed: 'No se ha podido completar la comprobación de seguridad. Inténtelo de nuevo.',
  invalidOneTimeCode: 'El código de seguridad no es correcto o ha caducado. Inténtelo de nuevo.',
  required: 'Rellene este campo.',
  invalidEmail: 'Introduzca una dirección de correo electrónico válida.',
  apiError: 'Se ha producido un error. Inténtelo de nuevo más tarde.',
  networkError: 'Sin conexión. Compruebe su conexión a internet e inténtelo de nuevo.',
};
