/**
 * Everything one text language says: the namespaces `t` reads (common, errors, login, session,
 * portal, consent, publicPages, productStatus, customerChanges, portalPages) and the label tables
 * of navigation, footer, header, markets and the bot check. Each text locale has two modules,
 * texts/<language>.ts (what the login page and the shell need) and texts/<language>-pages.ts (what
 * only the pages that load the whole language read, decision 161); nothing else imports a language,
 * so a bundler puts each in a chunk of its own (load-texts.ts).
 */

import type {
  CaptchaTexts,
  FooterTexts,
  HeaderTexts,
  MarketTexts,
  NavBarTexts,
  NavMenuTexts,
} from './label-types';
import type { AccountTemplates, AccountTexts } from './texts/en/common-account';
import type { ShellTemplates, ShellTexts } from './texts/en/common-shell';
import type { ConsentTexts } from './texts/en/consent';
import type { CustomerChangeTexts } from './texts/en/customer-changes';
import type { ErrorTexts } from './texts/en/errors';
import type { LoginTexts } from './texts/en/login';
import type { PortalTexts } from './texts/en/portal';
import type { PortalPageTexts } from './texts/en/portal-pages';
import type { ProductStatusTexts } from './texts/en/product-status';
import type { PublicPageTexts } from './texts/en/public-pages';
import type { SessionTexts } from './texts/en/session';

/** The `common` namespace: shell labels and account labels, two files served as one namespace. */
export type CommonTemplates = ShellTemplates & AccountTemplates;
export type CommonTexts = ShellTexts & AccountTexts;

/** The namespaces `t('namespace:key')` reads. */
export const NAMESPACES = [
  'common',
  'errors',
  'login',
  'session',
  'portal',
  'consent',
  'publicPages',
  'productStatus',
  'customerChanges',
  'portalPages',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export interface LanguageTexts {
  readonly common: CommonTexts;
  readonly errors: ErrorTexts;
  readonly login: LoginTexts;
  readonly session: SessionTexts;
  /** The web portal's page texts. */
  readonly portal: PortalTexts;
  /** The header bar's navigation texts (logo, landmark, actions). */
  readonly nav: NavBarTexts;
  /** The menus' titles (core/navigation `navTexts` joins them with `nav`). */
  readonly navMenus: NavMenuTexts;
  readonly footer: FooterTexts;
  readonly header: HeaderTexts;
  readonly markets: MarketTexts;
  readonly captcha: CaptchaTexts;
  /** The consent second layer (§2.6, §9). */
  readonly consent: ConsentTexts;
  /** The public pages behind menus and footer links (§2.4). */
  readonly publicPages: PublicPageTexts;
  /** Product states, rule violations, blockers, managed-portfolio marking, portfolio rename (§4, §5, §8). */
  readonly productStatus: ProductStatusTexts;
  /** The customer-redirect forms (§2.2), the document upload and list (§5). */
  readonly customerChanges: CustomerChangeTexts;
  /** The web portal's texts of the pages that load the whole language (signed-in pages, offers, …). */
  readonly portalPages: PortalPageTexts;
}

/**
 * The namespaces and label tables only some pages read: loaded with those pages, not with the login
 * page (decision 161 added the menus' titles, the header's menu texts and `portalPages`: the pages
 * whose header has menus load the whole language; and the session dialog's texts: a signed-in
 * shell loads the whole language, web/app-shell/private/use-private-part.ts).
 */
export const PAGE_NAMESPACES = [
  'publicPages',
  'productStatus',
  'customerChanges',
  'portalPages',
  'navMenus',
  'header',
  'session',
] as const;
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];
/** What every page of a language needs (texts/<language>.ts). */
export type StartTexts = Omit<LanguageTexts, PageNamespace>;
/** The rest (texts/<language>-pages.ts). */
export type PageTexts = Pick<LanguageTexts, PageNamespace>;

/** The part of a language `t` reads. */
export type TranslationTables = Pick<LanguageTexts, Namespace>;
