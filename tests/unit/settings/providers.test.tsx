import * as React from 'react';
import { render, screen, act, waitFor } from '@testing-library/react';
import { useColorScheme, useTheme } from '@mui/material/styles';
import { DocsProvider, useDocsConfig, MISSING_DOCS_PROVIDER_MESSAGE } from '@site/src/settings/DocsProvider';
import { ThemeSettingsProvider, useThemeSettings } from '@site/src/settings/ThemeSettingsProvider';
import { PALETTE_STORAGE_KEY } from '@site/src/constants';

function ShowConfig() {
  const config = useDocsConfig();
  return (
    <p>
      {config.codeVariant}|{config.codeStyling}|{config.languages.join(',')}|key:{config.licenseInfo.key}
    </p>
  );
}

function ShowPrimary() {
  const theme = useTheme();
  const { setPaletteColors } = useThemeSettings();
  return (
    <>
      <p data-testid="primary">{theme.colorSchemes.light!.palette.primary.main}</p>
      <button type="button" onClick={() => setPaletteColors({ primary: { main: '#123456' } })}>
        set
      </button>
    </>
  );
}

describe('DocsProvider', () => {
  it('holds the defaults of DEFAULT_DOCS_CONFIG: TS, MUI System, English only, empty license key', () => {
    render(
      <DocsProvider>
        <ShowConfig />
      </DocsProvider>,
    );
    expect(screen.getByText('TS|MUI System|en|key:')).toBeTruthy();
  });

  it('throws a clear internal error when the hook is used outside the provider', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ShowConfig />)).toThrow(MISSING_DOCS_PROVIDER_MESSAGE);
    expect(MISSING_DOCS_PROVIDER_MESSAGE).toMatch(/DocsProvider/);
    error.mockRestore();
  });
});

describe('ThemeSettingsProvider', () => {
  afterEach(() => window.localStorage.clear());

  it('ignores a bad stored custom colour and keeps the default palette', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const bad = '{"primary":{"main":"javascript:alert(1)"}}';
    window.localStorage.setItem(PALETTE_STORAGE_KEY, bad);
    render(
      <ThemeSettingsProvider>
        <ShowPrimary />
      </ThemeSettingsProvider>,
    );
    expect(screen.getByTestId('primary').textContent).toBe('#0a63c9');
    // The full parser (loaded after start-up) confirms it is not a colour: one warning, nothing rewritten.
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('primary').textContent).toBe('#0a63c9');
    expect(window.localStorage.getItem(PALETTE_STORAGE_KEY)).toBe(bad);
    warn.mockRestore();
  });

  it('rewrites a colour stored in another CSS syntax in the stored form, and applies it', async () => {
    window.localStorage.setItem(PALETTE_STORAGE_KEY, '{"primary":{"main":"rgb(255 0 0)"}}');
    render(
      <ThemeSettingsProvider>
        <ShowPrimary />
      </ThemeSettingsProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('primary').textContent).toBe('rgb(255, 0, 0)'));
    expect(JSON.parse(window.localStorage.getItem(PALETTE_STORAGE_KEY)!)).toEqual({
      primary: { main: 'rgb(255, 0, 0)' },
    });
  });

  it('creates the theme of the default settings once, and a theme of its own for a custom palette', () => {
    // The colour schemes of the theme a provider was given (MUI passes them through as they are).
    const seen: unknown[] = [];
    function Capture() {
      seen.push(useTheme().colorSchemes);
      return null;
    }
    const first = render(
      <ThemeSettingsProvider>
        <Capture />
      </ThemeSettingsProvider>,
    );
    first.unmount();
    render(
      <ThemeSettingsProvider>
        <Capture />
        <ShowPrimary />
      </ThemeSettingsProvider>,
    );
    // A second page (or a second static render) gets the very same theme.
    expect(seen[seen.length - 1]).toBe(seen[0]);
    act(() => screen.getByText('set').click());
    expect(screen.getByTestId('primary').textContent).toBe('#123456');
    expect(seen[seen.length - 1]).not.toBe(seen[0]);
  });

  it('applies a valid stored colour and stores a new one', () => {
    window.localStorage.setItem(PALETTE_STORAGE_KEY, '{"primary":{"main":"#ff0000"}}');
    render(
      <ThemeSettingsProvider>
        <ShowPrimary />
      </ThemeSettingsProvider>,
    );
    expect(screen.getByTestId('primary').textContent).toBe('#ff0000');
    act(() => screen.getByText('set').click());
    expect(screen.getByTestId('primary').textContent).toBe('#123456');
    expect(JSON.parse(window.localStorage.getItem(PALETTE_STORAGE_KEY)!)).toEqual({
      primary: { main: '#123456' },
    });
  });
});

describe('colour scheme changes', () => {
  afterEach(() => window.localStorage.clear());

  /** The stylesheets that turn transitions off (NoTransitionsOnSchemeChange), in the document head. */
  const transitionsOff = () =>
    Array.from(document.head.querySelectorAll('style')).filter((style) =>
      /transition:none!important/.test(style.textContent ?? ''),
    );

  function PickDark() {
    const { setMode } = useColorScheme();
    return (
      <button type="button" onClick={() => setMode('dark')}>
        dark
      </button>
    );
  }

  it('turn transitions off for one drawn frame when the scheme changes, never when it first resolves', async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    // Every such stylesheet ever added, even one removed at once (MUI's own removed it after 1 ms).
    const added: Node[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.addedNodes))
          if (/transition:none!important/.test(node.textContent ?? '')) added.push(node);
    });
    observer.observe(document.head, { childList: true });
    render(
      <ThemeSettingsProvider>
        <PickDark />
      </ThemeSettingsProvider>,
    );
    // The scheme resolves after mounting (light: nothing stored, no system preference in jsdom): no stylesheet.
    await waitFor(() => expect(document.documentElement.getAttribute('data-theme')).toBe('light'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(added).toHaveLength(0);
    expect(transitionsOff()).toHaveLength(0);
    act(() => screen.getByText('dark').click());
    await waitFor(() => expect(document.documentElement.getAttribute('data-theme')).toBe('dark'));
    expect(transitionsOff()).toHaveLength(1);
    // Removed once a frame has been drawn in the new scheme (two animation frames later).
    act(() => frames.shift()!(0));
    expect(transitionsOff()).toHaveLength(1);
    act(() => frames.shift()!(0));
    expect(transitionsOff()).toHaveLength(0);
    expect(added).toHaveLength(1);
    observer.disconnect();
    raf.mockRestore();
  });
});
