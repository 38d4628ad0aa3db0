/**
 * The footer, loaded when its place comes near the viewport (web/pages.ts `footer`,
 * docs/loading.md): its part (footer-part.tsx) and the CMS data load side by side, and the footer
 * shows when both are there, drawn as a transition so a phone's main thread is not held for it. A
 * visitor who never scrolls down to it (a phone's login page) never loads it. It sits below the
 * page, so nothing above it moves. A failed call leaves the page without a footer (the failure is
 * logged) until the connection comes back, when it is asked again.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import type { FooterData } from '../../../core/footer';
import type { DesignVersion } from '../../../core/header';
import type { Locale } from '../../../core/locale';
import { whenNearViewport } from '../../app/after-paint';
import { useOnConnectionRestored } from '../../app/hooks';
import { usePortal } from '../../app/PortalContext';
import { PARTS } from '../../pages';
import { usePart } from '../../part';
import type { FooterProps } from './Footer';

export interface LazyFooterProps extends Omit<FooterProps, 'model'> {
  readonly locale: Locale;
  readonly version: DesignVersion;
}

export function LazyFooter({ locale, version, ...props }: LazyFooterProps) {
  const portal = usePortal();
  const part = usePart(PARTS.footer);
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [data, setData] = useState<{ locale: Locale; data: FooterData } | undefined>(undefined);
  // A footer that could not load is asked for again when the connection comes back.
  const [attempt, setAttempt] = useState(0);
  useOnConnectionRestored(() => setAttempt((count) => count + 1));

  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    return whenNearViewport(element, () => setNear(true));
  }, [near]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads again
  useEffect(() => {
    if (!near) return;
    let current = true;
    PARTS.footer
      .load()
      .then((footer) => footer.footerData(portal, locale))
      .then(
        (answer) => current && startTransition(() => setData({ locale, data: answer })),
        // Logged by the content client; the page works without it, and a footer already shown stays.
        () => current && setData((shown) => (shown?.locale === locale ? shown : undefined)),
      );
    return () => {
      current = false;
    };
  }, [near, portal, locale, attempt]);

  if (!part || !data || data.locale !== locale) return <div ref={place} data-footer-place="" />;
  return <part.PortalFooter portal={portal} data={data.data} locale={locale} version={version} {...props} />;
}
