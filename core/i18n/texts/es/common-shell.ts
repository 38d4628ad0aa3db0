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
};
