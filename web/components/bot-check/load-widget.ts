/**
 * `loadAltcha` with its own module loaded on the first call (issue 12, docs/decisions/161): the
 * loader's tables and its per-language imports are not needed before the widget loads, after the
 * first paint. The widget's script is asked for at the same time as the loader's module, so the
 * extra chunk adds no round trip before the widget (the browser fetches each module once; the
 * loader's own `import('altcha/external')` then finds it there).
 */
import type { WidgetLanguage, WidgetVersion } from './load-altcha';

/**
 * @example await loadWidget(widgetLanguage('de'), 2); // as loadAltcha
 */
export async function loadWidget(language: WidgetLanguage = 'en', version: WidgetVersion = 1): Promise<void> {
  const [{ loadAltcha }] = await Promise.all([import('./load-altcha'), import('altcha/external')]);
  await loadAltcha(language, version);
}
