/**
 * What a page shows when it fails: the §8 technical error (with reload) inside the shell, or,
 * outside a supported locale, an empty header (§2.1) with the visitor's language (a 404) or English
 * (a failure). A page that throws while
 * rendering is caught by PageBoundary and shown the same way.
 */
import { Component, type ReactNode, useEffect } from 'react';
import { EMPTY_HEADER } from '../../core/header';
import type { Locale } from '../../core/locale';
import { LocaleProvider, usePortal, useTranslator } from '../app/PortalContext';
import { PageFrame } from '../components/page/PageFrame';
import { PageHead } from '../components/page/PageHead';
import { TechnicalError } from '../components/states/TechnicalError';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { Header } from '../shell/header/Header';

/** Logs a failure once it is shown (the name only: messages may hold personal data). */
export function LoggedFailure({ error }: { readonly error: unknown }) {
  const portal = usePortal();
  useEffect(() => {
    portal.ports.logger.error('Page failed', { name: error instanceof Error ? error.name : typeof error });
  }, [portal, error]);
  return <FailedPage />;
}

function FailedPage() {
  const { t } = useTranslator();
  return (
    <PageFrame title={t('common:technicalErrorTitle')}>
      <PageHead title={t('common:technicalErrorTitle')} />
      <TechnicalError titled={false} />
    </PageFrame>
  );
}

/**
 * An address outside every supported locale: empty header (§2.1) and the 404 in the visitor's
 * language; or a failure, told in English (the language that loads when the page's could not).
 */
export function RootError({
  error,
  language = 'en',
}: {
  readonly error?: unknown;
  readonly language?: Locale;
}) {
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <LocaleProvider locale={language}>
      <Header model={EMPTY_HEADER} onLogout={() => {}} />
      <main id="main">{error === undefined ? <NotFoundPage /> : <LoggedFailure error={error} />}</main>
    </LocaleProvider>
  );
}

/** Catches a page that throws while rendering, so the shell stays and the failure is explained. */
export class PageBoundary extends Component<
  { readonly children: ReactNode; readonly resetKey: unknown },
  { readonly error: unknown; readonly failed: boolean; readonly resetKey: unknown }
> {
  override state = { error: undefined as unknown, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: { readonly resetKey: unknown },
    state: { readonly resetKey: unknown; readonly failed: boolean },
  ) {
    // Another page: the failure belonged to the previous one.
    return props.resetKey === state.resetKey
      ? null
      : { error: undefined, failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <LoggedFailure error={this.state.error} /> : this.props.children;
  }
}
