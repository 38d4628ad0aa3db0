import type { PublicPageTexts } from '../en/public-pages';

/** Texts of the public pages behind menus and footer links (§2.4, §2.6) (namespace `publicPages`). */
export const publicPages: PublicPageTexts = {
  knowledgeLead:
    'Conocimientos para ahorradores: cómo tributan los intereses, cómo están protegidos los depósitos y en qué fijarse al comparar ofertas.',
  informationLead:
    'Cómo funciona nuestra plataforma: los bancos asociados detrás de las ofertas, cómo abrir y gestionar depósitos y cómo protegemos su cuenta.',
  helpLead:
    'Respuestas a las preguntas frecuentes y las formas de contactar con nuestro servicio de atención al cliente.',
  aboutLead: 'Quiénes somos: nuestra empresa, noticias para la prensa y empleo.',
  legalLead:
    'La información legal sobre nuestro servicio: quién lo presta, cómo tratamos sus datos y qué condiciones se aplican.',
  referralLead:
    'Recomiéndenos a amigos y familiares: cómo funciona el programa de recomendación y qué condiciones se aplican.',
  corporateLead:
    'Nuestra empresa para socios y público: cómo trabajan con nosotros los bancos y los socios de distribución, información de prensa y empleo.',
  bankingAsAServiceLead:
    'Banca como servicio: nuestra plataforma y soluciones de gestión de liquidez para bancos y empresas, con información sobre nosotros, prensa y empleo.',
  editorialNote:
    'El contenido completo de esta página lo mantiene nuestro equipo editorial y no se muestra en el portal de clientes. Si tiene preguntas sobre su cuenta, inicie sesión o contacte con nuestro servicio de atención al cliente.',
  continueHeading: 'Continuar a',
  imprint: 'Aviso legal',
  privacy: 'Privacidad',
  terms: 'Términos y condiciones',
};
