/**
 * The signed-in shell's chunk (private-part.ts), loaded when a session is there and kept for the
 * tab, with the whole text language: its session dialog and account switch read texts of the page
 * namespaces, which a page a visitor opens before signing in (the login page) does not load
 * (docs/decisions/161). Until both have arrived the shell draws what it draws while the customer
 * data loads (the header without the customer's facts, no account switch); the customer data
 * itself comes over the network, so they are usually there first. On the login page they start
 * when the login succeeds, so the next page's texts are on their way before it is asked for.
 *
 * The prerendered signed-in skeleton (docs/decisions/162) is drawn without the chunk, so the
 * hydration draws without it too (the server snapshot), even when the chunk has arrived by then.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { hasTexts } from '../../../core/i18n';
import type { Locale } from '../../../core/locale';
import { createEmitter } from '../../../core/store';
import { loadTexts } from '../../texts/load-texts';

export type PrivatePart = typeof import('./private-part');

let loaded: PrivatePart | undefined;
let loading: Promise<PrivatePart> | undefined;
const listeners = createEmitter();

const current = () => loaded;
const notInPrerenderedHtml = () => undefined;

/**
 * Starts loading the signed-in shell; a second call costs nothing.
 * @example void loadPrivatePart(); // when tokens arrive
 */
export function loadPrivatePart(): Promise<PrivatePart> {
  loading ??= import('./private-part').then(
    (part) => {
      loaded = part;
      listeners.emit();
      return part;
    },
    (error: unknown) => {
      loading = undefined; // a later session may try again
      throw error;
    },
  );
  return loading;
}

/** Whether a language is whole, and how to load the rest (core/i18n; tests pass their own). */
export interface WholeLanguage {
  has(locale: Locale): boolean;
  load(locale: Locale): Promise<unknown>;
}

const WHOLE_LANGUAGE: WholeLanguage = {
  has: (locale) => hasTexts(locale),
  load: (locale) => loadTexts(locale),
};

/**
 * The signed-in shell's parts, or undefined while signed out or while they or the page language's
 * page namespaces are still loading.
 * @example const privatePart = usePrivatePart(signedIn, locale);
 */
export function usePrivatePart(
  signedIn: boolean,
  locale: Locale,
  language: WholeLanguage = WHOLE_LANGUAGE,
): PrivatePart | undefined {
  const part = useSyncExternalStore(listeners.subscribe, current, notInPrerenderedHtml);
  const texts = language.has(locale);
  // Re-renders once the language's rest has arrived (the registry is read at render).
  const [, setTextsArrived] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!signedIn) return;
    let mounted = true;
    // Offline: the header stays without the customer's facts, as when the data fails.
    if (!part) loadPrivatePart().catch(() => {});
    if (!texts)
      language.load(locale).then(
        () => mounted && setTextsArrived(locale),
        () => {}, // as above: the shell stays without its signed-in parts
      );
    return () => {
      mounted = false;
    };
  }, [signedIn, part, texts, locale, language]);
  return signedIn && texts ? part : undefined;
}
