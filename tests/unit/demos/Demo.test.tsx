/**
 * The demo frame (what <Demo> renders once its chunk is there): preview and full source, JS/TS, lazy mounting with the license applied first,
 * the error box with "Reset demo", the hash that opens the code, and the toolbar's keyboard behaviour.
 */
import * as React from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Demo from '@site/src/components/demos/DemoFrame';
import type { DemoModule } from '@site/src/demos/types';
import { nextControlIndex } from '@site/src/components/demos/DemoToolbar';
import { renderWithSite } from '../renderWithSite';

const setLicenseKey = jest.fn();
jest.mock('@mui/x-license', () => ({ LicenseInfo: { setLicenseKey: (key: string) => setLicenseKey(key) } }));

/** IntersectionObserver that reports "near" once `reveal()` is called. */
let reveal: () => void = () => {};
class ControlledObserver {
  constructor(private callback: IntersectionObserverCallback) {
    reveal = () =>
      this.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

function demoModule(component: React.ComponentType, overrides: Partial<DemoModule> = {}): DemoModule {
  return {
    name: 'BasicThing',
    fileName: 'BasicThing.tsx',
    tsx: 'const n: number = 1;\nexport default function BasicThing() {\n  return <p>Thing {n}</p>;\n}\n',
    js: 'const n = 1;\nexport default function BasicThing() {\n  return <p>Thing {n}</p>;\n}\n',
    hasTypes: true,
    previewTs: '<p>Thing {n}</p>',
    previewJs: '<p>Thing {n}</p>',
    files: [],
    load: jest.fn(async () => ({ default: component })),
    ...overrides,
  };
}

function Thing() {
  return <button type="button">Live thing</button>;
}

beforeEach(() => {
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = ControlledObserver;
  setLicenseKey.mockReset();
  document.cookie = 'codeVariant=; max-age=0; path=/';
  window.location.hash = '';
});

function sources(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLElement>('[data-demo-source]')].map(
    (pre) => `${pre.dataset.demoSource}:${pre.dataset.codeVariant}`,
  );
}

describe('<Demo>', () => {
  it('reserves its height, loads nothing until near the viewport, then mounts with the license applied', async () => {
    const module = demoModule(Thing);
    const { container } = renderWithSite(
      <Demo name="BasicThing" height={321} variants={{ system: module }} />,
    );
    const live = screen.getByRole('region', { name: 'BasicThing demo' });
    expect(getComputedStyle(live).minHeight).toBe('321px');
    expect(module.load).not.toHaveBeenCalled();
    expect(container.querySelector('[data-demo="BasicThing"]')!.getAttribute('data-demo-mounted')).toBe(
      'false',
    );
    await act(async () => reveal());
    expect(await screen.findByText('Live thing')).toBeTruthy();
    expect(module.load).toHaveBeenCalledTimes(1);
    expect(setLicenseKey).toHaveBeenCalledWith('');
  });

  it('shows the preview in both variants (CSS picks one), and the full source after "Show code"', async () => {
    const { container } = renderWithSite(
      <Demo name="BasicThing" height={100} variants={{ system: demoModule(Thing) }} />,
    );
    expect(sources(container)).toEqual(['preview:TS', 'preview:JS']);
    const show = await screen.findByRole('button', { name: 'Show code' });
    fireEvent.click(show);
    expect(sources(container)).toEqual(['full:TS', 'full:JS']);
    expect(
      container.querySelector('[data-demo-source="full"][data-code-variant="TS"]')!.textContent,
    ).toContain('const n: number = 1;');
    fireEvent.click(screen.getByRole('button', { name: 'Hide code' }));
    expect(sources(container)).toEqual(['preview:TS', 'preview:JS']);
  });

  it('switches to JS for every demo at once and writes the cookie', async () => {
    renderWithSite(
      <>
        <Demo name="First" height={100} variants={{ system: demoModule(Thing) }} />
        <Demo name="Second" height={100} variants={{ system: demoModule(Thing) }} />
      </>,
    );
    const [jsFirst] = await screen.findAllByRole('button', { name: 'JS' });
    fireEvent.click(jsFirst);
    expect(document.cookie).toContain('codeVariant=JS');
    expect(document.documentElement.getAttribute('data-code-variant')).toBe('JS');
    for (const button of screen.getAllByRole('button', { name: 'JS' }))
      expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('disables TS and shows only JS for a demo without types', async () => {
    const { container } = renderWithSite(
      <Demo name="Untyped" height={100} variants={{ system: demoModule(Thing, { hasTypes: false }) }} />,
    );
    expect(sources(container)).toEqual(['preview:JS']);
    expect(((await screen.findByRole('button', { name: 'TS' })) as HTMLButtonElement).disabled).toBe(true);
  });

  it('hides the toolbar and the code when asked', () => {
    const { container } = renderWithSite(
      <Demo name="Bare" height={100} hideToolbar variants={{ system: demoModule(Thing) }} />,
    );
    expect(sources(container)).toEqual([]);
    expect(container.querySelector('[data-demo-toolbar]')).toBeNull();
  });

  it('exposes disableAd for the ads feature and no preview with defaultCodeOpen={false}', () => {
    const { container } = renderWithSite(
      <Demo
        name="NoAd"
        height={100}
        disableAd
        defaultCodeOpen={false}
        variants={{ system: demoModule(Thing) }}
      />,
    );
    expect(container.querySelector('[data-demo="NoAd"]')!.getAttribute('data-disable-ad')).toBe('true');
    expect(sources(container)).toEqual([]);
  });

  it('opens the code when the hash names the demo (#Name.js)', async () => {
    window.location.hash = '#Hashed.js';
    Element.prototype.scrollIntoView = jest.fn();
    const { container } = renderWithSite(
      <Demo name="Hashed" height={100} variants={{ system: demoModule(Thing) }} />,
    );
    await waitFor(() => expect(sources(container)).toEqual(['full:TS', 'full:JS']));
    await waitFor(() => expect(document.documentElement.getAttribute('data-code-variant')).toBe('JS'));
  });

  it('shows the error box with the demo name when it throws, and "Reset demo" mounts it again', async () => {
    let shouldThrow = true;
    function Fragile() {
      if (shouldThrow) throw new Error('kaboom');
      return <p>Recovered</p>;
    }
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithSite(
      <>
        <Demo name="Fragile" height={100} variants={{ system: demoModule(Fragile) }} />
        <p>Rest of the page</p>
      </>,
    );
    await act(async () => reveal());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The demo “Fragile” crashed');
    expect(alert.textContent).toContain('kaboom');
    expect(screen.getByText('Rest of the page')).toBeTruthy();
    shouldThrow = false;
    fireEvent.click(screen.getAllByRole('button', { name: 'Reset demo' })[0]);
    expect(await screen.findByText('Recovered')).toBeTruthy();
    error.mockRestore();
  });
});

describe('demo toolbar keyboard', () => {
  it('computes the next control for arrows (mirrored in RTL), Home and End', () => {
    expect(nextControlIndex('ArrowRight', 0, 5, false)).toBe(1);
    expect(nextControlIndex('ArrowRight', 4, 5, false)).toBe(0);
    expect(nextControlIndex('ArrowLeft', 0, 5, false)).toBe(4);
    expect(nextControlIndex('ArrowLeft', 0, 5, true)).toBe(1);
    expect(nextControlIndex('Home', 3, 5, false)).toBe(0);
    expect(nextControlIndex('End', 1, 5, false)).toBe(4);
    expect(nextControlIndex('Enter', 1, 5, false)).toBeNull();
  });

  it('has a single tab stop, moves with arrow keys, skips disabled TS and carries analytics attributes', async () => {
    renderWithSite(
      <Demo name="Keys" height={100} variants={{ system: demoModule(Thing, { hasTypes: false }) }} />,
    );
    const toolbar = await screen.findByRole('toolbar', { name: 'Keys demo toolbar' });
    const controls = [...toolbar.querySelectorAll<HTMLElement>('[data-toolbar-control]')];
    expect(controls.filter((control) => control.tabIndex === 0)).toHaveLength(1);
    for (const control of controls) {
      expect(control.getAttribute('data-ga-event-category')).toBe('demo');
      expect(control.getAttribute('data-ga-event-action')).toBeTruthy();
      expect(control.getAttribute('data-ga-event-label')).toBe('Keys');
    }
    const js = screen.getByRole('button', { name: 'JS' });
    act(() => js.focus());
    fireEvent.keyDown(js, { key: 'ArrowRight' });
    // TS is disabled (no types), so focus lands on "Show code".
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show code' }));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(js);
    expect(js.tabIndex).toBe(0);
  });

  it('moves focus to the demo with "Reset focus"', async () => {
    renderWithSite(<Demo name="Focus" height={100} variants={{ system: demoModule(Thing) }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset focus' }));
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Focus demo' }));
  });
});
