/**
 * The production client entry (plugins/client-config/clientEntry.tsx): it starts the site as Docusaurus's
 * lib/client/clientEntry.js does (window.docusaurus first, the route preloaded, then <HelmetProvider><Router>
 * <App /> hydrated in a transition), but evaluates the main bundle's modules one group per task, in the order
 * App's static imports would, before the route's own modules.
 */
import type { ReactElement } from 'react';

/** What happened, in order, each with the number of the task it happened in. */
let log: string[] = [];
let task = 0;
const note = (what: string) => log.push(`${task}: ${what}`);

let releaseRoute: () => void = () => {};
const preload = jest.fn((pathname: string) => {
  note(`preload ${pathname}`);
  return new Promise<void>((resolve) => {
    releaseRoute = resolve;
  });
});
const hydrateRoot = jest.fn((_container: Element, app: ReactElement) => {
  note('hydrateRoot');
  return { render: jest.fn(), unmount: jest.fn(), app };
});
const createRoot = jest.fn(() => {
  note('createRoot');
  return { render: jest.fn(), unmount: jest.fn() };
});

const docusaurusApi = Object.freeze({ prefetch: jest.fn(), preload: jest.fn() });
jest.mock('@docusaurus/core/lib/client/docusaurus.js', () => {
  note('docusaurus');
  return { __esModule: true, default: docusaurusApi };
});
jest.mock('@generated/docusaurus.config', () => ({
  __esModule: true,
  default: { future: { experimental_router: 'browser' } },
}));
jest.mock('react-dom/client', () => {
  note('react-dom/client');
  return { __esModule: true, default: { hydrateRoot, createRoot } };
});
jest.mock('react-helmet-async', () => {
  note('react-helmet-async');
  return { __esModule: true, HelmetProvider: ({ children }: { children: unknown }) => children };
});
jest.mock('react-router-dom', () => {
  note('react-router-dom');
  const Router = ({ children }: { children: unknown }) => children;
  return { __esModule: true, BrowserRouter: Router, HashRouter: () => null };
});
jest.mock(
  '@generated/client-modules',
  () => {
    note('client modules');
    return { __esModule: true, default: [] };
  },
  { virtual: true },
);
jest.mock(
  '@generated/routes',
  () => {
    note('routes');
    return { __esModule: true, default: [] };
  },
  { virtual: true },
);
jest.mock('@docusaurus/core/lib/client/preload.js', () => ({ __esModule: true, default: preload }));
jest.mock('@emotion/react', () => {
  note('@emotion/react');
  return { __esModule: true };
});
jest.mock('@mui/material/styles', () => {
  note('@mui/material/styles');
  return { __esModule: true };
});
jest.mock('@site/src/settings/ThemeSettingsProvider', () => {
  note('ThemeSettingsProvider');
  return { __esModule: true };
});
jest.mock(
  '@theme/Root',
  () => {
    note('@theme/Root');
    return { __esModule: true, default: () => null };
  },
  { virtual: true },
);
jest.mock(
  '@theme/ThemeProvider',
  () => {
    note('@theme/ThemeProvider');
    return { __esModule: true, default: () => null };
  },
  { virtual: true },
);
function App() {
  return null;
}
jest.mock('@docusaurus/core/lib/client/App.js', () => {
  note('App');
  return { __esModule: true, default: App };
});

/** Runs queued tasks until the entry has nothing left to do (its next step waits for the route). */
async function runTasks() {
  for (let i = 0; i < 50; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  log = [];
  task = 0;
  preload.mockClear();
  hydrateRoot.mockClear();
  createRoot.mockClear();
  document.body.innerHTML = '<div id="__docusaurus"></div>';
  window.history.replaceState(null, '', '/x/react-charts/bars/');
  delete (window as { docusaurusRoot?: unknown }).docusaurusRoot;
  // Each yield to the browser starts a new task.
  (globalThis as { scheduler?: unknown }).scheduler = {
    yield: () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          task += 1;
          resolve();
        }, 0),
      ),
  };
  process.env.HYDRATE_CLIENT_ENTRY = 'true';
});

afterEach(async () => {
  // Let the entry of this test finish before the next one starts its own.
  releaseRoute();
  await runTasks();
});

function startEntry() {
  // A fresh registry: the entry and every module it imports evaluate again (its imports run after this returns,
  // so jest.isolateModules would not cover them).
  jest.resetModules();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@site/plugins/client-config/clientEntry');
}

