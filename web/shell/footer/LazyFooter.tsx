/**
 * The footer, loaded when its place comes near the viewport (web/pages.ts `footer`,
 * docs/loading.md): its part (footer-part.tsx) and the CMS data load side by side, and the footer
 * shows when both are there, drawn as a transition so a phone's main thread is not held for it. A
 * visitor who never scrolls down to it (a phone's login page) never loads it. It sits below the
 * page, so nothing above it moves. A failed call leaves the page without a footer (the failure is
 * logged), as before.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import type { FooterData } from '../../../core/footer';
import type { DesignVersion } from '../../../core/header';
import type { Locale } from '../../../core/locale';
import { whenNearViewport } from '../../app/after-paint';
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

  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    return whenNearViewport(element, () => setNear(true));
  }, [near]);

  useEffect(() => {
    if (!near) return;
    let current = true;
    PARTS.footer
      .load()
      .then((footer) => footer.footerData(portal, locale))
      .then(
        (answer) => current && startTransition(() => setData({ locale, data: answer })),
        () => current && setData(undefined), // logged by the content client; the page works without it
      );
    return () => {
      current = false;
    };
  }, [near, portal, locale]);

  if (!part || !data || data.locale !== locale) return <div ref={place} />;
  return <part.PortalFooter portal={portal} data={data.data} locale={locale} version={version} {...props} />;
}
