/**
 * §2.1 the login page and its open-banking variant: core/login's store over core/captcha's (one
 * of each per page), rendered as the credentials form or the one-time-code step (§4). Where the
 * browser goes afterwards (product, deep link, customer redirects, open banking) is core's
 * `loginDestination`; the store navigates there itself.
 */
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../core/locale';
import { type LoginStore, trackLoginLink } from '../../../core/login';
import {
  AUTH_LOCALES,
  localeBasePath,
  loginPath,
  matchRoute,
  registerPath,
  usAuthUrl,
} from '../../../core/routes';
import type { BotCheckSetup } from '../../app/captcha';
import { useCaptcha, useLoadedCore, useLogin } from '../../app/hooks';
import { useLocale, usePortal, useTranslator } from '../../app/PortalContext';
import type { Portal } from '../../app/portal';
import { BotCheck } from '../../components/bot-check/BotCheck';
import { PageFrame } from '../../components/page/PageFrame';
import { PageHead } from '../../components/page/PageHead';
import { Link, useLocation } from '../../routing/router';
import { CredentialsForm } from './CredentialsForm';
import styles from './Login.module.css';
import { LoginError } from './LoginError';
import { LogoutNotice } from './LogoutNotice';
import { OneTimeCodeStep } from './OneTimeCodeStep';

interface LoginSetup {
  readonly botCheck: BotCheckSetup;
  readonly locale: Locale;
  /** Set once the page let go of it (a locale switch, StrictMode's second mount). */
  disposed: boolean;
}

/**
 * The page's bot check. It is built during the first render, because the prerendered login page
 * (web/prerender) and its hydration must draw the form at once; the effect owns its life: it
 * rebuilds it for another locale or after StrictMode's remount, and disposes it when the page goes.
 */
function useBotCheckSetup(portal: Portal, locale: Locale): LoginSetup {
  const [setup, setSetup] = useState<LoginSetup>(() => ({
    botCheck: portal.botCheck(),
    locale,
    disposed: false,
  }));
  const latest = useRef(setup);
  latest.current = setup;
  useEffect(() => {
    let current = latest.current;
    if (current.disposed || current.locale !== locale) {
      current = { botCheck: portal.botCheck(), locale, disposed: false };
      setSetup(current);
    }
    return () => {
      current.disposed = true;
      current.botCheck.store.dispose();
    };
  }, [portal, locale]);
  return setup;
}

/**
 * The page's login store over its bot check, made once the portal's core has loaded (decision 160;
 * at once when it already has). The page asks for the core after its commit (the hydration), the
 * same load the shell starts after the first paint. Until it is there the form draws what an idle
 * store gives and its button waits. Made, it counts the page view (§7) and starts the bot check.
 */
function useLoginStore(portal: Portal, setup: LoginSetup): LoginStore | null {
  const core = useLoadedCore();
  const [login, setLogin] = useState<LoginStore | null>(null);
  useEffect(() => {
    // A failed load leaves the button waiting, as a bot check widget that cannot load does.
    if (!core) portal.core.load().catch(() => {});
  }, [portal, core]);
  useEffect(() => {
    // A setup StrictMode or a locale switch let go of is replaced in the same commit.
    if (!core || setup.disposed) return;
    const store = core.createLogin({
      captcha: setup.botCheck.store,
      locale: setup.locale,
      clientId: portal.config.environment.clientId,
      onCaptchaError: (error) =>
        portal.ports.logger.warn('Bot check failed during login', { code: error.code }),
    });
    setLogin(store);
    store.loaded();
    return () => {
      store.dispose();
      setLogin((shown) => (shown === store ? null : shown));
    };
  }, [portal, core, setup]);
  return login;
}

/** §2.1: the same page in the other login locales; en-US logs in on the US app host. */
function loginAlternate(usAppHost: string) {
  return (other: Locale) =>
    AUTH_LOCALES.includes(other)
      ? loginPath(other)
      : other === 'en-US'
        ? usAuthUrl(usAppHost, 'login')
        : undefined;
}

export function LoginPage() {
  const portal = usePortal();
  const locale = useLocale();
  const location = useLocation();
  const openBanking = matchRoute(location.pathname).name === 'openBanking';
  const setup = useBotCheckSetup(portal, locale);
  const login = useLoginStore(portal, setup);
  return <LoginContent setup={setup} login={login} openBanking={openBanking} />;
}

function LoginContent({
  setup,
  login,
  openBanking,
}: {
  readonly setup: LoginSetup;
  readonly login: LoginStore | null;
  readonly openBanking: boolean;
}) {
  const portal = usePortal();
  const locale = useLocale();
  const { t } = useTranslator();
  const snapshot = useLogin(login);
  const codeStep = snapshot.status === 'oneTimeCodeRequired' || snapshot.status === 'submittingCode';
  const { widget } = setup.botCheck;
  // The widget tells when it can solve; without one (silent puzzle) the store is ready once started.
  const [widgetReady, setWidgetReady] = useState(false);
  const captcha = useCaptcha(setup.botCheck.store);
  const botCheckReady = widget ? widgetReady : captcha.state !== 'uninitialized';
  return (
    <PageFrame
      title={openBanking ? t('portal:openBankingTitle') : t('login:title')}
      intro={openBanking ? t('portal:openBankingIntro') : undefined}
      narrow
    >
      <PageHead
        title={openBanking ? t('portal:openBankingTitle') : t('portal:loginTitle')}
        seoPage={openBanking ? undefined : 'login'}
        alternate={openBanking ? undefined : loginAlternate(portal.config.header.usAppHost)}
        defaultLocale="de-DE"
      />
      {codeStep && login ? (
        <OneTimeCodeStep login={login} />
      ) : (
        <>
          {snapshot.status === 'idle' ? <LogoutNotice /> : null}
          <LoginError error={snapshot.status === 'failed' ? snapshot.error : null} />
          <CredentialsForm
            login={login}
            botCheck={
              widget ? (
                <BotCheck
                  captcha={setup.botCheck.store}
                  solver={widget.solver}
                  challengeUrl={widget.challengeUrl}
                  load={widget.load}
                  version={widget.version}
                  onReady={setWidgetReady}
                />
              ) : null
            }
            botCheckReady={botCheckReady}
          />
          <ul className={styles.links}>
            <li>
              <Link
                to={`${localeBasePath(locale)}/forgot-password/`}
                onClick={() => trackLoginLink(portal.ports.analytics, 'forgotPassword')}
              >
                {t('login:forgotPassword')}
              </Link>
            </li>
            {openBanking ? null : (
              <li>
                {t('login:noAccount')}{' '}
                <Link
                  to={registerPath(locale)}
                  onClick={() => trackLoginLink(portal.ports.analytics, 'createAccount')}
                >
                  {t('login:createAccount')}
                </Link>
              </li>
            )}
          </ul>
        </>
      )}
    </PageFrame>
  );
}
