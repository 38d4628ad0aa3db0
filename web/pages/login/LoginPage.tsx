/**
 * §2.1 the login page and its open-banking variant: core/login's store over core/captcha's (one
 * of each per page), rendered as the credentials form or the one-time-code step (§4). Where the
 * browser goes afterwards (product, deep link, customer redirects, open banking) is core's
 * `loginDestination`; the store navigates there itself.
 *
 * What loads when (web/pages.ts, docs/loading.md): the page draws the form and the bot check from
 * its first render; the session with the login store comes on the form's first focus or input, the
 * bot check's solver then too (or in the first idle period), and the signed-in world when the
 * customer submits. A submit before the session has arrived waits for it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Locale } from '../../../core/locale';
import { type LoginStore, loginPageShown, trackLoginLink } from '../../../core/login';
import {
  AUTH_LOCALES,
  localeBasePath,
  loginPath,
  matchRoute,
  registerPath,
  usAuthUrl,
} from '../../../core/routes';
import { whenIdle } from '../../app/after-paint';
import type { BotCheckSetup } from '../../app/captcha';
import { useLogin } from '../../app/hooks';
import { useLocale, usePortal, useTranslator } from '../../app/PortalContext';
import type { Portal } from '../../app/portal';
import { BotCheck } from '../../components/bot-check/BotCheck';
import { PageFrame } from '../../components/page/PageFrame';
import { PageHead } from '../../components/page/PageHead';
import { PARTS } from '../../pages';
import { definePart, type Part, usePart } from '../../part';
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
 * Once the page is shown it counts the page view (§7) and makes the puzzle available, and the
 * solver's part loads in the first idle period unless the form's first focus asked for it before.
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
    loginPageShown(portal.ports.analytics, current.botCheck.store);
    const cancel = whenIdle(() => void PARTS.botCheck.load().catch(() => {}));
    return () => {
      cancel();
      current.disposed = true;
      current.botCheck.store.dispose();
    };
  }, [portal, locale]);
  return setup;
}

/**
 * The page's login store, a part of the page: made over the tab's session once it has loaded (the
 * form's first focus, `load()`), and disposed with the page. Its customer call after a successful
 * login goes through the signed-in world, which then draws the next page.
 */
function useLoginPart(portal: Portal, setup: LoginSetup): Part<LoginStore> {
  const part = useMemo(
    () =>
      definePart(async () => {
        const session = await portal.session.load();
        if (setup.disposed) throw new Error('The login page went away before its store was made.');
        return session.createLogin({
          captcha: setup.botCheck.store,
          locale: setup.locale,
          clientId: portal.config.environment.clientId,
          api: { get: async (call) => (await portal.core.load()).api.get(call) },
          onCaptchaError: (error) =>
            portal.ports.logger.warn('Bot check failed during login', { code: error.code }),
        });
      }),
    [portal, setup],
  );
  useEffect(() => () => part.current()?.dispose(), [part]);
  return part;
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
  const login = useLoginPart(portal, setup);
  return <LoginContent setup={setup} login={login} openBanking={openBanking} />;
}

function LoginContent({
  setup,
  login,
  openBanking,
}: {
  readonly setup: LoginSetup;
  readonly login: Part<LoginStore>;
  readonly openBanking: boolean;
}) {
  const portal = usePortal();
  const locale = useLocale();
  const { t } = useTranslator();
  const store = usePart(login) ?? null;
  const snapshot = useLogin(store);
  const codeStep = snapshot.status === 'oneTimeCodeRequired' || snapshot.status === 'submittingCode';
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
      {codeStep && store ? (
        <OneTimeCodeStep login={store} />
      ) : (
        <>
          {snapshot.status === 'idle' ? <LogoutNotice /> : null}
          <LoginError error={snapshot.status === 'failed' ? snapshot.error : null} />
          <CredentialsForm
            login={store}
            prepare={() => {
              // The bot check's solver too: the customer is about to need it.
              void PARTS.botCheck.load().catch(() => {});
              return login.load();
            }}
            // The signed-in world's code, while the puzzle and the login call run: the next page needs it.
            onSubmit={() => void PARTS.signedIn.load().catch(() => {})}
            botCheck={<BotCheck captcha={setup.botCheck.store} />}
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
