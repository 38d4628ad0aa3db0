/**
 * §2.1 bot check: the ALTCHA widget, driven through core's captcha store (§4 Captcha states). The
 * widget is the solver (web/adapters/captcha-widget.ts); the store decides when to solve (while
 * typing or on submit, §9 captcha flags) and resets the puzzle after a failed login. The state is
 * also said in the portal's words in a polite live region (core/i18n's `captcha` texts).
 *
 * The widget's script (about 30 kB gzip) loads after the first paint, in the browser's first idle
 * period after the page has hydrated (issue 12, docs/decisions/124); until it is attached the status
 * says the check is loading and `onReady(false)` keeps the form's submit button disabled.
 */
import { createElement, useEffect, useId, useRef, useState } from 'react';
import type { CaptchaPort } from '../../../core/captcha';
import { createTranslator } from '../../../core/i18n';
import { textLocaleOf } from '../../../core/locale';
import type { AltchaWidgetSolver } from '../../adapters/captcha-widget';
import { whenIdle } from '../../app/after-paint';
import { useCaptcha } from '../../app/hooks';
import { useLocale } from '../../app/PortalContext';
import styles from './BotCheck.module.css';
import { loadWidget } from './load-widget';
import { type WidgetLanguage, widgetLanguage } from './widget-language';

export interface BotCheckProps {
  readonly captcha: CaptchaPort;
  readonly solver: AltchaWidgetSolver;
  /** The challenge URL of the captcha provider (core/auth `callUrl` of ENDPOINTS.captchaChallenge). */
  readonly challengeUrl: string;
  /** Loads the widget with its texts in the given language; tests skip the real widget. */
  readonly load?: (language: WidgetLanguage) => Promise<void>;
  /** §9 captchaV2: the challenge generation, shown on the widget as `data-version`. */
  readonly version?: 1 | 2;
  /** Told when the widget is attached and can solve (true), and when it is not (false). */
  readonly onReady?: (ready: boolean) => void;
  /** When the loading starts, after the page has committed; by default the next idle period. */
  readonly schedule?: (work: () => void) => () => void;
}

const WIDGET_CONFIGURATION = JSON.stringify({ hideFooter: true, hideLogo: true });

export function BotCheck({
  captcha,
  solver,
  challengeUrl,
  load = loadWidget,
  version = 1,
  onReady,
  schedule = whenIdle,
}: BotCheckProps) {
  const locale = useLocale();
  const snapshot = useCaptcha(captcha);
  const host = useRef<HTMLElement>(null);
  const statusId = useId();
  const [ready, setReady] = useState(false);
  const { t } = createTranslator(locale);
  const language = widgetLanguage(textLocaleOf(locale));
  const previous = useRef(snapshot.state);

  const [attached, setAttached] = useState(false);
  const readyListener = useRef(onReady);
  readyListener.current = onReady;

  // Effects run after the commit (hydration included); the script then waits for idle time.
  useEffect(() => {
    let current = true;
    const cancel = schedule(() => {
      load(language).then(
        () => current && setReady(true),
        () => current && setReady(false),
      );
    });
    return () => {
      current = false;
      cancel();
    };
  }, [load, language, schedule]);

  useEffect(() => {
    const element = host.current as unknown as Parameters<AltchaWidgetSolver['attach']>[0] | null;
    if (!ready || !element) return;
    solver.attach(element);
    setAttached(true);
    return () => {
      solver.detach(element);
      setAttached(false);
    };
  }, [ready, solver]);

  useEffect(() => {
    readyListener.current?.(attached);
  }, [attached]);

  // The store reset the puzzle (a failed login, §4): the widget starts over as well.
  useEffect(() => {
    const was = previous.current;
    previous.current = snapshot.state;
    const element = host.current as unknown as { reset?: () => void } | null;
    if (snapshot.state === 'ready' && was !== 'ready' && was !== 'uninitialized') element?.reset?.();
  }, [snapshot.state]);

  const visible = snapshot.settings.visible;
  const failed = snapshot.state === 'error' || snapshot.state === 'expired';
  return (
    <div className={styles.botCheck} hidden={!visible && !failed}>
      {/* The slot keeps the visible widget's height while its script loads (design §8: CLS 0), so
          the status line, the links and the footer below do not move when it appears. */}
      <div className={visible ? styles.widgetSlot : undefined}>
        {ready
          ? createElement('altcha-widget', {
              ref: host,
              class: styles.widget,
              challenge: challengeUrl,
              language,
              // The store decides when to solve (§9: while typing or on submit), not the widget.
              auto: 'off',
              display: visible ? 'standard' : 'invisible',
              configuration: WIDGET_CONFIGURATION,
              'data-version': version,
            })
          : null}
      </div>
      <p id={statusId} className={failed ? `${styles.status} ${styles.error}` : styles.status} role="status">
        {/* Until the widget can solve, the check is still loading, whatever the store says. */}
        {t(`captcha:status_${attached || failed ? snapshot.state : 'uninitialized'}`)}
      </p>
    </div>
  );
}
