/**
 * A part that hydrates after the page (src/components/lazy/HydrateLater.tsx): the server renders it in place;
 * a page that hydrates keeps that HTML untouched and does not load the part's code until the page has
 * hydrated; then the live part takes the kept HTML's place with the same markup. A page rendered on the
 * client shows the fallback until the code is there.
 */
import * as React from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
// Imported here, before the server render below mocks the environment for its own module registry.
import HydrateLater from '@site/src/components/lazy/HydrateLater';
import { deferredModule, type DeferredModuleOf } from '@site/src/components/lazy/deferredModule';

interface PartModule {
  Part: (props: { label: string }) => React.ReactElement;
}

let loads = 0;
const importPart = (): Promise<PartModule> => {
  loads += 1;
  return Promise.resolve({
    Part: ({ label }) => (
      <button type="button" className="part">
        {label}
      </button>
    ),
  });
};

type Modules = {
  React: typeof React;
  HydrateLater: typeof HydrateLater;
  module: DeferredModuleOf<PartModule>;
};

function page({ React: R, HydrateLater, module }: Modules) {
  return R.createElement(
    'article',
    null,
    R.createElement('h1', null, 'DataGrid API'),
    R.createElement(HydrateLater<PartModule>, {
      module,
      render: (part: PartModule) => R.createElement(part.Part, { label: 'Copy' }),
      fallback: R.createElement('span', { className: 'fallback' }, 'Copy'),
    }),
  );
}

async function serverHtml(): Promise<string> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    jest.doMock('@docusaurus/ExecutionEnvironment', () => ({
      __esModule: true,
      default: { canUseDOM: false },
    }));
    const [react, lazy, deferred, server] = await Promise.all([
      import('react'),
      import('@site/src/components/lazy/HydrateLater'),
      import('@site/src/components/lazy/deferredModule'),
      import('react-dom/server'),
    ]);
    const module = deferred.deferredModule(importPart);
    // The server bundle holds the chunk: it has loaded before the first render.
    await module.load();
    html = server.renderToString(page({ React: react, HydrateLater: lazy.default, module }));
  });
  return html;
}

afterEach(() => {
  document.documentElement.removeAttribute('data-has-hydrated');
  document.body.innerHTML = '';
});

