/**
 * <Demo> with live editing: the editor appears on the first click into the full source, an edit replaces
 * the component after the debounce, compile and render errors leave the last good component in place
 * with the error box, the edit belongs to its variant, and Reset demo brings the original back.
 */
import * as React from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Demo from '@site/src/components/demos/DemoFrame';
import type { DemoModule } from '@site/src/demos/types';
import { renderWithSite } from '../renderWithSite';

jest.mock('@mui/x-license', () => ({ LicenseInfo: { setLicenseKey: () => {} } }));

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

const TSX = `import * as React from 'react';

const label: string = 'Original';

export default function Counter() {
  const [count] = React.useState<number>(1);
  return <p>{label} {count}</p>;
}
`;
const JS = TSX.replace(': string', '').replace('<number>', '');

function Counter() {
  return <p>Original 1</p>;
}

function counterModule(): DemoModule {
  return {
    name: 'Counter',
    fileName: 'Counter.tsx',
    tsx: TSX,
    js: JS,
    hasTypes: true,
    previewTs: null,
    previewJs: null,
    files: [],
    load: async () => ({ default: Counter, scope: { react: React as unknown as Record<string, unknown> } }),
  };
}

/** Compiling runs after a real debounce and a dynamic import: generous waits for a busy machine. */
const SLOW = { timeout: 8000 };
jest.setTimeout(60000);

beforeEach(() => {
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = ControlledObserver;
  document.cookie = 'codeVariant=; max-age=0; path=/';
  window.location.hash = '';
});

async function openEditor(container: HTMLElement): Promise<HTMLTextAreaElement> {
  await act(async () => reveal());
  expect(await screen.findByText('Original 1', {}, SLOW)).toBeTruthy();
  fireEvent.click(await screen.findByRole('button', { name: 'Show code' }));
  const pre = container.querySelector<HTMLElement>('pre[data-demo-source="full"][data-code-variant="TS"]')!;
  expect(pre.getAttribute('tabindex')).toBe('0');
  fireEvent.pointerDown(pre, { button: 0 });
  return (await waitFor(
    () => {
      const textarea = container.querySelector<HTMLTextAreaElement>('[data-demo-editor] textarea');
      expect(textarea).not.toBeNull();
      return textarea;
    },
    { timeout: 8000 },
  )) as HTMLTextAreaElement;
}

function type(textarea: HTMLTextAreaElement, value: string) {
  fireEvent.change(textarea, { target: { value } });
}

function errorBox(container: HTMLElement) {
  return container.querySelector<HTMLElement>('[data-live-edit-error]');
}

describe('<Demo> live editing', () => {
  it('renders the edit after the debounce, keeps the last good render on errors, and resets', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderWithSite(
      <Demo name="Counter" height={100} variants={{ system: counterModule() }} />,
    );
    const textarea = await openEditor(container);
    expect(textarea.value).toBe(TSX);

    type(textarea, TSX.replace("'Original'", "'Edited'"));
    expect(await screen.findByText('Edited 1', {}, SLOW)).toBeTruthy();
    expect(container.querySelector('[data-demo]')!.getAttribute('data-demo-edited')).toBe('true');

    // A syntax error: the box, and the edited component stays.
    type(textarea, TSX.replace("const label: string = 'Original';", "const label: string = ['Broken';"));
    await waitFor(() => expect(errorBox(container)?.dataset.liveEditError).toBe('syntax'), SLOW);
    expect(errorBox(container)!.textContent).toContain('Syntax error (line 3, column 32)');
    expect(screen.getByText('Edited 1')).toBeTruthy();

    // A render error: the box, and the last good component comes back.
    type(textarea, TSX.replace('return <p>', "if (count) throw new Error('no count');\n  return <p>"));
    await waitFor(() => expect(errorBox(container)?.dataset.liveEditError).toBe('runtime'), SLOW);
    expect(errorBox(container)!.textContent).toContain('no count');
    expect(await screen.findByText('Edited 1', {}, SLOW)).toBeTruthy();

    // Fixed: the box goes away.
    type(textarea, TSX.replace("'Original'", "'Fixed'"));
    expect(await screen.findByText('Fixed 1', {}, SLOW)).toBeTruthy();
    expect(errorBox(container)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Reset demo' }));
    expect(await screen.findByText('Original 1', {}, SLOW)).toBeTruthy();
    expect(textarea.value).toBe(TSX);
    expect(container.querySelector('[data-demo]')!.getAttribute('data-demo-edited')).toBeNull();
    error.mockRestore();
  });

  it('keeps the edit with its variant: JS shows and runs its own source', async () => {
    const { container } = renderWithSite(
      <Demo name="Counter" height={100} variants={{ system: counterModule() }} />,
    );
    const textarea = await openEditor(container);
    type(textarea, TSX.replace("'Original'", "'Typed'"));
    expect(await screen.findByText('Typed 1', {}, SLOW)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'JS' }));
    expect(await screen.findByText('Original 1', {}, SLOW)).toBeTruthy();
    const jsEditor = container.querySelector<HTMLTextAreaElement>(
      '[data-demo-editor][data-code-variant="JS"] textarea',
    )!;
    expect(jsEditor.value).toBe(JS);

    fireEvent.click(screen.getByRole('button', { name: 'TS' }));
    expect(await screen.findByText('Typed 1', {}, SLOW)).toBeTruthy();
  });

  it('reports an import the demo does not have', async () => {
    const { container } = renderWithSite(
      <Demo name="Counter" height={100} variants={{ system: counterModule() }} />,
    );
    const textarea = await openEditor(container);
    type(
      textarea,
      `import Button from '@mui/material/Button';\n${TSX.replace('<p>{label} {count}</p>', '<Button>{label}</Button>')}`,
    );
    await waitFor(() => expect(errorBox(container)?.dataset.liveEditError).toBe('import'), SLOW);
    expect(errorBox(container)!.textContent).toContain(
      '"@mui/material/Button" is not available in this editor: edited code can import only the modules the original demo imports ("react").',
    );
    expect(screen.getByText('Original 1')).toBeTruthy();
  });
});
