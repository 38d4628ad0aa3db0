/**
 * What a route shows when its loader or page fails: a 404 page for addresses that do not exist, the
 * §8 technical error (with reload) for anything else. Outside a supported locale the header is
 * empty (§2.1) and the texts are English.
 */
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { EMPTY_HEADER } from '../../core/header';
import { LocaleProvider, usePortal, useTranslator } from '../app/PortalContext';
import { PageFrame } from '../components/page/PageFrame';
import { PageHead } from '../components/page/PageHead';
import { TechnicalError } from '../components/states/TechnicalError';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { Header } from '../shell';

function useLoggedError(error: unknown) {
  const portal = usePortal();
  useEffect(() => {
    if (isRouteErrorResponse(error) && error.status === 404) return;
    portal.ports.logger.error('Page failed', { name: error instanceof Error ? error.name : typeof error });
  }, [portal, error]);
}

/** Inside the shell of a supported locale. */
export function PageError() {
  const error = useRouteError();
  useLoggedError(error);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
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

/** An address outside every supported locale: empty header, 404 in English. */
export function RootError() {
  const error = useRouteError();
  useLoggedError(error);
  return (
    <LocaleProvider locale="en">
      <Header model={EMPTY_HEADER} onLogout={() => {}} />
      <main id="main">
        {isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <FailedPage />}
      </main>
    </LocaleProvider>
  );
}
