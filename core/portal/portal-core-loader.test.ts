import { describe, expect, it } from 'vitest';
import { createLazyApiClient } from '../api';
import { createApiClient } from '../api/api-client';
import { DEFAULT_FLAGS } from '../config';
import {
  createFakeActivity,
  createFakeLifecycle,
  createFakeNavigation,
  createRecordingAnalytics,
  createRecordingLogger,
} from '../ports/testing';
import { createSessionWorld, TEST_SERVICE_URLS } from '../session/testing';
import {
  createPortalCore,
  createPortalCoreLoader,
  type PortalCoreLoaderOptions,
  type PortalCoreModule,
  SIGNED_OUT_CUSTOMER_DATA,
  SIGNED_OUT_TOKENS,
} from '.';

function loaderOptions(world = createSessionWorld()): PortalCoreLoaderOptions {
  return {
    ports: {
      clock: world.time.clock,
      scheduler: world.time.scheduler,
      storage: world.storage.tab(),
      fetch: world.fetch.fetch,
      navigation: createFakeNavigation('https://portal.example/de-de/login/'),
      activity: createFakeActivity(),
      lifecycle: createFakeLifecycle(),
      broadcast: world.broadcast.channel(),
      locks: world.locks,
      cookies: world.cookies,
      logger: createRecordingLogger(),
      analytics: createRecordingAnalytics(),
    },
    config: { services: TEST_SERVICE_URLS, flags: DEFAULT_FLAGS, environment: 'production', region: 'DEU' },
    locale: () => 'de-DE',
  };
}

/** The core's module behind a gate: `arrive()` lets the import finish, `fail()` makes it fail. */
function gatedModule() {
  const imports: Array<{ arrive(): void; fail(error: Error): void }> = [];
  const lazyClients: string[] = [];
  const module: PortalCoreModule = {
    createPortalCore,
    createLazyApiClient(options) {
      lazyClients.push('lazy');
      return createLazyApiClient(options, async () => ({ createApiClient }));
    },
  };
  const importCore = () =>
    new Promise<PortalCoreModule>((resolve, reject) => {
      imports.push({ arrive: () => resolve(module), fail: reject });
    });
  return { importCore, imports, lazyClients };
}

describe('core/portal loader: the core loaded when it is needed (issue 12, decision 160)', () => {
  it('is null until loaded, imports once for every caller, and tells its subscribers once', async () => {
    const gate = gatedModule();
    const loader = createPortalCoreLoader(loaderOptions(), gate.importCore);
    let told = 0;
    loader.subscribe(() => told++);
    expect(loader.current()).toBeNull();
    const first = loader.load();
    const second = loader.load();
    expect(gate.imports).toHaveLength(1);
    gate.imports[0]?.arrive();
    const core = await first;
    expect(await second).toBe(core);
    expect(await loader.load()).toBe(core);
    expect(loader.current()).toBe(core);
    expect(loader.getSnapshot()).toBe(core);
    expect(gate.imports).toHaveLength(1);
    expect(told).toBe(1);
    loader.dispose();
  });

  it('forgets a failed import, so the next call tries again', async () => {
    const gate = gatedModule();
    const loader = createPortalCoreLoader(loaderOptions(), gate.importCore);
    const failing = loader.load();
    gate.imports[0]?.fail(new Error('offline'));
    await expect(failing).rejects.toThrow('offline');
    expect(loader.current()).toBeNull();
    const retry = loader.load();
    expect(gate.imports).toHaveLength(2);
    gate.imports[1]?.arrive();
    expect(await retry).toBe(loader.current());
    loader.dispose();
  });

  it('builds the core with core/api’s lazy API client unless the driver brings its own', async () => {
    const lazy = gatedModule();
    const loader = createPortalCoreLoader(loaderOptions(), lazy.importCore);
    const loading = loader.load();
    lazy.imports[0]?.arrive();
    await loading;
    expect(lazy.lazyClients).toEqual(['lazy']);
    loader.dispose();

    const own = gatedModule();
    const built: string[] = [];
    const driver = createPortalCoreLoader(
      {
        ...loaderOptions(),
        createApiClient: (options) => {
          built.push('own');
          return createApiClient(options);
        },
      },
      own.importCore,
    );
    const driven = driver.load();
    own.imports[0]?.arrive();
    await driven;
    expect(built).toEqual(['own']);
    expect(own.lazyClients).toEqual([]);
    driver.dispose();
  });

  it('a load that arrives after dispose builds nothing; a loaded core is disposed with the loader', async () => {
    const gate = gatedModule();
    const late = createPortalCoreLoader(loaderOptions(), gate.importCore);
    const loading = late.load();
    late.dispose();
    gate.imports[0]?.arrive();
    await expect(loading).rejects.toThrow(/disposed/);
    expect(late.current()).toBeNull();
    await expect(late.load()).rejects.toThrow(/disposed/);

    const world = createSessionWorld();
    const loader = createPortalCoreLoader(loaderOptions(world)); // the real chunk: core/portal lazy-part.ts
    const core = await loader.load();
    const now = world.time.clock.now();
    core.runtime.tokens.save(world.idp.login(), { requestStart: now, responseEnd: now });
    expect(core.runtime.session.getSnapshot().status).toBe('active');
    loader.dispose();
    expect(core.runtime.session.getSnapshot()).toEqual({ status: 'off', reason: 'disposed' });
  });

  it('the signed-out snapshots a driver shows before the core are what a fresh core reports with nothing stored', async () => {
    const loader = createPortalCoreLoader(loaderOptions());
    const core = await loader.load();
    expect(core.runtime.tokens.getSnapshot()).toEqual(SIGNED_OUT_TOKENS);
    expect(core.customerData.getSnapshot()).toEqual(SIGNED_OUT_CUSTOMER_DATA);
    loader.dispose();
  });
});
