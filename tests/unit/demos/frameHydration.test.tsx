/**
 * The demo frame on a page load (src/components/demos/Demo.tsx): the server HTML holds the whole frame; a page
 * that hydrates keeps that HTML untouched, whatever context values change meanwhile (Docusaurus flips one
 * right after hydration), and requests the frame's code only once the page has hydrated; then the live frame
 * takes the kept HTML's place, identical, with no placeholder in between, and follows the reader's stored
 * code variant. Once the code is there, a page reached later renders its frames at once. Demos take turns to
 * render (src/demos/mountQueue.ts).
 */
import * as React from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { DocsProvider } from '@site/src/settings/DocsProvider';
import Demo from '@site/src/components/demos/Demo';
import { demoFrame } from '@site/src/components/demos/loadFrame';
import { CODE_VARIANT_COOKIE } from '@site/src/codeVariant';
import type { DemoModule } from '@site/src/demos/types';
import { takeMountTurn } from '@site/src/demos/mountQueue';

jest.mock('@mui/x-license', () => ({ LicenseInfo: { setLicenseKey: () => undefined } }));

/** Counts how often the frame's module is loaded (its chunk requested, in the browser). */
jest.mock('@site/src/components/demos/DemoFrame', () => {
  const counter = globalThis as { __frameLoads?: number };
  counter.__frameLoads = (counter.__frameLoads ?? 0) + 1;
  return jest.requireActual('@site/src/components/demos/DemoFrame');
});
const frameLoads = () => (globalThis as { __frameLoads?: number }).__frameLoads ?? 0;

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
  const Flip = R.createContext(false);
  // Like Docusaurus's BrowserContextProvider: its value changes in an effect right after hydration.
  function FlipAfterHydration({ children }: { children: React.ReactNode }) {
    const [flipped, setFlipped] = R.useState(false);
    R.useEffect(() => setFlipped(true), []);
    return R.createElement(Flip.Provider, { value: flipped }, children);
  }
  return R.createElement(
    FlipAfterHydration,
    null,
    R.createElement(
      Provider,
      null,
      R.createElement(
        'article',
        null,
        R.createElement('h1', null, 'Sorting'),
        R.createElement(DemoComponent, { name: 'BasicThing', height: 200, variants: { system: demo } }),
      ),
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
    // As in Docusaurus's server render: no DOM.
    jest.doMock('@docusaurus/ExecutionEnvironment', () => ({
      __esModule: true,
      default: { canUseDOM: false },
    }));
    const [react, provider, demoModuleOfServer, server] = await Promise.all([
      import('react'),
      import('@site/src/settings/DocsProvider'),
      import('@site/src/components/demos/Demo'),
      import('react-dom/server'),
    ]);
    await (await import('@site/src/components/demos/loadFrame')).demoFrame.load();
    html = server.renderToString(
      page({ React: react, DocsProvider: provider.DocsProvider, Demo: demoModuleOfServer.default }, demo),
    );
  });
  return html;
}

const clientModules: PageModules = { React, DocsProvider, Demo };

/** The server's HTML in the document, as the browser has it before hydrating, and its demo frame. */
function withServerHtml(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const frame = () => container.querySelector('[data-demo="BasicThing"]') as Element;
  const serverFrame = frame();
  return { container, frame, serverFrame, serverFrameHtml: serverFrame.outerHTML };
}

/** Markup with style attributes as the browser writes them (`display: block;` for `display:block`). */
const markup = (outer: string) =>
  outer.replace(/style="([^"]*)"/g, (_, css: string) => `style="${css.replace(/\s|;$/g, '')}"`);

/** What the frame reads of a `fetch` answer (jsdom has no `Response`). */
interface FetchAnswer {
  ok: boolean;
  status: number;
  json: () => Promise<unknown>;
}
const answer = (status: number, body: unknown): FetchAnswer => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => (typeof body === 'string' ? JSON.parse(body) : body),
});

/** The server HTML of the page with `demoModule()`, rendered once: before this registry has loaded the frame. */
let serverHtmlOfDemo: Promise<string> | null = null;
const pageServerHtml = () => (serverHtmlOfDemo ??= serverHtml(demoModule()));

afterEach(() => {
  document.documentElement.removeAttribute('data-has-hydrated');
  document.cookie = `${CODE_VARIANT_COOKIE}=; max-age=0; path=/`;
  document.body.innerHTML = '';
});

