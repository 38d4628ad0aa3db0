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
  portfolioNameTooLong: {
    one: 'El nombre puede tener como máximo {{count}} carácter.',
    many: 'El nombre puede tener como máximo {{count}} de caracteres.',
    other: 'El nombre puede tener como máximo {{count}} caracteres.',
  },
  portfolioNameInvalid: 'Utilice solo letras, números, espacios, puntos, guiones bajos y guiones.',
  uploadMaxFiles: {
    one: 'Puede subir como máximo {{count}} archivo.',
    many: 'Puede subir como máximo {{count}} de archivos.',
    other: 'Puede subir como máximo {{count}} archivos.',
  },
  uploadRequired: 'Añada al menos un archivo.',
  uploadTooLarge: 'El archivo «{{name}}» es demasiado grande. El tamaño máximo es de {{size}}.',
  uploadUnsupportedType: 'El formato de «{{name}}» no es compatible. Formatos permitidos: {{formats}}.',
  uploadHelp: 'Formatos permitidos: {{formats}}. Tamaño total máximo: {{size}}.',
  apiError: 'Se ha producido un error. Inténtelo de nuevo más tarde.',
  networkError: 'Sin conexión. Compruebe su conexión a internet e inténtelo de nuevo.',
};
