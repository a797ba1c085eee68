import { colorModeScript } from '@site/plugins/color-mode';

function runScript(stored: string | null, systemDark: boolean) {
  window.localStorage.clear();
  if (stored !== null) window.localStorage.setItem('mode', stored);
  document.documentElement.removeAttribute('data-theme');
  window.matchMedia = ((query: string) => ({
    matches: systemDark && query.includes('dark'),
  })) as unknown as typeof window.matchMedia;
  // eslint-disable-next-line no-new-func -- runs the inline script exactly as the page does
  new Function(colorModeScript('mode'))();
  return {
    theme: document.documentElement.getAttribute('data-theme'),
    choice: document.documentElement.getAttribute('data-theme-choice'),
    stored: window.localStorage.getItem('mode'),
  };
}

describe('colour-mode inline script', () => {
  it('follows the system when nothing is stored', () => {
    expect(runScript(null, true)).toEqual({ theme: 'dark', choice: 'system', stored: null });
    expect(runScript(null, false)).toEqual({ theme: 'light', choice: 'system', stored: null });
  });

  it('applies an explicit choice over the system setting', () => {
    expect(runScript('light', true)).toMatchObject({ theme: 'light', choice: 'light' });
    expect(runScript('dark', false)).toMatchObject({ theme: 'dark', choice: 'dark' });
    expect(runScript('system', true)).toMatchObject({ theme: 'dark', choice: 'system' });
  });

  it('removes an invalid stored value and falls back to system', () => {
    expect(runScript('"><script>', true)).toEqual({ theme: 'dark', choice: 'system', stored: null });
  });
});
