/**
 * The small map the traceability table is built from (build-table.ts): for every rule of the
 * specification, the words its tests use for it and how a person sees it (a page and persona, or a
 * portal-cli command). The tests and the code come from the tests themselves: a test names a rule
 * when its name (with the describe blocks around it) carries the rule's § and one of its words;
 * the code is the folders of the unit tests that name it (tests sit beside their code).
 *
 * `starts` is the beginning of the rule's text in the spec, so a rule the spec adds, drops or
 * rewrites fails scripts/spec/traceability.test.ts until this map follows. `nothing` marks the
 * spec's own "not shown" sentences: nothing to build, nothing to test.
 */

export interface RuleEntry {
  readonly id: string;
  readonly starts: string;
  /** Lower-case words a test name uses for this rule (any one, beside the rule's §). */
  readonly names?: readonly string[];
  /** How a person sees it: pages with a persona, portal-cli commands. */
  readonly see?: string;
  /** Why there is nothing to build (the spec's "not shown"). */
  readonly nothing?: string;
}

const PERSONAS = 'http://127.0.0.1:4010/__sandbox/personas';

export const SPEC_MAP: Readonly<Record<string, readonly RuleEntry[]>> = {
  '§1': [
    {
      id: 'markets',
      starts: 'A German-language-rooted provider',
      names: ['market', 'picker', 'locale names', 'language list'],
      see: '`portal-cli markets --locale en-gb`; the footer country picker on /de-de/login/ (visitor)',
    },
    {
      id: 'users-and-headers',
      starts: 'Users are retail customers',
      names: ['corporate', 'banking-as-a-service', 'public header', 'private'],
      see: '/en/corporate/ and /banking-as-a-service/ (visitor); `portal-cli menu --site corporate`',
    },
    {
      id: 'products',
      starts: 'Products: term (fixed) deposits',
      names: ['products', 'deposits', 'investment', 'pension'],
      see: '/de-de/dashboard/ (demo persona); `portal-cli products`',
    },
    {
      id: 'partner-logos',
      starts: 'Partner distributors and co-branded registration flows',
      names: ['partner', 'co-brand', 'regflow', 'logo'],
      see: '/de-de/register/?regflow=northbank-de (visitor); /de-de/dashboard/ (partner persona)',
    },
    {
      id: 'offers',
      starts: 'The portal offers:',
      names: ['login', 'theme', 'shell', 'sandbox', 'fault'],
      see: '/de-de/login/ (visitor) and /de-de/dashboard/ (demo persona); `npm start`',
    },
    {
      id: 'designs',
      starts: 'Two visual design versions exist',
      names: ['design', 'theme', 'v1', 'v2', 'logo'],
      see: '`npm start -- --flag b2cThemeChoiceLocally`, then /en-gb/login/ (visitor): v1 and the theme choice; `portal-cli markets --version v1`',
    },
  ],
  '§2.1': [
    {
      id: 'login-fields',
      starts: 'Fields: email, password',
      names: ['login page', 'password', 'bot check', 'widget', 'forgot'],
      see: '/de-de/login/ (visitor)',
    },
    {
      id: 'one-time-code',
      starts: 'After a first login response that asks for it',
      names: ['one-time', 'one time'],
      see: '/de-de/login/ as otp@sandbox.local (code 123456); `portal-cli login --email otp@sandbox.local --otp 123456`',
    },
    {
      id: 'open-banking',
      starts: 'Open-banking login variant',
      names: ['open banking', 'open-banking', 'payout', 'piis'],
      see: '/de-de/login/?is_payout=1 (demo persona); `portal-cli login --open-banking payout`',
    },
    {
      id: 'destination-after-login',
      starts: 'After a successful login the page reads a query parameter product',
      names: ['product', 'deep link', 'deep-link', 'obs-deeplink', 'pension', 'destination'],
      see: '/de-de/login/?product=dwm (demo persona); `portal-cli login --product dwm`, `--deep-link`',
    },
    {
      id: 'login-and-register-routes',
      starts: 'Login route: /{locale-prefix}/login/',
      names: ['route', 'regflow', 'registration', 'register'],
      see: '/de-de/login/?product=…, /de-de/register/?regflow=northbank-de (visitor)',
    },
    {
      id: 'locale-prefixes',
      starts: 'Locale prefixes: fr-fr, de-de',
      names: ['locale', 'unsupported', 'prefix', 'en-us'],
      see: '/pt-br/login/ falls back to en-US (visitor); /xx-yy/ has an empty header',
    },
    {
      id: 'after-logout',
      starts: 'After logout the browser goes to the login page',
      names: ['logout', 'host suffix', 'document language'],
      see: 'log out on /fr-fr/dashboard/ (french persona): /fr-fr/login/; `portal-cli logout`',
    },
    {
      id: 'us-market',
      starts: 'US market: login and register go to an external app host',
      names: ['us ', 'app host', 'en-us'],
      see: '/en-us/products/ (visitor): login and registration link to the app host',
    },
  ],
  '§2.2': [
    {
      id: 'redirect-pages',
      starts: 'Reference-account update page',
      names: ['redirect', 'cdvc', 'reference', 'financial'],
      see: 'log in as expired@, no-iban@ or uk.funds@sandbox.local; `portal-cli redirect`',
    },
    {
      id: 'skipped-pages',
      starts: 'These redirects are skipped',
      names: ['skip', 'redirect page', 'does not redirect'],
      see: '/de-de/cdvc/ itself does not redirect (expired persona)',
    },
    {
      id: 'irclickid',
      starts: 'A dashboard route has an irclickid parameter',
      names: ['irclickid', 'click id'],
      see: '/de-de/dashboard/?irclickid=abc (demo persona)',
    },
  ],
  '§2.3': [
    {
      id: 'dashboard-and-legacy',
      starts: 'Overview: /{locale}/dashboard/',
      names: ['dashboard', 'legacy', 'deposit', 'term', 'overnight'],
      see: '/de-de/dashboard/ (demo persona); legacy links with the flags off: web/e2e/legacy-dashboard.e2e.test.ts',
    },
    {
      id: 'wealth-management',
      starts: 'Wealth management dashboard',
      names: ['wealth', 'investment'],
      see: '/de-de/investments/wealth-management/dashboard (investor persona)',
    },
    {
      id: 'private-routes',
      starts: 'Private account menu routes',
      names: ['private account', 'base path', 'account pages'],
      see: '/de-de/documents, /de-de/my-details … (demo persona)',
    },
    {
      id: 'private-menu',
      starts: 'Private menu items by locale',
      names: ['account menu', 'payment method', 'exemption', 'pending'],
      see: 'the account menu on /de-de/dashboard/ (demo and pending personas); `portal-cli menu --private`',
    },
  ],
  '§2.4': [
    {
      id: 'groups',
      starts: 'Groups: My savings',
      names: ['navigation', 'group', 'offers', 'help centre', 'finnish'],
      see: 'the header menus on /de-de/products/ (visitor); `portal-cli menu --locale de-de`',
    },
    {
      id: 'market-menus',
      starts: 'German menu also',
      names: ['etf', 'german', 'uk menu', 'us menu', 'french', 'irish', 'navigation'],
      see: '/de-de/products/ → Angebote → ETF-Rente (visitor); `portal-cli menu --locale en-gb`',
    },
    {
      id: 'corporate',
      starts: 'Public corporate header links',
      names: ['corporate'],
      see: '/en/corporate/ (visitor); `portal-cli menu --site corporate`',
    },
    {
      id: 'banking-as-a-service',
      starts: 'Banking-as-a-service corporate header',
      names: ['banking-as-a-service', 'baas'],
      see: '/banking-as-a-service/ (visitor); `portal-cli menu --site banking-as-a-service`',
    },
    {
      id: 'country-selector-page',
      starts: 'Country selector page',
      names: ['country selector', 'select-country', 'country-selector'],
      see: '/en/select-country/ (visitor)',
    },
  ],
  '§2.5': [
    {
      id: 'header-types',
      starts: 'Header types: public, private',
      names: ['integrated', 'header type', 'header model', 'shell'],
      see: '/de-de/login/ (integrated), /de-de/products/ (public), /de-de/dashboard/ (private, demo persona)',
    },
    {
      id: 'header-modes',
      starts: 'Header mode selection order',
      names: ['mode', 'partner', 'distributor'],
      see: '/de-de/dashboard/ (partner persona: partner logo, no navigation)',
    },
    {
      id: 'mobile',
      starts: 'Mobile: hamburger and close toggle',
      names: ['mobile', 'hamburger', 'hover', 'touch', 'dropdown'],
      see: '/de-de/products/ at 375 px and 1280 px (visitor)',
    },
    {
      id: 'balance-and-iban',
      starts: 'Desktop-only balance strip',
      names: ['balance', 'iban', 'account dropdown', 'copy'],
      see: '/de-de/dashboard/ at 1280 px (demo persona): strip and copy IBAN',
    },
    {
      id: 'entry-types',
      starts: 'Menu entry types',
      names: ['entry', 'submenu', 'layout', 'keyboard', 'disclosure', 'arrow'],
      see: 'the header menus on /de-de/products/ (visitor), by keyboard',
    },
  ],
  '§2.6': [
    {
      id: 'footer-content',
      starts: 'Footer content: rating strip',
      names: [
        'footer',
        'rating',
        'social',
        'app',
        'badge',
        'copyright',
        'credit',
        'disclaimer',
        'us contact',
      ],
      see: 'the footer of /de-de/login/ (visitor); /en-us/products/ for the US contact banner',
    },
    {
      id: 'legal-links',
      starts: 'A legal link to the cookie-consent anchor',
      names: ['legal', 'cookie', 'consent'],
      see: 'the footer of /de-de/login/ (visitor): Cookie-Einstellungen opens the consent layer',
    },
    {
      id: 'country-picker',
      starts: 'Country picker entries',
      names: ['picker', 'sorted', 'order', 'country names', 'dropdown', 'modal'],
      see: 'the footer country picker on /de-de/login/ at 1280 and 375 px (visitor); `portal-cli markets`',
    },
    {
      id: 'market-links',
      starts: 'Links are host-based',
      names: ['host-based', 'host', 'domain', 'unified', 'new-market', 'market link'],
      see: '`portal-cli markets --locale en-gb`; `portal-cli markets --check`',
    },
    {
      id: 'country-banner',
      starts: 'Country banner: asks the visitor',
      names: ['country banner', 'countryconfirm'],
      see: '/de-de/login/?countryConfirm=1 (visitor)',
    },
    {
      id: 'other-routes',
      starts: 'Other route details are not shown',
      nothing: 'the spec shows nothing more',
    },
  ],
  '§3': [
    {
      id: 'login-form',
      starts: '**Login form**',
      names: ['login form', 'login page', 'email', 'password'],
      see: '/de-de/login/ (visitor)',
    },
    {
      id: 'login-request',
      starts: '**Login request**',
      names: ['login request', 'request', 'sardine', 'fingerprint'],
      see: 'the login call in the sandbox log: http://127.0.0.1:4010/__sandbox/requests',
    },
    {
      id: 'login-response',
      starts: '**Login response**',
      names: ['response', 'headers', 'device trust', 'device-trust', 'login'],
      see: '/de-de/login/ as otp@sandbox.local (device trust offered)',
    },
    {
      id: 'token-store',
      starts: '**Auth token store**',
      names: ['token', 'time difference', 'skew', 'azp'],
      see: '`portal-cli session` (token, time difference, client)',
    },
    {
      id: 'customer',
      starts: '**Customer**',
      names: ['customer', 'name', 'title', 'tax', 'person'],
      see: '/de-de/my-details (demo persona); `portal-cli login`',
    },
    {
      id: 'transaction-account',
      starts: '**Transaction account**',
      names: ['transaction account', 'account', 'balance', 'sort code'],
      see: '/de-de/account-transactions/ (demo persona); uk.funds@ for a sort code',
    },
    {
      id: 'header-customer-data',
      starts: '**Header customer data**',
      names: ['header customer data', 'header', 'unread', 'badge', 'account'],
      see: 'the header on /de-de/dashboard/ (demo persona); `portal-cli login` (Header line)',
    },
    {
      id: 'menu-items',
      starts: '**Nav item**',
      names: ['nav item', 'submenu', 'logo', 'action', 'menu', 'navigation'],
      see: '`portal-cli menu --json` (every item with its fields)',
    },
    {
      id: 'switchable-account',
      starts: '**Switchable account**',
      names: ['switchable', 'minor'],
      see: '/de-de/dashboard/ (family persona): the account switch; `portal-cli login --email family@sandbox.local`',
    },
    {
      id: 'product-access',
      starts: '**Product access flags**',
      names: ['product access', 'access', 'deposit type', 'pom', 'flag'],
      see: 'the My savings menu on /de-de/dashboard/ (demo and pending personas)',
    },
    {
      id: 'product-instance',
      starts: '**Product instance**',
      names: ['product instance', 'instance', 'illiquid', 'portfolio', 'pages'],
      see: '/de-de/investments/wealth-management/dashboard (investor persona); `portal-cli products`',
    },
    {
      id: 'pension-product',
      starts: '**Pension product**',
      names: ['pension'],
      see: '/de-de/pension/ (demo persona)',
    },
    {
      id: 'cobranding',
      starts: '**Cobranding**',
      names: ['cobranding', 'co-brand', 'distributor logo', 'partner logo', 'partner'],
      see: '/de-de/dashboard/ (partner persona); /de-de/register/?regflow=northbank-de (visitor)',
    },
    {
      id: 'footer-data',
      starts: '**Footer data**',
      names: ['footer data', 'footer', 'cms'],
      see: 'the footer of /de-de/login/ (visitor); http://127.0.0.1:4010/api/cms/footer?locale=de-DE',
    },
    {
      id: 'market-entry',
      starts: '**Market entry**',
      names: ['market entry', 'market', 'redirect target', 'preferred locale'],
      see: '`portal-cli markets --json`',
    },
    {
      id: 'seo-settings',
      starts: '**SEO settings**',
      names: ['seo', 'canonical', 'robots', 'open graph', 'meta'],
      see: 'the head of /de-de/login/ (visitor): title, description, canonical, Open Graph',
    },
    {
      id: 'order-types',
      starts: '**Order types**',
      names: ['order type', 'buy', 'sell'],
      see: '`portal-cli products` (investor persona); /de-de/investments/wealth-management/dashboard',
    },
    {
      id: 'portfolio-templates',
      starts: '**Portfolio templates**',
      names: ['template', 'scenario', 'dwm', 'robo', 'knowledge', 'experience'],
      see: '`portal-cli products` (investor persona): strategy per template',
    },
    {
      id: 'session-flags',
      starts: '**Session flags**',
      names: [
        'session flag',
        'logoutonsessiontimeout',
        'umtstop',
        'callobslogout',
        'umtcallobs',
        'stop-refresh',
        'stop refreshing',
      ],
      see: '`portal-cli session` with `PORTAL_FLAGS`; the session dialog on /de-de/dashboard/ (demo persona)',
    },
  ],
  '§4': [
    {
      id: 'login',
      starts: '**Login**: idle, then submit',
      names: ['login', 'one-time', 'puzzle', '202'],
      see: '/de-de/login/ (demo, otp, locked personas); `portal-cli login`',
    },
    {
      id: 'captcha-states',
      starts: '**Captcha states**',
      names: ['captcha', 'bot check', 'puzzle'],
      see: 'the bot check status on /de-de/login/ (visitor)',
    },
    {
      id: 'order-states',
      starts: '**Order states**',
      names: ['order', 'instruction'],
      see: '`portal-cli products` (investor persona)',
    },
    {
      id: 'savings-plan',
      starts: '**Savings plan**',
      names: ['savings plan', 'savings-plan'],
      see: '`portal-cli products` (demo persona: a savings plan per portfolio)',
    },
    {
      id: 'transaction-account-states',
      starts: '**Transaction account**: INITIATED',
      names: ['transaction account', 'preferred account', 'preferred transaction'],
      see: '/de-de/account-transactions/ (demo persona)',
    },
    {
      id: 'product-instance-states',
      starts: '**Product instance**: CREATED',
      names: ['product instance', 'instance', 'pending state', 'pending_kyc', 'transaction state'],
      see: '`portal-cli products` (investor persona)',
    },
    {
      id: 'customer-redirects',
      starts: '**Customer redirects**',
      names: ['redirect', 'priority'],
      see: 'log in as expired@, no-iban@, uk.funds@sandbox.local; `portal-cli redirect`',
    },
    {
      id: 'reference-account',
      starts: 'Reference account: required when the customer is Active',
      names: ['reference'],
      see: 'log in as no-iban@sandbox.local: /de-de/reference-account/initial/',
    },
    {
      id: 'financial-information',
      starts: 'Financial information: applies to UK customers',
      names: ['financial', 'source of funds', 'source-of-funds', 'uk'],
      see: 'log in as uk.funds@sandbox.local: /en-gb/update-financial-information/',
    },
    {
      id: 'data-validity',
      starts: 'Data validity: statuses EXPIRED and REVALIDATE',
      names: ['data validity', 'data-validity', 'cdvc', 'revalidate'],
      see: 'log in as expired@sandbox.local: /de-de/cdvc/',
    },
    {
      id: 'managed-portfolio',
      starts: '**Managed-portfolio marking**',
      names: ['managed', 'robo'],
      see: '`portal-cli products` (demo persona: [Vermögensverwaltung] marking)',
    },
    {
      id: 'session',
      starts: '**Session**: active',
      names: ['session', 'countdown', 'idle', 'refresh', 'expir', 'webview', 'maximum'],
      see: '/de-de/dashboard/ (demo persona) after 3 idle minutes; `npm start -- --scenario maximum-session`; `portal-cli session --watch`',
    },
    {
      id: 'logout-sequence',
      starts: '**Logout sequence**',
      names: ['logout', 'log out', 'pension'],
      see: 'the account menu → Abmelden on /de-de/dashboard/ (demo persona); `portal-cli logout`',
    },
    {
      id: 'country-banner',
      starts: '**Country banner**',
      names: ['country banner', 'countryconfirm'],
      see: '/de-de/login/?countryConfirm=1 (visitor); after choosing France in the picker, /de-at/',
    },
    {
      id: 'balance-strip',
      starts: '**Balance strip**',
      names: ['balance strip', 'balance', 'skeleton', 'pending'],
      see: '/de-de/dashboard/ at 1280 px (demo persona; pending persona: total 0,00 €); `portal-cli login --email pending@sandbox.local`',
    },
    {
      id: 'copy-hint',
      starts: '**Copied IBAN/account number hint**',
      names: ['copy', 'copied'],
      see: 'the account menu → IBAN kopieren on /de-de/dashboard/ (demo persona)',
    },
    {
      id: 'footer-links',
      starts: '**Footer links**',
      names: ['footer link', 'disabled', 'link mode', 'primary', 'secondary'],
      see: 'the footer of /de-de/login/ (visitor): Karriere is disabled, legal links small',
    },
  ],
  '§5': [
    {
      id: 'login-validation',
      starts: 'Login email: required, valid email',
      names: ['email', 'password', 'on change', 'on mount', 'login page', 'login form'],
      see: '/de-de/login/ (visitor): submit empty, then type',
    },
    {
      id: 'portfolio-name',
      starts: 'Portfolio name: 1 to 25 characters',
      names: ['portfolio name', 'portfolio', 'rename'],
      see: '/de-de/investments/wealth-management/dashboard (demo persona): rename a portfolio',
    },
    {
      id: 'file-upload',
      starts: 'File upload: maximum file count',
      names: ['upload', 'file'],
      see: '/de-de/documents (demo persona): empty submit, six files, five files',
    },
    {
      id: 'auth-required',
      starts: 'Auth-required pages send an unauthenticated user to login',
      names: ['auth guard', 'guard', 'unauthenticated', 'protected', 'signed-out', 'signed out'],
      see: '/de-de/dashboard/ without a session (visitor): the login page',
    },
    {
      id: 'token-validity',
      starts: 'Token is valid if exp is not earlier',
      names: ['token', 'valid', 'exp'],
      see: '`portal-cli session` (valid until, time difference)',
    },
    {
      id: 'rating',
      starts: 'Rating: empty scores show zero stars',
      names: ['rating', 'star', 'score'],
      see: 'the rating strip of the footer on /de-de/login/ (visitor)',
    },
    {
      id: 'unsafe-links',
      starts: 'Links whose scheme is javascript, data or vbscript are unsafe',
      names: ['unsafe', 'scheme', 'javascript', 'hostile'],
      see: 'web/e2e/cms.e2e.test.ts: hostile CMS links on /de-de/login/ are not links',
    },
    {
      id: 'active-item',
      starts: 'A menu item is active when current path plus hash',
      names: ['active'],
      see: 'the current page marked in the header menus on /de-de/products/ (visitor)',
    },
    {
      id: 'initials',
      starts: 'Account initials: first letter',
      names: ['initials'],
      see: 'the account menu button on /de-de/dashboard/ (demo persona): EM',
    },
    {
      id: 'page-title',
      starts: 'Page title: logged-in users get the site name',
      names: ['page title', 'title'],
      see: 'the tab title of /de-de/login/ (visitor) and /de-de/dashboard/ (demo persona)',
    },
    {
      id: 'accessible-text',
      starts: 'A link without visible text',
      names: ['accessible text', 'accessible name', 'aria-label'],
      see: '`portal-cli ui` (axe findings per page)',
    },
    {
      id: 'other-validation',
      starts: 'Other validation is not shown',
      nothing: 'the spec shows nothing more',
    },
  ],
  '§6': [
    {
      id: 'anonymous-and-customers',
      starts: 'Anonymous visitor (public header)',
      names: ['anonymous', 'visitor', 'protected', 'session', 'guard', 'private'],
      see: '/de-de/products/ (visitor) versus /de-de/dashboard/ (demo persona)',
    },
    {
      id: 'company-and-pending',
      starts: 'Company (corporate) customers are distinguished',
      names: ['company', 'business', 'pending'],
      see: 'Finanzwissen on /de-de/dashboard/ (company persona); the account menu (pending persona)',
    },
    {
      id: 'uk-and-german',
      starts: 'UK versus German customers',
      names: ['uk', 'german', 'data validity', 'country'],
      see: 'log in as uk.funds@ versus demo@sandbox.local',
    },
    {
      id: 'distributor-rule',
      starts: 'A distributor whose id matches a special rule',
      names: ['distributor', 'finance knowledge'],
      see: '/en-ie/dashboard/ (distributor persona): no finance knowledge; `portal-cli menu --private --customer distributor=DIST-HARBOUR`',
    },
    {
      id: 'menu-flags',
      starts: 'Menu visibility by flags',
      names: ['flag', 'access', 'offer', 'term', 'overnight'],
      see: 'the My savings and Offers menus on /de-de/dashboard/ (demo, pending and partner personas)',
    },
    {
      id: 'feature-flags',
      starts: 'Feature flags: customerShowPaymentMethodScreens',
      names: [
        'flag',
        'smart banner',
        'minor',
        'payment method',
        'pension logout',
        'theme',
        'unified',
        'new-market',
        'fingerprint',
      ],
      see: '`npm start -- --flag NAME`, `PORTAL_FLAGS` for portal-cli; /de-de/dashboard/ (family persona) for the minor switch',
    },
    {
      id: 'customer-id-and-actions',
      starts: 'The customer id (bacNumber) feeds',
      names: ['unread', 'identifier', 'data layer', 'action'],
      see: 'the unread badge on /de-de/dashboard/ (demo persona: 2); http://127.0.0.1:4010/__sandbox/stand-ins',
    },
    { id: 'admin-roles', starts: 'Admin roles are not shown', nothing: 'the spec shows no admin roles' },
  ],
  '§7': [
    {
      id: 'call-rules',
      starts: 'Calls send JSON, credentials',
      names: ['cache', 'dedup', 'retry', '403', 'bearer', 'api client', 'credentials', 'mock'],
      see: 'http://127.0.0.1:4010/__sandbox/requests after opening /de-de/dashboard/ (demo persona)',
    },
    {
      id: 'login-call',
      starts: 'Login token call',
      names: ['login', '202', 'token call'],
      see: '/de-de/login/ (demo persona); `portal-cli login --verbose`',
    },
    {
      id: 'customer-call',
      starts: 'Customer data | customer by id',
      names: ['customer', 'embed'],
      see: '/de-de/my-details (demo persona)',
    },
    {
      id: 'accounts-call',
      starts: 'GET /accounts | filter customerId',
      names: ['accounts', 'account'],
      see: '/de-de/dashboard/ (demo persona)',
    },
    {
      id: 'account-call',
      starts: 'GET /accounts/{accountId}',
      names: ['balance', 'account'],
      see: 'the balance strip on /de-de/dashboard/ (demo persona)',
    },
    {
      id: 'product-calls',
      starts: 'GET customer product access',
      names: ['product', 'cobranding', 'deposit', 'pension', 'pom', 'instance'],
      see: '/de-de/dashboard/ (demo and investor personas)',
    },
    {
      id: 'unread-call',
      starts: 'GET /threads/unread-count',
      names: ['unread'],
      see: 'the unread badge on /de-de/dashboard/ (demo persona)',
    },
    {
      id: 'switchable-call',
      starts: 'GET /public/users/{userId}/switchable-accounts',
      names: ['switchable', 'minor'],
      see: '/de-de/dashboard/ (family persona); `portal-cli login --email family@sandbox.local`',
    },
    {
      id: 'portal-logout-call',
      starts: 'POST {origin}/savingglobal/rest/open_api/v2/logout',
      names: ['portal logout', 'logout'],
      see: '`PORTAL_FLAGS=\'{"userManagementCallObsLogout":true}\' portal-cli logout`',
    },
    {
      id: 'session-probe-call',
      starts: 'GET {origin}/savingglobal/rest/open_api/v2/customer',
      names: ['probe'],
      see: '`portal-cli session` (Server row); `portal-cli session refresh`',
    },
    {
      id: 'idp-logout-call',
      starts: 'POST {identity provider}/protocol/openid-connect/logout',
      names: ['identity-provider logout', 'identity provider', 'idp', 'logout'],
      see: '`portal-cli logout`; the sandbox sessions: http://127.0.0.1:4010/__sandbox/sessions',
    },
    {
      id: 'token-call',
      starts: 'POST {auth host}/auth/realms/global/protocol/openid-connect/token',
      names: ['refresh', 'token'],
      see: '`portal-cli session refresh`',
    },
    {
      id: 'captcha-verification',
      starts: 'Captcha verification',
      names: ['captcha'],
      see: 'the bot check on /de-de/login/ (visitor); http://127.0.0.1:4010/__sandbox/requests',
    },
    {
      id: 'environments',
      starts: 'Auth host is chosen by region',
      names: ['environment', 'region', 'auth host', 'host', 'open banking'],
      see: '`portal-cli check --env staging` (what a real environment lacks); `portal-cli session`',
    },
    {
      id: 'third-party-scripts',
      starts: 'Consent-manager and tag-manager scripts',
      names: ['tag manager', 'tag-manager', 'consent manager', 'container', 'identifier'],
      see: 'open /de-de/login/, /fr-fr/login/, /en-us/products/ (visitor), then http://127.0.0.1:4010/__sandbox/stand-ins',
    },
    {
      id: 'analytics-events',
      starts: 'Analytics events: login loaded',
      names: ['analytics', 'event', 'tapped', 'track'],
      see: 'http://127.0.0.1:4010/__sandbox/stand-ins after a login on /de-de/login/ (demo persona)',
    },
    {
      id: 'server-behaviour',
      starts: 'What the server does with each call',
      nothing: 'the spec shows nothing more; the sandbox answers as fixtures/README.md says',
    },
  ],
  '§8': [
    {
      id: 'login-errors',
      starts: 'Login errors: InvalidGrant',
      names: [
        'login error',
        'invalidgrant',
        'accountlocked',
        'mtan',
        'systemerror',
        'generalerror',
        'refused',
        'error',
      ],
      see: '/de-de/login/ as locked@, mtan-disabled@sandbox.local, or a wrong password',
    },
    {
      id: 'forbidden',
      starts: 'HTTP 403 on any call clears the session',
      names: ['403', 'clears the session', 'logged only'],
      see: 'a 403 fault: POST http://127.0.0.1:4010/__sandbox/faults {"endpoint":"customer","status":403}',
    },
    {
      id: 'refresh-errors',
      starts: 'Refresh token expired',
      names: ['refresh', 'probe', 'extension', 'logout error'],
      see: '`portal-cli session refresh` after the sandbox was reset',
    },
    {
      id: 'switchable-failure',
      starts: 'Switchable-account failure',
      names: ['switchable', 'warning'],
      see: 'a fault on switchableAccounts, then /de-de/dashboard/ (family persona)',
    },
    {
      id: 'balance-errors',
      starts: 'Balance: title and tooltip shown as not available',
      names: ['maintenance', 'balance', 'not available'],
      see: '/de-de/dashboard/ (maintenance persona)',
    },
    {
      id: 'rule-violations',
      starts: 'Order rule violations',
      names: ['rule violation', 'violation', 'order'],
      see: '`portal-cli products` (demo persona: a rejected sale and its reason)',
    },
    {
      id: 'blockers',
      starts: 'Order blockers',
      names: ['blocker'],
      see: '`portal-cli products` (demo persona)',
    },
    {
      id: 'empty-content',
      starts: 'Empty content messages',
      names: ['no data found', 'technical error', 'reload', 'empty', 'failed'],
      see: '/de-de/documents (demo persona: no data found); a customer fault for the reload button',
    },
    {
      id: 'session-texts',
      starts: 'Session texts (translated',
      names: ['session text', 'extend', 'logged out in', 'session'],
      see: 'the session dialog on /de-de/dashboard/ (demo persona) in every language',
    },
    {
      id: 'other-messages',
      starts: 'Exact texts of the other messages: not shown',
      nothing: 'the spec shows no other texts; the portal writes its own (core/i18n)',
    },
  ],
  '§9': [
    {
      id: 'api-timing',
      starts: 'API timeout 3000 ms',
      names: ['timeout', 'cache', 'dedupe', 'constants'],
      see: 'a slow fault: POST http://127.0.0.1:4010/__sandbox/faults {"endpoint":"customer","latencyMs":4000}',
    },
    {
      id: 'session-timing',
      starts: 'Session countdown and auto-extend threshold',
      names: ['session', 'threshold', 'countdown', 'estimate', 'constants'],
      see: 'the session dialog on /de-de/dashboard/ (demo persona) after 3 idle minutes',
    },
    {
      id: 'copy-and-consent',
      starts: 'Copy hints 3000 ms',
      names: ['consent', 'copy', 'constants'],
      see: 'the cookie settings of /de-de/login/ (visitor); http://127.0.0.1:4010/__sandbox/stand-ins (the defaults)',
    },
    {
      id: 'portfolio-max',
      starts: 'Portfolio name max 25 characters',
      names: ['portfolio', 'constants'],
      see: 'rename a portfolio on /de-de/investments/wealth-management/dashboard (demo persona)',
    },
    {
      id: 'defaults-and-theme',
      starts: 'Default locale de-de',
      names: ['default locale', 'client id', 'theme', 'de-de'],
      see: '`npm start -- --flag b2cThemeChoiceLocally`, /en-gb/login/ (visitor); `portal-cli markets`',
    },
    {
      id: 'captcha-flags',
      starts: 'Captcha flags: solve during login',
      names: ['captcha', 'puzzle', 'bot check'],
      see: '`npm start -- --flag captchaV2`, /de-de/login/ (visitor); `PORTAL_FLAGS=\'{"captchaV2":true}\' portal-cli login`',
    },
    {
      id: 'layout',
      starts: 'Layout: modal widths',
      names: ['layout', 'width', 'height', 'breakpoint', 'logo', 'dropdown', 'modal'],
      see: '/de-de/login/ and /de-de/dashboard/ at 1440 and 375 px (visitor, demo persona)',
    },
    {
      id: 'currency',
      starts: 'Currency default EUR',
      names: ['currency', 'eur', 'money', 'decimal'],
      see: 'the balance strip on /de-de/dashboard/ (demo persona)',
    },
    {
      id: 'market-count-and-locales',
      starts: 'Ten country markets plus EU/English entry',
      names: ['market', 'locale', 'picker'],
      see: '`portal-cli markets --version v1` (11 entries)',
    },
    {
      id: 'regflows',
      starts: 'Regflow-to-locale map',
      names: ['regflow', 'co-brand'],
      see: '/de-de/register/?regflow=harbour-ie (visitor): moves to /en-ie/',
    },
    {
      id: 'samples',
      starts: 'Rating star colours vary by score',
      names: ['rating', 'star', 'colour', 'sample', 'unread', '4007'],
      see: `the footer rating of /de-de/login/ (visitor); the demo persona's 2 unread messages (${PERSONAS})`,
    },
  ],
};
