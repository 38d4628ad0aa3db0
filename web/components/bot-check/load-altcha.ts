/**
 * Loads the ALTCHA widget the CSP-friendly way (security.md 5): the "external" build without inlined
 * styles and blob: workers, its stylesheet as a file, and the SHA worker as a separate file the
 * build emits (Vite `?worker`), plus the widget's own texts in the portal's languages. Loaded only by
 * the login page, so no other page pays for it.
 */
let loading: Promise<void> | undefined;

export function loadAltcha(): Promise<void> {
  loading ??= (async () => {
    await import('altcha/external');
    await import('altcha/altcha.css');
    const { default: ShaWorker } = await import('altcha/workers/sha?worker');
    for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512'])
      globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
    await Promise.all([
      import('altcha/i18n/de'),
      import('altcha/i18n/es-es'),
      import('altcha/i18n/fr-fr'),
      import('altcha/i18n/nl'),
      import('altcha/i18n/pl'),
      import('altcha/i18n/fi'),
      import('altcha/i18n/it'),
    ]);
  })();
  return loading;
}
