/**
 * KeepServerHtml (src/components/lazy/KeepServerHtml.tsx): hydrating keeps the server's HTML without
 * rendering the children, its internal links navigate in the app, and the children take over once `live`.
 */
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useLocation } from '@docusaurus/router';
import { BrowserContextProvider } from '@docusaurus/core/lib/client/browserContext';
import KeepServerHtml from '@site/src/components/lazy/KeepServerHtml';

let mockCanUseDOM = true;
jest.mock('@docusaurus/ExecutionEnvironment', () => ({
  __esModule: true,
  default: {
    get canUseDOM() {
      return mockCanUseDOM;
    },
  },
}));

/** Called on each render of the rows. */
const rendered = jest.fn();
function Rows() {
  rendered();
  return (
    <ul>
      <li>
        checkboxSelection <a href="/x/api/data-grid/grid-api/">GridApi</a>
      </li>
      <li>
        density <a href="#prop-density">#</a>
      </li>
    </ul>
  );
}

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function Page({ live }: { live: boolean }) {
  return (
    <BrowserContextProvider>
      <MemoryRouter initialEntries={['/x/api/data-grid/data-grid/']}>
        <KeepServerHtml live={live}>
          <Rows />
        </KeepServerHtml>
        <Location />
      </MemoryRouter>
    </BrowserContextProvider>
  );
}

const preloaded: string[] = [];
beforeEach(() => {
  rendered.mockClear();
  preloaded.length = 0;
  (window as unknown as { docusaurus: unknown }).docusaurus = {
    prefetch: () => true,
    preload: (href: string) => preloaded.push(href) > 0,
  };
});

describe('a page hydrated from the server HTML', () => {
  let container: HTMLDivElement;
  let root: Root | null = null;
  let errors: jest.SpyInstance;

  beforeEach(async () => {
    mockCanUseDOM = false;
    const html = renderToString(<Page live={false} />);
    mockCanUseDOM = true;
    expect(rendered.mock.calls.length).toBe(1);
    rendered.mockClear();
    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    errors = jest.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, <Page live={false} />, {
        onRecoverableError: (error) => {
          throw error;
        },
      });
    });
  });

  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
    errors.mockRestore();
  });

  it('keeps the rows as the server wrote them, without rendering them again', () => {
    expect(rendered.mock.calls.length).toBe(0);
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.textContent).toContain('checkboxSelection');
    expect(errors).not.toHaveBeenCalled();
  });

  it('navigates in the app on a plain click of an internal link, and loads its page when pointed at', () => {
    const link = container.querySelector('a[href="/x/api/data-grid/grid-api/"]')!;
    fireEvent.mouseOver(link);
    expect(preloaded).toEqual(['/x/api/data-grid/grid-api/']);
    // A modified click is the browser's (a new tab); jsdom cannot open one, so the default stops here.
    const stopBrowser = (event: Event) => event.preventDefault();
    window.addEventListener('click', stopBrowser);
    fireEvent.click(link, { ctrlKey: true });
    window.removeEventListener('click', stopBrowser);
    expect(container.querySelector('output')!.textContent).toBe('/x/api/data-grid/data-grid/');
    fireEvent.click(container.querySelector('a[href="#prop-density"]')!);
    expect(container.querySelector('output')!.textContent).toBe('/x/api/data-grid/data-grid/');
    fireEvent.click(link);
    expect(container.querySelector('output')!.textContent).toBe('/x/api/data-grid/grid-api/');
  });

  it('renders the rows with React once live, with the same content', async () => {
    const before = container.querySelector('ul')!.outerHTML;
    await act(async () => root!.render(<Page live />));
    expect(rendered.mock.calls.length).toBe(1);
    expect(container.querySelector('ul')!.outerHTML).toBe(before);
    expect(container.querySelector('ul')).not.toBe(null);
  });
});

describe('without server HTML', () => {
  it('renders the rows at once on a page reached in the app', () => {
    render(<Page live={false} />);
    expect(rendered.mock.calls.length).toBeGreaterThan(0);
    expect(screen.getByText('checkboxSelection', { exact: false })).toBeTruthy();
  });

  it('renders the rows when React had to build the page afresh while hydrating', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = hydrateRoot(host, <span />, { onRecoverableError: () => undefined });
    act(() => root.render(<Page live={false} />));
    expect(host.querySelectorAll('li')).toHaveLength(2);
    act(() => root.unmount());
    host.remove();
  });
});
