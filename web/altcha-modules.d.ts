/** ALTCHA ships these translation modules without type declarations; they only register texts. */
declare module 'altcha/i18n/es-es';
declare module 'altcha/i18n/fr-fr';