describe('HydrateLater', () => {
  it('keeps the server HTML until the page has hydrated, then renders the part live in its place', async () => {
    const html = await serverHtml();
    expect(html).toContain('data-hydrate-later="server"');
    expect(html).toContain('<button type="button" class="part">Copy</button>');
    expect(html).not.toContain('<!--$');
    const module = deferredModule(importPart);
    const loadsBefore = loads;
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const serverButton = container.querySelector('button.part');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page({ React, HydrateLater, module }), {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    // Hydrated: the part is the server's element, and its code not requested.
    expect(container.querySelector('button.part')).toBe(serverButton);
    expect(loads).toBe(loadsBefore);
    await act(async () => document.documentElement.setAttribute('data-has-hydrated', 'true'));
    await waitFor(() =>
      expect(container.querySelector('[data-hydrate-later]')?.getAttribute('data-hydrate-later')).toBe(
        'live',
      ),
    );
    expect(loads).toBe(loadsBefore + 1);
    expect(container.querySelector('button.part')).not.toBe(serverButton);
    expect(container.querySelector('[data-hydrate-later]')?.innerHTML).toBe(
      '<button type="button" class="part">Copy</button>',
    );
    expect(recoverable).toEqual([]);
    expect(errors.mock.calls.filter(([message]) => /hydrat/i.test(String(message)))).toEqual([]);
    errors.mockRestore();
  });

  it('shows the fallback on a page rendered on the client until the code is there', async () => {
    const module = deferredModule(importPart);
    const { container } = render(page({ React, HydrateLater, module }));
    const state = () => container.querySelector('[data-hydrate-later]')?.getAttribute('data-hydrate-later');
    expect(container.querySelector('.fallback')).not.toBeNull();
    expect(state()).toBe('pending');
    expect(await screen.findByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(container.querySelector('.fallback')).toBeNull();
    expect(state()).toBe('live');
    // Once loaded, a later render has the part at once.
    const again = render(page({ React, HydrateLater, module })).container;
    expect(again.querySelector('button.part')).not.toBeNull();
  });

  it('brings the parts waiting for one chunk live one per turn, each committed before the next renders', async () => {
    const module = deferredModule(importPart);
    // What each part saw of the other when it rendered live: the first must already be on the page for the second.
    const seen: Record<string, string | null> = {};
    const part = (name: string, other: string) =>
      React.createElement(HydrateLater<PartModule>, {
        module,
        render: (loaded: PartModule) => {
          seen[name] =
            document
              .querySelector(`[data-part="${other}"]`)
              ?.closest('[data-hydrate-later]')
              ?.getAttribute('data-hydrate-later') ?? null;
          return React.createElement(
            'span',
            { 'data-part': name },
            React.createElement(loaded.Part, { label: name }),
          );
        },
        fallback: React.createElement('span', { 'data-part': name }, 'waiting'),
      });
    const { container } = render(React.createElement('div', null, part('a', 'b'), part('b', 'a')));
    await waitFor(() => expect(container.querySelectorAll('button.part')).toHaveLength(2));
    expect(seen).toEqual({ a: 'pending', b: 'live' });
  });
});

describe('HydrateLater, remounted after hydration (theme-classic Tabs remount their panels)', () => {
  type TabsModules = Modules & {
    BrowserContextProvider: (props: { children: React.ReactNode }) => React.ReactNode;
    useIsBrowser: () => boolean;
  };
  /** What each live part was given as its kept HTML, by label. */
  const keptSeen: Record<string, string | null> = {};

  function tabsPage({ React: R, HydrateLater, module, BrowserContextProvider, useIsBrowser }: TabsModules) {
    // Like theme-classic's Tabs: the panel is keyed by whether the page has hydrated.
    function Panel({ children }: { children: React.ReactNode }) {
      const isBrowser = useIsBrowser();
      return R.createElement('div', { key: String(isBrowser), className: 'panel' }, children);
    }
    const part = (label: string, remember?: string) =>
      R.createElement(HydrateLater<PartModule>, {
        module,
        remember,
        render: (loaded: PartModule, kept: Element | null) => {
          keptSeen[label] = kept?.innerHTML ?? null;
          return R.createElement(loaded.Part, { label });
        },
        fallback: R.createElement('span', { className: 'fallback' }, label),
      });
    return R.createElement(
      BrowserContextProvider,
      null,
      R.createElement(Panel, null, part('Remembered', 'remembered-part'), part('Forgotten')),
    );
  }

  async function tabsServerHtml(): Promise<string> {
    let html = '';
    await jest.isolateModulesAsync(async () => {
      jest.doMock('@docusaurus/ExecutionEnvironment', () => ({
        __esModule: true,
        default: { canUseDOM: false },
      }));
      const [react, lazy, deferred, server, browserContext, isBrowser] = await Promise.all([
        import('react'),
        import('@site/src/components/lazy/HydrateLater'),
        import('@site/src/components/lazy/deferredModule'),
        import('react-dom/server'),
        import('@docusaurus/core/lib/client/browserContext'),
        import('@docusaurus/useIsBrowser'),
      ]);
      const module = deferred.deferredModule(importPart);
      await module.load();
      html = server.renderToString(
        tabsPage({
          React: react,
          HydrateLater: lazy.default,
          module,
          BrowserContextProvider: browserContext.BrowserContextProvider,
          useIsBrowser: isBrowser.default,
        }),
      );
    });
    return html;
  }

  it('shows the kept twin’s HTML, not the fallback, until the code is there, then goes live from it', async () => {
    const html = await tabsServerHtml();
    const browserContext = await import('@docusaurus/core/lib/client/browserContext');
    const useIsBrowser = (await import('@docusaurus/useIsBrowser')).default;
    // The chunk arrives only when the test says so, after the panel has remounted.
    let arrive = () => undefined as void;
    const module = deferredModule(
      () => new Promise<PartModule>((resolve) => (arrive = () => void importPart().then(resolve))),
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const panel = container.querySelector('.panel');
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        tabsPage({
          React,
          HydrateLater,
          module,
          BrowserContextProvider: browserContext.BrowserContextProvider,
          useIsBrowser,
        }),
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    // The panel was remounted: both parts are new instances, before their code is here.
    expect(container.querySelector('.panel')).not.toBe(panel);
    const shells = () => [...container.querySelectorAll('[data-hydrate-later]')];
    expect(shells().map((shell) => shell.getAttribute('data-hydrate-later'))).toEqual(['pending', 'pending']);
    expect(shells()[0].innerHTML).toBe('<button type="button" class="part">Remembered</button>');
    expect(shells()[1].innerHTML).toBe('<span class="fallback">Forgotten</span>');

    await act(async () => {
      document.documentElement.setAttribute('data-has-hydrated', 'true');
      arrive();
    });
    await waitFor(() =>
      expect(shells().map((shell) => shell.getAttribute('data-hydrate-later'))).toEqual(['live', 'live']),
    );
    expect(shells().map((shell) => shell.innerHTML)).toEqual([
      '<button type="button" class="part">Remembered</button>',
      '<button type="button" class="part">Forgotten</button>',
    ]);
    // The remembered part went live from the HTML it showed, as a kept part does; the other had none.
    expect(keptSeen).toEqual({
      Remembered: '<button type="button" class="part">Remembered</button>',
      Forgotten: null,
    });
    expect(recoverable).toEqual([]);
  });
});
