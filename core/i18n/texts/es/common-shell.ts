import type { ShellTexts } from '../en/common-shell';

export const shell: ShellTexts = {
  loading: 'Cargando…',
  close: 'Cerrar',
  menu: 'Menú',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  skipToContent: 'Saltar al contenido principal',
  noData: 'No se han encontrado datos',
  technicalErrorTitle: 'Se ha producido un error',
  technicalError: 'Este contenido no se puede mostrar debido a un error técnico. Vuelva a cargar la página.',
  reload: 'Volver a cargar',
  retry: 'Reintentar',
  back: 'Atrás',
  cancel: 'Cancelar',
  opensInNewWindow: 'se abre en una ventana nueva',
  connectionLostTitle: 'No podemos conectar con nuestros servidores',
  connectionLost:
    'Es posible que sus datos no estén actualizados. Seguimos intentando restablecer la conexión.',
  offlineTitle: 'No tiene conexión a internet',
  offline: 'Compruebe su conexión a internet. Actualizaremos sus datos en cuanto vuelva a estar conectado.',
  checkingConnection: 'Comprobando la conexión…',
  connectionRestored: 'La conexión se ha restablecido.',
  sectionFailed: 'No se ha podido cargar el apartado «{{section}}».',
  sectionFailedHint: 'El resto de la página no se ve afectado. Vuelva a intentarlo en un momento.',
  needsJavaScript: 'Este portal necesita JavaScript. Actívelo y vuelva a cargar la página.',
  sectionFailedOffline: 'Lo cargaremos automáticamente en cuanto se restablezca la conexión.',
};
