import {
  FOCUS_POLL_MS,
  RELOAD_GUARD_MS,
  RELOAD_MARK_KEY,
  createReloadOnce,
  isProductionHost,
  reloadWhenUpdated,
  removeScopeRegistrations,
  type ReloadDeps,
} from '../../../src/serviceWorker/updateFlow';
import { isShellEntry, keepShellOnly } from '../../../src/serviceWorker/precache';
import { FakeClock } from '../ads/fakeClock';

function setup(overrides: Partial<ReloadDeps> = {}) {
  const clock = new FakeClock();
  const store = new Map<string, string>();
  let focused = true;
  const reload = jest.fn();
  const deps: ReloadDeps = {
    hasFocus: () => focused,
    reload,
    clock,
    now: () => 1_000_000 + clock.now,
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
    },
    ...overrides,
  };
  return { deps, clock, store, reload, setFocus: (value: boolean) => (focused = value) };
}

function fakeContainer(controller: unknown) {
  const listeners: Array<() => void> = [];
  return {
    controller,
    addEventListener: (_type: 'controllerchange', listener: () => void) => listeners.push(listener),
    fire: () => listeners.forEach((listener) => listener()),
    listeners,
  };
}

describe('reload after an update', () => {
  it('reloads once, at once when the tab has focus, and records the time', () => {
    const { deps, reload, store } = setup();
    const reloadOnce = createReloadOnce(deps);
    expect(reloadOnce()).toBe('scheduled');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.get(RELOAD_MARK_KEY)).toBe('1000000');
    expect(reloadOnce()).toBe('ignored');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('waits for focus, polling every 100 ms', () => {
    const { deps, reload, clock, setFocus } = setup();
    setFocus(false);
    createReloadOnce(deps)();
    clock.advance(FOCUS_POLL_MS * 20);
    expect(reload).not.toHaveBeenCalled();
    setFocus(true);
    clock.advance(FOCUS_POLL_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    clock.advance(1);
    expect(reload).toHaveBeenCalledTimes(1);
    clock.advance(10000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('refuses a second automatic reload within 10 s of the last one (no loop), allows it later', () => {
    const { deps, reload, store } = setup();
    store.set(RELOAD_MARK_KEY, String(1_000_000 - RELOAD_GUARD_MS + 1));
    expect(createReloadOnce(deps)()).toBe('ignored');
    store.set(RELOAD_MARK_KEY, String(1_000_000 - RELOAD_GUARD_MS));
    expect(createReloadOnce(deps)()).toBe('scheduled');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('still reloads once when storage is unavailable or throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const { deps, reload } = setup({ storage: throwing });
    const reloadOnce = createReloadOnce(deps);
    reloadOnce();
    reloadOnce();
    expect(reload).toHaveBeenCalledTimes(1);
    const none = setup({ storage: null });
    createReloadOnce(none.deps)();
    expect(none.reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a first install (page not controlled when it loaded)', () => {
    const { deps, reload } = setup();
    const container = fakeContainer(null);
    expect(reloadWhenUpdated(container, deps)).toBe(false);
    expect(container.listeners).toHaveLength(0);
    container.fire();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads exactly once when a new worker takes over a controlled page, however often it changes', () => {
    const { deps, reload } = setup();
    const container = fakeContainer({});
    expect(reloadWhenUpdated(container, deps)).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    container.fire();
    container.fire();
    container.fire();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('host and scope', () => {
  it('matches the production host exactly (host and port, any case)', () => {
    expect(isProductionHost('mui.com', 'mui.com')).toBe(true);
    expect(isProductionHost('MUI.com', 'mui.com')).toBe(true);
    expect(isProductionHost('127.0.0.1:4562', '127.0.0.1:4562')).toBe(true);
    expect(isProductionHost('127.0.0.1:4130', '127.0.0.1:4562')).toBe(false);
    expect(isProductionHost('next.mui.com', 'mui.com')).toBe(false);
    expect(isProductionHost('mui.com.evil.example', 'mui.com')).toBe(false);
    expect(isProductionHost('mui.com', undefined)).toBe(false);
    expect(isProductionHost('', '')).toBe(false);
  });

  it('removes only registrations of the docs scope, and never rejects', async () => {
    const unregistered: string[] = [];
    const registration = (scope: string, result: boolean | Error = true) => ({
      scope,
      unregister: () => {
        unregistered.push(scope);
        return result instanceof Error ? Promise.reject(result) : Promise.resolve(result);
      },
    });
    const source = {
      getRegistrations: async () => [
        registration('https://preview.example/x/'),
        registration('https://preview.example/'),
        registration('https://preview.example/x/other/'),
      ],
    };
    expect(await removeScopeRegistrations(source, 'https://preview.example/x/')).toBe(1);
    expect(unregistered).toEqual(['https://preview.example/x/']);
    const failing = {
      getRegistrations: async () => [registration('https://p.example/x/', new Error('nope'))],
    };
    expect(await removeScopeRegistrations(failing, 'https://p.example/x/')).toBe(0);
    const broken = { getRegistrations: () => Promise.reject(new Error('insecure')) };
    expect(await removeScopeRegistrations(broken, 'https://p.example/x/')).toBe(0);
  });
});

describe('precache', () => {
  it('keeps only the app shell', () => {
    const entries = [
      'index.html',
      '404.html',
      'manifest.json',
      'assets/js/runtime~main.89f19ec8.js',
      'assets/js/main.984f61e8.js',
      'assets/css/styles.ced05869.css',
      'img/favicon.svg',
      'ads-in-house/themes.svg',
      'react-data-grid/index.html',
      'assets/js/17896441.8a1b2c3d.js',
      'assets/js/main.984f61e8.js.LICENSE.txt',
      'search-index.json',
    ].map((url) => ({ url, revision: 'r', size: 1 }));
    expect(keepShellOnly(entries).manifest.map((entry) => entry.url)).toEqual(
      entries.slice(0, 8).map((e) => e.url),
    );
    expect(isShellEntry('/index.html')).toBe(true);
  });
});