// The tests run in order: the first hydrates a page before this module registry has loaded the frame.
describe('the demo frame on a page load', () => {
  it('keeps its server HTML untouched until the page has hydrated and the code is there, then shows the live frame in its place with the stored variant', async () => {
    const demo = demoModule();
    const html = await pageServerHtml();
    // The whole frame is in the server HTML, in place: not behind a Suspense boundary, which React may stream
    // apart from the page.
    expect(html).toContain('data-demo="BasicThing"');
    expect(html).not.toContain('<!--$');
    expect(html).toContain('data-code-variant="TS"');

    document.cookie = `${CODE_VARIANT_COOKIE}=JS; path=/`;
    const { container, frame, serverFrame, serverFrameHtml } = withServerHtml(html);
    const placeholders: string[] = [];
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.addedNodes))
          if (node instanceof Element && node.querySelector('[data-demo-placeholder]'))
            placeholders.push('shown');
    }).observe(container, { childList: true, subtree: true });
    const loadsBefore = frameLoads();
    const recoverable: unknown[] = [];
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, page(clientModules, demo), {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    // Hydrated, the stored variant applied and a context value changed: the frame is still the server's
    // element, untouched, and its code not even requested.
    expect(document.documentElement.getAttribute('data-code-variant')).toBe('JS');
    expect(frame()).toBe(serverFrame);
    expect(serverFrame.isConnected).toBe(true);
    expect(frameLoads()).toBe(loadsBefore);

    // Docusaurus marks the page hydrated: the code loads and the live frame replaces the kept HTML.
    await act(async () => document.documentElement.setAttribute('data-has-hydrated', 'true'));
    await waitFor(() => expect(frame()).not.toBe(serverFrame));
    expect(frameLoads()).toBe(loadsBefore + 1);
    // The same markup.
    expect(serverFrame.hasAttribute('data-demo-live')).toBe(false);
    expect(frame().hasAttribute('data-demo-live')).toBe(true);
    expect(markup(frame().outerHTML.replace(' data-demo-live=""', ''))).toBe(markup(serverFrameHtml));
    expect(placeholders).toEqual([]);
    expect(recoverable).toEqual([]);
    expect(errors.mock.calls.filter(([message]) => /hydrat/i.test(String(message)))).toEqual([]);
    errors.mockRestore();
    // The live frame follows the reader's stored choice: the toolbar (loaded once the page is idle) has JS
    // pressed, where the server rendered the default, TS.
    await waitFor(() =>
      expect(
        container.querySelector('[aria-label="Source language"] [aria-pressed="true"]')?.textContent,
      ).toBe('JS'),
    );
  });

  it("goes live with the demo's texts fetched from the file the browser's module names, once, and identical to the server's", async () => {
    const demo = demoModule();
    const html = await pageServerHtml();
    const { tsx, js, previewTs, previewJs, files, ...rest } = demo;
    const url = '/x/assets/demo-sources/BasicThing.0123abcd.json';
    const built = { ...rest, sources: url };
    const fetches: string[] = [];
    const fetchMock = jest.fn(async (input: string) => {
      fetches.push(input);
      return answer(200, { tsx, js, previewTs, previewJs, files });
    });
    const realFetch = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      const { container, frame, serverFrame, serverFrameHtml } = withServerHtml(html);
      await act(async () => {
        hydrateRoot(container, page(clientModules, built as unknown as DemoModule));
      });
      // Nothing fetched while the page hydrates.
      expect(fetches).toEqual([]);
      expect(frame()).toBe(serverFrame);
      await act(async () => document.documentElement.setAttribute('data-has-hydrated', 'true'));
      await waitFor(() => expect(frame()).not.toBe(serverFrame));
      expect(fetches).toEqual([url]);
      expect(markup(frame().outerHTML.replace(' data-demo-live=""', ''))).toBe(markup(serverFrameHtml));
      // A later page with the same demo renders it at once, without fetching again.
      document.body.innerHTML = '';
      render(page(clientModules, built as unknown as DemoModule));
      expect(screen.getByRole('region', { name: 'BasicThing demo' })).toBeTruthy();
      expect(fetches).toEqual([url]);
    } finally {
      global.fetch = realFetch;
    }
  });

  it('shows that the demo could not be loaded when its texts cannot be fetched or are not a demo’s, and fetches again next time', async () => {
    const { tsx, js, previewTs, previewJs, files, ...rest } = demoModule();
    const answers: Array<() => FetchAnswer> = [
      () => answer(404, 'missing'),
      () => answer(200, { js: 42, files: 'x' }),
      () => answer(200, { tsx, js, previewTs, previewJs, files }),
    ];
    const realFetch = global.fetch;
    global.fetch = jest.fn(async () => answers.shift()!()) as unknown as typeof fetch;
    try {
      for (const expected of ['unavailable', 'unavailable', 'live']) {
        // A new module object each time, as a page that a deploy replaced would give.
        const built = { ...rest, sources: '/x/assets/demo-sources/BasicThing.fedc4321.json' };
        document.body.innerHTML = '';
        render(page(clientModules, built as unknown as DemoModule));
        if (expected === 'live')
          expect(await screen.findByRole('region', { name: 'BasicThing demo' })).toBeTruthy();
        else
          expect((await screen.findByRole('alert')).textContent).toContain(
            'The demo “BasicThing” could not be loaded',
          );
      }
      expect(answers).toEqual([]);
    } finally {
      global.fetch = realFetch;
    }
  });

  it('renders the frame at once on a later page, once the chunk is loaded', async () => {
    await demoFrame.load();
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
