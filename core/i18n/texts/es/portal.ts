import type { PortalTexts } from '../en/portal';

/** Spanish page texts ("usted", core/i18n decision 013). */
export const portal: PortalTexts = {
  siteTagline: 'Ahorro e inversión en toda Europa',
  languageLabel: 'Idioma',
  themeLabel: 'Diseño',
  themeV1: 'Diseño clásico',
  themeV2: 'Diseño nuevo',
  themeForced: 'En este sitio se utiliza el diseño nuevo.',
  displaySettings: 'Preferencias de visualización',
  loginTitle: 'Iniciar sesión',
  openBankingTitle: 'Conectar su cuenta',
  openBankingIntro:
    'Un proveedor externo ha solicitado acceso a su cuenta. Inicie sesión para confirmar la solicitud.',
  openBankingDoneTitle: 'Inicio de sesión confirmado',
  openBankingDoneText: 'Ha iniciado sesión. El proveedor externo ya puede continuar con su solicitud.',
  registerIntro: 'Abra su cuenta de ahorro gratuita en línea en pocos pasos.',
  registerNeedsTitle: 'Qué necesita',
  registerNeedId: 'Un documento de identidad o pasaporte válido',
  registerNeedIban: 'Una cuenta corriente a su nombre (IBAN) como cuenta de referencia',
  registerNeedTaxId: 'Su número de identificación fiscal',
  registerUnavailable:
    'La apertura de cuentas en línea no está conectada a esta versión del portal. Nuestro servicio de atención al cliente le ayudará con gusto a abrir una cuenta.',
  alreadyCustomer: '¿Ya es cliente?',
  partnerLogo: 'Logotipo de nuestro socio',
  notFoundTitle: 'Página no encontrada',
  notFoundText: 'La página que busca no existe o se ha movido.',
  toStart: 'Ir a la página de inicio',
  appBannerTitle: 'La app de {{brand}}',
  appBannerText: 'Controle sus ahorros esté donde esté.',
  appBannerOpen: 'Descargar la app',
  appBannerClose: 'Cerrar el aviso de la app',
};
