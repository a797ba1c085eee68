import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import CopyPageButton, { COPY_PAGE_FEEDBACK_MS } from '@site/src/components/page/CopyPageButton';

const MARKDOWN = '# Sorting\n\nSort rows.\n';

function mockFetch(response: { ok: boolean; status?: number; body?: string }) {
  const fetchMock = jest.fn(async () => ({
    ok: response.ok,
    status: response.status ?? 200,
    text: async () => response.body ?? '',
  }));
  (globalThis as unknown as { fetch: unknown }).fetch = fetchMock;
  return fetchMock;
}

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: jest.fn(writeText) },
    configurable: true,
  });
  return navigator.clipboard.writeText as jest.Mock;
}

afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('CopyPageButton', () => {
  it('copies the page Markdown, shows Copied, then reverts after 1200 ms', async () => {
    jest.useFakeTimers();
    const fetchMock = mockFetch({ ok: true, body: MARKDOWN });
    const writeText = mockClipboard(async () => undefined);
    render(<CopyPageButton markdownUrl="/x/react-data-grid/sorting.md" />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('copy-page'));
    });
    expect(fetchMock).toHaveBeenCalledWith('/x/react-data-grid/sorting.md', expect.anything());
    expect(writeText).toHaveBeenCalledWith(MARKDOWN);
    expect(screen.getByTestId('copy-page').textContent).toBe('Copied');
    act(() => jest.advanceTimersByTime(COPY_PAGE_FEEDBACK_MS - 1));
    expect(screen.getByTestId('copy-page').textContent).toBe('Copied');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('copy-page').textContent).toBe('Copy page');
  });

  it('shows a failure, not Copied, when the Markdown cannot be fetched', async () => {
    mockFetch({ ok: false, status: 404 });
    const writeText = mockClipboard(async () => undefined);
    render(<CopyPageButton markdownUrl="/x/missing.md" />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('copy-page'));
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByTestId('copy-page').textContent).toBe('Copy failed');
  });

  it('fetches once when hovered before the click', async () => {
    const fetchMock = mockFetch({ ok: true, body: MARKDOWN });
    mockClipboard(async () => undefined);
    render(<CopyPageButton markdownUrl="/x/a.md" />);
    fireEvent.pointerEnter(screen.getByTestId('copy-page'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('copy-page'));
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('offers "View as Markdown" linking to the .md URL', async () => {
    render(<CopyPageButton markdownUrl="/x/react-data-grid/sorting.md" />);
    fireEvent.click(screen.getByRole('button', { name: 'More page actions' }));
    // The menu's code loads on first opening (src/components/lazy).
    const item = await screen.findByRole('menuitem', { name: /View as Markdown/ });
    expect(item.getAttribute('href')).toBe('/x/react-data-grid/sorting.md');
  });
});
