/**
 * DocsProvider and the URL hash: a variant or styling chosen through a demo hash is applied and remembered in
 * its cookie like any other choice, and the whole page registers one `hashchange` listener.
 */
import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import { DocsProvider, useDocsConfig } from '@site/src/settings/DocsProvider';
import { CODE_STYLING_COOKIE, CODE_VARIANT_COOKIE, useLocationHash } from '@site/src/codeVariant';
import { readCookie } from '@site/src/storage/cookies';

function ShowSettings() {
  const { codeVariant, codeStyling } = useDocsConfig();
  return <p data-testid="settings">{`${codeVariant}|${codeStyling}`}</p>;
}

function HashReader() {
  useLocationHash();
  return null;
}

function setHash(hash: string) {
  act(() => {
    window.location.hash = hash;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

afterEach(() => {
  for (const name of [CODE_VARIANT_COOKIE, CODE_STYLING_COOKIE])
    document.cookie = `${name}=; max-age=0; path=/`;
  window.location.hash = '';
});

describe('DocsProvider and the URL hash', () => {
  it('applies a hash present on arrival and writes it to the cookie', () => {
    window.location.hash = '#tailwind-StatusGrid.js';
    render(
      <DocsProvider>
        <ShowSettings />
      </DocsProvider>,
    );
    expect(screen.getByTestId('settings').textContent).toBe('JS|Tailwind');
    expect(readCookie(CODE_VARIANT_COOKIE)).toBe('JS');
    expect(readCookie(CODE_STYLING_COOKIE)).toBe('Tailwind');
  });

  it('applies a hash followed later and writes it to the cookie; other anchors change nothing', () => {
    document.cookie = `${CODE_VARIANT_COOKIE}=JS; path=/`;
    render(
      <DocsProvider>
        <ShowSettings />
      </DocsProvider>,
    );
    expect(screen.getByTestId('settings').textContent).toBe('JS|MUI System');
    setHash('#installation');
    expect(screen.getByTestId('settings').textContent).toBe('JS|MUI System');
    setHash('#css-StatusGrid.tsx');
    expect(screen.getByTestId('settings').textContent).toBe('TS|CSS');
    expect(readCookie(CODE_VARIANT_COOKIE)).toBe('TS');
    expect(readCookie(CODE_STYLING_COOKIE)).toBe('CSS');
  });

  it('keeps a choice on a later non-demo anchor even when its cookie was not kept', () => {
    window.location.hash = '#BasicGrid.js';
    render(
      <DocsProvider>
        <ShowSettings />
      </DocsProvider>,
    );
    expect(screen.getByTestId('settings').textContent).toBe('JS|MUI System');
    // The cookie is lost (a privacy setting, another tab): an ordinary anchor must not undo the choice.
    document.cookie = `${CODE_VARIANT_COOKIE}=; max-age=0; path=/`;
    setHash('#installation');
    expect(screen.getByTestId('settings').textContent).toBe('JS|MUI System');
  });

  it('registers one hashchange listener however many readers there are, and removes it with the last', () => {
    const add = jest.spyOn(window, 'addEventListener');
    const remove = jest.spyOn(window, 'removeEventListener');
    const hashListeners = (spy: jest.SpyInstance) =>
      spy.mock.calls.filter(([type]) => type === 'hashchange').length;
    const { unmount } = render(
      <DocsProvider>
        <HashReader />
        <HashReader />
        <HashReader />
      </DocsProvider>,
    );
    expect(hashListeners(add)).toBe(1);
    unmount();
    expect(hashListeners(remove)).toBe(1);
    add.mockRestore();
    remove.mockRestore();
  });
});
