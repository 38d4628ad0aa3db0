import type { ConsentTexts } from '../en/consent';

/** Texts of the consent second layer (§2.6, §9) (namespace `consent`). */
export const consent: ConsentTexts = {
  title: 'Configuración de cookies',
  intro:
    'Utilizamos cookies y tecnologías similares. Las estrictamente necesarias están siempre activas; las demás, solo con su consentimiento. Puede cambiar su elección en cualquier momento en «Configuración de cookies», al final de cada página.',
  categories: 'Categorías',
  necessary: 'Estrictamente necesarias',
  necessaryText:
    'Necesarias para el inicio de sesión, la seguridad y sus ajustes, como esta elección. Siempre activas.',
  analytics: 'Analítica',
  analyticsText: 'Nos ayudan a entender cómo se usa el portal para poder mejorarlo.',
  marketing: 'Marketing',
  marketingText:
    'Nos permiten a nosotros y a nuestros socios publicitarios medir y personalizar la publicidad.',
  acceptAll: 'Aceptar todas',
  rejectAll: 'Rechazar todas',
  save: 'Guardar selección',
  close: 'Cerrar',
  saved: 'Su configuración de cookies se ha guardado.',
};
