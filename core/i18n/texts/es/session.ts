import type { SessionTexts } from '../en/session';

export const session: SessionTexts = {
  title: 'Su sesión está a punto de caducar',
  description:
    'Por su seguridad, cerramos su sesión cuando no detectamos actividad. ¿Desea mantener la sesión abierta?',
  countdown: 'Su sesión se cerrará en {{time}}.',
  extend: 'Ampliar sesión',
  logoutNow: 'Cerrar sesión ahora',
  maximumTitle: 'Su sesión alcanza su duración máxima',
  maximumDescription:
    'Por su seguridad, una sesión no puede prolongarse más allá de su duración máxima. Después podrá volver a iniciar sesión.',
  extended: {
    one: 'Su sesión se ha ampliado correctamente en {{count}} minuto.',
    many: 'Su sesión se ha ampliado correctamente en {{count}} de minutos.',
    other: 'Su sesión se ha ampliado correctamente en {{count}} minutos.',
  },
  extendFailed: 'No se ha podido ampliar su sesión. Se cerrará en breve.',
  announceMinutes: {
    one: 'Su sesión se cerrará en {{count}} minuto.',
    many: 'Su sesión se cerrará en {{count}} de minutos.',
    other: 'Su sesión se cerrará en {{count}} minutos.',
  },
  announceSeconds: {
    one: 'Su sesión se cerrará en {{count}} segundo.',
    many: 'Su sesión se cerrará en {{count}} de segundos.',
    other: 'Su sesión se cerrará en {{count}} segundos.',
  },
  loggingOut: 'Cerrando sesión…',
  loggedOutTitle: 'Se ha cerrado su sesión',
  loggedOutInactivity: 'Por su seguridad, hemos cerrado su sesión tras un periodo de inactividad.',
  loggedOutManual: 'Ha cerrado sesión correctamente.',
  logInAgain: 'Volver a iniciar sesión',
};
