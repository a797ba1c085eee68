/**
 * The demo frame hydrates after the page: the server HTML holds the whole frame; on hydration the frame keeps
 * that HTML (the same elements, no client render) until its chunk has loaded, even for a reader whose stored
 * code variant differs from the server's default; then it shows the reader's variant. Once the chunk is
 * there, a page reached later renders its frames at once. Demos take turns to render (src/demos/mountQueue.ts).
 */
import * as React from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { DocsProvider } from '@site/src/settings/DocsProvider';
import Demo, { loadDemoFrame } from '@site/src/components/demos/Demo';
import { CODE_VARIANT_COOKIE } from '@site/src/codeVariant';
import type { DemoModule } from '@site/src/demos/types';
import { takeMountTurn } from '@site/src/demos/mountQueue';

jest.mock('@mui/x-license', () => ({ LicenseInfo: { setLicenseKey: () => undefined } }));

/**
 * The frame's chunk arriving late, as over a network: while `globalThis.__frameGate` holds a pending promise,
 * the frame suspends as if its code were still loading.
 */
jest.mock('@site/src/components/demos/DemoFrame', () => {
  const ReactOfFrame = jest.requireActual<typeof import('react')>('react');
  const actual = jest.requireActual<typeof import('@site/src/components/demos/DemoFrame')>(
    '@site/src/components/demos/DemoFrame',
  );
  (globalThis as { __frameRequests?: number }).__frameRequests =
    ((globalThis as { __frameRequests?: number }).__frameRequests ?? 0) + 1;
  function LateFrame(props: import('@site/src/demos/types').DemoProps) {
    // Without a gate, a promise React reads as already fulfilled: the frame renders at once.
    const open = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });
    ReactOfFrame.use((globalThis as { __frameGate?: Promise<void> }).__frameGate ?? open);
    return ReactOfFrame.createElement(actual.default, props);
  }
  return { __esModule: true, ...actual, default: LateFrame };
});

function demoModule(): DemoModule {
  return {
    name: 'BasicThing',
    fileName: 'BasicThing.tsx',
    tsx: 'const n: number = 1;\nexport default function BasicThing() {\n  return <p>Thing {n}</p>;\n}\n',
    js: 'const n = 1;\nexport default function BasicThing() {\n  return <p>Thing {n}</p>;\n}\n',
    hasTypes: true,
    previewTs: '<p>Thing {n}: number</p>',
    previewJs: '<p>Thing {n}</p>',
    files: [],
    load: async () => ({ default: () => <p>live</p> }),
  };
}

interface PageModules {
  React: typeof React;
  DocsProvider: typeof DocsProvider;
  Demo: typeof Demo;
}

function page({ React: R, DocsProvider: Provider, Demo: DemoComponent }: PageModules, demo: DemoModule) {
  return R.createElement(
    Provider,
    null,
    R.createElement(
      'article',
      null,
      R.createElement('h1', null, 'Sorting'),
      R.createElement(DemoComponent, { name: 'BasicThing', height: 200, variants: { system: demo } }),
    ),
  );
}

/**
 * The server render of the page, in modules of its own, so the frame's chunk the server render loads is not
 * loaded for the page that hydrates. Docusaurus renders once every Suspense boundary is complete; here the
 * frame is loaded first, which gives the same HTML.
 */
async function serverHtml(demo: DemoModule): Promise<string> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const [react, provider, demoModuleOfServer, server] = await Promise.all([
      import('react'),
      import('@site/src/settings/DocsProvider'),
      import('@site/src/components/demos/Demo'),
      import('react-dom/server'),
    ]);
    await demoModuleOfServer.loadDemoFrame();
    html = server.renderToString(
      page({ React: react, DocsProvider: provider.DocsProvider, Demo: demoModuleOfServer.default }, demo),
    );
  });
  return html;
}

const clientModules: PageModules = { React, DocsProvider, Demo };

