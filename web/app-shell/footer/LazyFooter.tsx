/**
 * The footer, loaded after the first paint (issue 12, docs/decisions/123): once the page has
 * committed (hydrated) and the browser is idle, the footer's chunk (footer-part.tsx) and the CMS
 * data load side by side; the footer shows when both are there, as it did when only the data was
 * awaited. It sits below the page, so nothing above it moves. A failed call leaves the page
 * without a footer (the failure is logged) until the connection comes back, when it is asked again.
 */
import { useEffect, useState } from 'react';
import type { FooterData } from '../../../core/footer';
import type { DesignVersion } from '../../../core/header';
import type { Locale } from '../../../core/locale';
import { whenIdle } from '../../app/after-paint';
import { useOnConnectionRestored } from '../../app/hooks';
import { usePortal } from '../../app/PortalContext';
import type { FooterProps } from '../../shell/footer/Footer';

type FooterPart = typeof import('./footer-part');

let loaded: FooterPart | undefined;
let loading: Promise<FooterPart> | undefined;

/** The footer's chunk; one download per page. */
function loadFooterPart(): Promise<FooterPart> {
  loading ??= import('./footer-part').then(
    (part) => {
      loaded = part;
      return part;
    },
    (error: unknown) => {
      loading = undefined; // offline: the next attempt downloads it again
      throw error;
    },
  );
  return loading;
}

export interface LazyFooterProps extends Omit<FooterProps, 'model'> {
  readonly locale: Locale;
  readonly version: DesignVersion;
}

export function LazyFooter({ locale, version, ...props }: LazyFooterProps) {
  const portal = usePortal();
  const [part, setPart] = useState<FooterPart | undefined>(loaded);
  const [data, setData] = useState<{ locale: Locale; data: FooterData } | undefined>(undefined);
  // A footer that could not load is asked for again when the connection comes back.
  const [attempt, setAttempt] = useState(0);
  useOnConnectionRestored(() => setAttempt((count) => count + 1));

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads again
  useEffect(() => {
    let current = true;
    const start = () => {
      loadFooterPart()
        .then((next) => {
          if (current) setPart(next);
          return next.footerData(portal, locale);
        })
        .then(
          (answer) => current && setData({ locale, data: answer }),
          // Logged by the content client; the page works without it, and a footer already shown stays.
          () => current && setData((shown) => (shown?.locale === locale ? shown : undefined)),
        );
    };
    // The first footer of the page waits for idle time; after that the chunk is there.
    if (loaded) {
      start();
      return () => {
        current = false;
      };
    }
    const cancel = whenIdle(start);
    return () => {
      current = false;
      cancel();
    };
  }, [portal, locale, attempt]);

  if (!part || !data || data.locale !== locale) return null;
  return <part.PortalFooter portal={portal} data={data.data} locale={locale} version={version} {...props} />;
}
