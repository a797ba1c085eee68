/**
 * Copy timings (2000 ms in code blocks, 1200 ms for the standalone button; maintainers/behaviour.md), the
 * failure state, analytics, and the keyboard shortcut wired through CodeCopyProvider.
 */
import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import CopyButton from '@site/src/components/code/CopyButton';
import CodeCopyProvider from '@site/src/components/code/CodeCopyProvider';
import CodeBlock from '@site/src/theme/CodeBlock';
import { installClickTracking, sendClickEvent } from '@site/src/analytics/clickEvents';

const writeText = jest.fn<Promise<void>, [string]>();
const gtag = jest.fn();
// The site's document click tracker (installed by the analytics client module) reports copies.
let stopTracking: () => void = () => undefined;

beforeEach(() => {
  stopTracking = installClickTracking(document, sendClickEvent);
  jest.useFakeTimers();
  writeText.mockReset().mockResolvedValue(undefined);
  gtag.mockReset();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  (window as unknown as { gtag?: unknown }).gtag = gtag;
});

afterEach(() => {
  stopTracking();
  jest.useRealTimers();
  delete (window as unknown as { gtag?: unknown }).gtag;
});

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

function label(container: HTMLElement) {
  return container.querySelector('[data-copy-label]')?.textContent;
}

describe('CopyButton (standalone)', () => {
  it('reads "Copied" for 1200 ms, then "Copy" again', async () => {
    const { container } = render(<CopyButton text="npm install @mui/x-data-grid" />);
    expect(label(container)).toBe('Copy');
    await click(screen.getByRole('button'));
    expect(writeText).toHaveBeenCalledWith('npm install @mui/x-data-grid');
    expect(label(container)).toBe('Copied');
    act(() => jest.advanceTimersByTime(1199));
    expect(label(container)).toBe('Copied');
    act(() => jest.advanceTimersByTime(1));
    expect(label(container)).toBe('Copy');
  });

  it('sends a code copy-click event through the global tag function', async () => {
    render(<CopyButton text="x" />);
    await click(screen.getByRole('button'));
    expect(gtag.mock.calls).toEqual([['event', 'code', { eventAction: 'copy-click' }]]);
  });

  it('shows a failure state, not "Copied", when the clipboard cannot be written', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    Object.defineProperty(document, 'execCommand', {
      value: () => false,
      configurable: true,
      writable: true,
    });
    const { container } = render(<CopyButton text="x" />);
    await click(screen.getByRole('button'));
    expect(label(container)).toBe('Copy failed');
    expect(screen.getByRole('button').getAttribute('data-copy-status')).toBe('failed');
    act(() => jest.advanceTimersByTime(1200));
    expect(label(container)).toBe('Copy');
  });
});

describe('CodeBlock', () => {
  it('copies its code and reads "Copied" for 2000 ms', async () => {
    const { container } = render(<CodeBlock className="language-bash">{'npm install\n'}</CodeBlock>);
    const button = container.querySelector<HTMLButtonElement>('[data-copy-button]')!;
    await click(button);
    expect(writeText).toHaveBeenCalledWith('npm install');
    expect(label(container)).toBe('Copied');
    act(() => jest.advanceTimersByTime(1999));
    expect(label(container)).toBe('Copied');
    act(() => jest.advanceTimersByTime(1));
    expect(label(container)).toBe('Copy');
  });

  it('shows the shortcut hint next to "Copy" once mounted', () => {
    Object.defineProperty(navigator, 'platform', { value: 'Win32', configurable: true });
    const { container } = render(<CodeBlock className="language-bash">{'ls'}</CodeBlock>);
    expect(container.querySelector('[data-copy-hint]')?.textContent).toBe('(Ctrl + C)');
  });

  it('highlights tokens with classes and the lines named in the meta', () => {
    const { container } = render(
      <CodeBlock className="language-tsx" metastring='{2} title="demo.tsx"'>
        {"const a = 1;\nconst b = 'x';\n"}
      </CodeBlock>,
    );
    expect(container.querySelector('.token.keyword')?.textContent).toBe('const');
    const lines = container.querySelectorAll('.token-line');
    expect(lines).toHaveLength(2);
    expect(lines[1].classList.contains('code-line-highlighted')).toBe(true);
  });
});

describe('keyboard shortcut', () => {
  function renderPage() {
    return render(
      <CodeCopyProvider>
        <p id="prose">Read this</p>
        <CodeBlock className="language-bash">{'npm run build'}</CodeBlock>
        <input aria-label="field" defaultValue="abc" />
      </CodeCopyProvider>,
    );
  }

  it('copies the block under the pointer when nothing is selected, as a keyboard copy', async () => {
    const { container } = renderPage();
    fireEvent.mouseOver(container.querySelector('pre')!);
    await act(async () => {
      fireEvent.keyDown(document, { key: 'c', ctrlKey: true });
    });
    expect(writeText).toHaveBeenCalledWith('npm run build');
    expect(gtag.mock.calls).toEqual([['event', 'code', { eventAction: 'copy-keyboard' }]]);
    expect(label(container)).toBe('Copied');
    // The button's analytics action goes back to the click one afterwards.
    expect(container.querySelector('[data-copy-button]')!.getAttribute('data-ga-event-action')).toBe(
      'copy-click',
    );
  });

  it('copies the block holding focus', async () => {
    const { container } = renderPage();
    act(() => container.querySelector<HTMLElement>('pre')!.focus());
    await act(async () => {
      fireEvent.keyDown(document, { key: 'c', metaKey: true });
    });
    expect(writeText).toHaveBeenCalledWith('npm run build');
  });

  it('leaves the browser copy alone when text is selected', async () => {
    const { container } = renderPage();
    fireEvent.mouseOver(container.querySelector('pre')!);
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('prose')!);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
    expect(document.getSelection()!.toString()).toBe('Read this');
    await act(async () => {
      fireEvent.keyDown(document, { key: 'c', ctrlKey: true });
    });
    expect(writeText).not.toHaveBeenCalled();
    document.getSelection()!.removeAllRanges();
  });

  it('does nothing while focus is in an input', async () => {
    const { container } = renderPage();
    fireEvent.mouseOver(container.querySelector('pre')!);
    act(() => screen.getByLabelText('field').focus());
    await act(async () => {
      fireEvent.keyDown(document, { key: 'c', ctrlKey: true });
    });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('does nothing when the pointer has left every block', async () => {
    const { container } = renderPage();
    fireEvent.mouseOver(container.querySelector('pre')!);
    fireEvent.mouseOver(document.getElementById('prose')!);
    await act(async () => {
      fireEvent.keyDown(document, { key: 'c', ctrlKey: true });
    });
    expect(writeText).not.toHaveBeenCalled();
  });
});