afterEach(() => {
  document.documentElement.removeAttribute('data-has-hydrated');
  document.cookie = `${CODE_VARIANT_COOKIE}=; max-age=0; path=/`;
  document.body.innerHTML = '';
});

// The tests run in order: the first hydrates a page before this module registry has loaded the frame.
describe('the demo frame on a page load', () => {
  it('keeps its server HTML until its chunk has loaded, hydrates without a client render, then follows the stored variant', async () => {
    const demo = demoModule();
    const html = await serverHtml(demo);
    // The whole frame is in the server HTML, with the default variant's code.
    expect(html).toContain('data-demo="BasicThing"');
    expect(html).toContain('data-code-variant="TS"');

    document.cookie = `${CODE_VARIANT_COOKIE}=JS; path=/`;
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const serverFrame = container.querySelector('[data-demo="BasicThing"]');
    const frameModulesLoaded = () => (globalThis as { __frameRequests?: number }).__frameRequests ?? 0;
    const loadedBefore = frameModulesLoaded();
    const recoverable: unknown[] = [];
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let arrive: () => void = () => undefined;
    (globalThis as { __frameGate?: Promise<void> }).__frameGate = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    await act(async () => {
      hydrateRoot(container, page(clientModules, demo), {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    // The frame's chunk is not even requested before Docusaurus marks the page hydrated (as it does here).
    expect(frameModulesLoaded()).toBe(loadedBefore);
    await act(async () => document.documentElement.setAttribute('data-has-hydrated', 'true'));
    // The page has hydrated and applied the stored variant while the frame's code is still on its way: the
    // frame is the server's element, not yet hydrated.
    expect(document.documentElement.getAttribute('data-code-variant')).toBe('JS');
    const region = () => container.querySelector('[role="region"]') as Element;
    const hydrated = () => Object.keys(region()).some((key) => key.startsWith('__reactFiber'));
    expect(hydrated()).toBe(false);
    expect(container.querySelector('[data-demo="BasicThing"]')).toBe(serverFrame);

    await act(async () => {
      (globalThis as { __frameGate?: Promise<void> }).__frameGate = undefined;
      arrive();
    });
    expect(frameModulesLoaded()).toBe(loadedBefore + 1);
    // Hydrated in place: the same elements, never rendered afresh, and no recoverable error.
    await waitFor(() => expect(hydrated()).toBe(true));
    expect(container.querySelector('[data-demo="BasicThing"]')).toBe(serverFrame);
    expect(recoverable).toEqual([]);
    expect(errors.mock.calls.filter(([message]) => /hydrat/i.test(String(message)))).toEqual([]);
    errors.mockRestore();
    // Hydrated, then following the reader's stored choice: the toolbar (loaded once the page is idle) has JS
    // pressed, where the server rendered the default, TS.
    await waitFor(() =>
      expect(
        container.querySelector('[aria-label="Source language"] [aria-pressed="true"]')?.textContent,
      ).toBe('JS'),
    );
    expect(container.querySelector('[data-demo="BasicThing"]')).toBe(serverFrame);
    expect(container.querySelector('h1')?.textContent).toBe('Sorting');
  });

  it('renders the frame at once on a later page, once the chunk is loaded', async () => {
    await loadDemoFrame();
    render(page(clientModules, demoModule()));
    // No placeholder first: the live area of the real frame is there in the first render.
    expect(screen.getByRole('region', { name: 'BasicThing demo' })).toBeTruthy();
  });
});

describe('the mount queue', () => {
  it('gives one turn at a time, and the next only after the browser has had a task', async () => {
    const order: string[] = [];
    const first = takeMountTurn().then((release) => {
      order.push('first');
      return release;
    });
    const second = takeMountTurn().then((release) => {
      order.push('second');
      return release;
    });
    const releaseFirst = await first;
    await Promise.resolve();
    expect(order).toEqual(['first']);
    releaseFirst();
    releaseFirst(); // twice is harmless
    expect(order).toEqual(['first']);
    (await second)();
    expect(order).toEqual(['first', 'second']);
  });
});
