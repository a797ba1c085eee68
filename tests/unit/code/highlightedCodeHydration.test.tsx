/**
 * A code block hydrates without Prism: it keeps the tokens the server rendered, with no hydration error,
 * and only loads Prism when it has to draw something new (src/code/prism.ts).
 */
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, render, waitFor } from '@testing-library/react';
import * as browserContext from '@docusaurus/core/lib/client/browserContext';

const { BrowserContextProvider } = browserContext;

/** Fresh modules (so Prism's state is this test's), sharing the test's React and Docusaurus's browser context. */
function shareWithTest() {
  jest.doMock('react', () => React);
  jest.doMock('@docusaurus/core/lib/client/browserContext', () => browserContext);
}

type HighlightedCodeModule = typeof import('@site/src/components/code/HighlightedCode');
type PrismModule = typeof import('@site/src/code/prism');

const CODE = 'const rows = [{ id: 1 }];\n\nexport default rows;\n';

/** The server's HTML: Prism provided synchronously, as in the server bundle. */
function serverHtml(props: { highlightLines?: ReadonlySet<number> } = {}): string {
  let html = '';
  jest.isolateModules(() => {
    shareWithTest();
    // An earlier test's browser modules mocked the server's Prism away: mocks outlive isolateModules.
    jest.dontMock('@site/src/code/prismOnServer');
    const { default: HighlightedCode } =
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('@site/src/components/code/HighlightedCode') as HighlightedCodeModule;
    html = renderToString(
      <BrowserContextProvider>
        <HighlightedCode code={CODE} language="tsx" {...props} />
      </BrowserContextProvider>,
    );
  });
  return html;
}