describe('the staged client entry', () => {
  it('sets window.docusaurus while its script runs, and evaluates only its small imports in that task', () => {
    startEntry();
    expect(window.docusaurus).toBe(docusaurusApi);
    expect(log).toEqual(['0: react-helmet-async', '0: react-router-dom', '0: docusaurus']);
  });

  it("evaluates App's modules in App's order, one group per task, then the route's", async () => {
    startEntry();
    await runTasks();
    expect(log.slice(3)).toEqual([
      '1: react-dom/client',
      '2: client modules',
      '3: routes',
      '4: @emotion/react',
      '5: @mui/material/styles',
      '6: ThemeSettingsProvider',
      '7: @theme/Root',
      '8: @theme/ThemeProvider',
      '9: preload /x/react-charts/bars/',
      '10: App',
    ]);
    // Nothing renders until the route's components are there.
    expect(hydrateRoot).not.toHaveBeenCalled();
  });

  it('hydrates <HelmetProvider><Router><App /> into #__docusaurus once the route is preloaded, and keeps the root', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    startEntry();
    await runTasks();
    releaseRoute();
    await runTasks();
    expect(hydrateRoot).toHaveBeenCalledTimes(1);
    const [container, app, options] = hydrateRoot.mock.calls[0] as unknown as [
      Element,
      ReactElement<{ children: ReactElement<{ children: ReactElement }> }>,
      { onRecoverableError: (error: unknown, info: unknown) => void },
    ];
    expect(container).toBe(document.getElementById('__docusaurus'));
    expect(app.props.children.props.children.type).toBe(App);
    expect(window.docusaurusRoot).toBe(hydrateRoot.mock.results[0].value);
    // Recoverable errors (a hydration mismatch among them) reach the console, as with Docusaurus's entry.
    options.onRecoverableError(new Error('mismatch'), { componentStack: '' });
    expect(errors).toHaveBeenCalledWith('Docusaurus React Root onRecoverableError:', new Error('mismatch'), {
      componentStack: '',
    });
    errors.mockRestore();
  });

  it("spreads the runtime's chunk scripts over tasks before it loads anything (plugins/client-config/scriptQueue.ts)", async () => {
    const inserted: string[] = [];
    const load = (url: string) => {
      inserted.push(`${task}: ${url}`);
    };
    const runtime = { l: load };
    (globalThis as { __webpack_require__?: unknown }).__webpack_require__ = runtime;
    try {
      startEntry();
      expect(runtime.l).not.toBe(load);
      for (let i = 1; i <= 6; i += 1) runtime.l(`/c${i}.js`);
      expect(inserted).toEqual(['0: /c1.js', '0: /c2.js', '0: /c3.js', '0: /c4.js']);
      await runTasks();
      // In a later task (the fake scheduler counts each yield as one, the entry's own included).
      const later = inserted.slice(4).map((entry) => entry.split(': '));
      expect(later.map(([, url]) => url)).toEqual(['/c5.js', '/c6.js']);
      expect(later.every(([when]) => Number(when) > 0)).toBe(true);
    } finally {
      delete (globalThis as { __webpack_require__?: unknown }).__webpack_require__;
    }
  });

  it('renders from scratch when the build does not hydrate', async () => {
    delete process.env.HYDRATE_CLIENT_ENTRY;
    startEntry();
    await runTasks();
    releaseRoute();
    await runTasks();
    expect(hydrateRoot).not.toHaveBeenCalled();
    expect(createRoot).toHaveBeenCalledTimes(1);
  });

  it('yields with a message to itself where the browser has no scheduler.yield', async () => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    let messages = 0;
    // jsdom has no MessageChannel: a stand-in that delivers each message in a task of its own.
    class StandInChannel {
      port1 = { onmessage: null as null | (() => void), close: jest.fn() };
      port2 = {
        postMessage: () => {
          messages += 1;
          setTimeout(() => {
            task += 1;
            this.port1.onmessage?.();
          }, 0);
        },
      };
    }
    (globalThis as { MessageChannel?: unknown }).MessageChannel = StandInChannel;
    startEntry();
    await runTasks();
    releaseRoute();
    await runTasks();
    expect(messages).toBe(10);
    expect(log.slice(-3)).toEqual(['9: preload /x/react-charts/bars/', '10: App', '10: hydrateRoot']);
    expect(hydrateRoot).toHaveBeenCalledTimes(1);
    delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
  });
});