/** The browser's modules: the server-only Prism module is empty there, as the client build makes it. */
function browserModules(): {
  HighlightedCode: HighlightedCodeModule['default'];
  rememberServerBlocks: HighlightedCodeModule['rememberServerBlocks'];
  prism: PrismModule;
} {
  let modules!: ReturnType<typeof browserModules>;
  jest.isolateModules(() => {
    shareWithTest();
    jest.doMock('@site/src/code/prismOnServer', () => ({}));
    /* eslint-disable @typescript-eslint/no-require-imports */
    const highlighted = require('@site/src/components/code/HighlightedCode') as HighlightedCodeModule;
    modules = {
      HighlightedCode: highlighted.default,
      rememberServerBlocks: highlighted.rememberServerBlocks,
      prism: require('@site/src/code/prism') as PrismModule,
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return modules;
}

describe('code blocks hydrate without Prism', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('keeps the server tokens through hydration, with no mismatch and no Prism', async () => {
    const html = serverHtml();
    expect(html).toContain('token keyword');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const { HighlightedCode, prism } = browserModules();
    let root!: Root;
    await act(async () => {
      root = hydrateRoot(
        container,
        <BrowserContextProvider>
          <HighlightedCode code={CODE} language="tsx" />
        </BrowserContextProvider>,
        { onRecoverableError: (error) => console.error(error) },
      );
    });
    const asServerRendered = document.createElement('div');
    asServerRendered.innerHTML = html;
    expect(container.innerHTML).toBe(asServerRendered.innerHTML);
    expect(container.querySelectorAll('.token.keyword').length).toBeGreaterThan(1);
    expect(prism.loadedPrism()).toBeNull();
    expect(errors).not.toHaveBeenCalled();

    // Remounted after hydration (theme-classic's Tabs do it): the server's markup is reused, still no Prism.
    await act(async () => {
      root.render(
        <BrowserContextProvider>
          <HighlightedCode key="remounted" code={CODE} language="tsx" />
        </BrowserContextProvider>,
      );
    });
    expect(container.innerHTML).toBe(asServerRendered.innerHTML);
    expect(prism.loadedPrism()).toBeNull();

    // New code (a demo's JS/TS switch, an edit): Prism loads and the new tokens replace the old.
    await act(async () => {
      root.render(
        <BrowserContextProvider>
          <HighlightedCode key="remounted" code={'let total = 0;\n'} language="tsx" />
        </BrowserContextProvider>,
      );
    });
    await waitFor(() => expect(container.querySelector('.token.keyword')?.textContent).toBe('let'));
    expect(prism.loadedPrism()).not.toBeNull();
    expect(container.textContent).toBe('let total = 0;');
    act(() => root.unmount());
    container.remove();
  });

  it('shows a block mounted in the browser as plain lines until Prism arrives, then highlighted', async () => {
    const { HighlightedCode, prism } = browserModules();
    let show: () => void = () => undefined;
    const Mounted = () => {
      const [shown, setShown] = React.useState(false);
      show = () => setShown(true);
      return shown ? <HighlightedCode code={CODE} language="tsx" highlightLines={new Set([1])} /> : null;
    };
    const { container } = render(
      <BrowserContextProvider>
        <Mounted />
      </BrowserContextProvider>,
    );
    // Mounted once the page is running, as on a client-side navigation.
    act(() => show());
    const lines = () => [...container.querySelectorAll('code > span')];
    expect(lines().map((line) => line.textContent)).toEqual([
      'const rows = [{ id: 1 }];',
      '',
      'export default rows;',
    ]);
    expect(lines()[0].className).toContain('code-line-highlighted');
    await waitFor(() => expect(container.querySelector('.token.keyword')).not.toBeNull());
    expect(prism.loadedPrism()).not.toBeNull();
    expect(lines()).toHaveLength(3);
    expect(lines()[0].className).toContain('code-line-highlighted');
    expect(errors).not.toHaveBeenCalled();
  });

  it('draws its lines when React renders it afresh while hydrating (after a hydration error elsewhere)', () => {
    const { HighlightedCode } = browserModules();
    // No BrowserContextProvider: the page counts as still hydrating, but there is no server HTML here.
    const { container } = render(<HighlightedCode code={CODE} language="tsx" />);
    expect([...container.querySelectorAll('code > span')].map((line) => line.textContent)).toEqual([
      'const rows = [{ id: 1 }];',
      '',
      'export default rows;',
    ]);
  });

  it('reuses the tokens of a part kept as server HTML for the same code, language and highlighted lines only', async () => {
    const highlightLines = new Set([3]);
    // The part's server HTML as HydrateLater keeps it (a detached copy), with a block in it.
    const kept = document.createElement('div');
    kept.innerHTML = serverHtml({ highlightLines });
    const serverCode = kept.querySelector('pre > code')!.innerHTML;
    expect(serverCode).toContain('code-line-highlighted');
    const { HighlightedCode, rememberServerBlocks, prism } = browserModules();
    rememberServerBlocks(kept);
    const mount = (element: React.ReactElement) =>
      render(<BrowserContextProvider>{element}</BrowserContextProvider>).container;

    // The live part draws the same block: the server's tokens, and no Prism.
    const same = mount(<HighlightedCode code={CODE} language="tsx" highlightLines={highlightLines} />);
    expect(same.querySelector('pre > code')!.innerHTML).toBe(serverCode);
    expect(prism.loadedPrism()).toBeNull();

    // Other highlighted lines, or the same characters broken into other lines: drawn afresh, with Prism.
    const otherLines = mount(<HighlightedCode code={CODE} language="tsx" />);
    const joined = mount(
      <HighlightedCode code={CODE.replace('\n\n', '\n')} language="tsx" highlightLines={highlightLines} />,
    );
    expect(otherLines.querySelector('.token.keyword')).toBeNull();
    await waitFor(() => expect(joined.querySelector('.token.keyword')).not.toBeNull());
    expect(otherLines.querySelector('pre > code')!.innerHTML).not.toBe(serverCode);
    expect(joined.querySelectorAll('code > span')).toHaveLength(2);
    expect(prism.loadedPrism()).not.toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });
});
