import { copyShortcutHint, hasTextSelection, isCopyShortcut, shouldCopyBlock } from '@site/src/code/shortcut';

const ctrlC = { key: 'c', ctrlKey: true, metaKey: false, shiftKey: false, altKey: false };
const cmdC = { ...ctrlC, ctrlKey: false, metaKey: true };

let block: HTMLElement;

beforeEach(() => {
  document.body.innerHTML =
    '<p id="text">Some prose</p><div data-copy-scope><pre>npm i</pre></div><input id="field" value="typed text" />';
  block = document.querySelector('[data-copy-scope]')!;
  document.getSelection()?.removeAllRanges();
  (document.activeElement as HTMLElement | null)?.blur();
});

describe('copy shortcut', () => {
  it('recognises Ctrl+C and ⌘C, not Ctrl+Shift+C or a plain c', () => {
    expect(isCopyShortcut(ctrlC)).toBe(true);
    expect(isCopyShortcut(cmdC)).toBe(true);
    expect(isCopyShortcut({ ...ctrlC, key: 'C' })).toBe(true);
    expect(isCopyShortcut({ ...ctrlC, shiftKey: true })).toBe(false);
    expect(isCopyShortcut({ ...ctrlC, altKey: true })).toBe(false);
    expect(isCopyShortcut({ ...ctrlC, ctrlKey: false })).toBe(false);
  });

  it('case 1: no selection, pointer or focus over a block → copies that block', () => {
    expect(shouldCopyBlock(ctrlC, block)).toBe(true);
    expect(shouldCopyBlock(cmdC, block)).toBe(true);
    expect(shouldCopyBlock(ctrlC, null)).toBe(false);
  });

  it('case 2: text selected in the page → the browser copies it, the shortcut does nothing', () => {
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('text')!);
    document.getSelection()!.addRange(range);
    expect(hasTextSelection()).toBe(true);
    expect(shouldCopyBlock(ctrlC, block)).toBe(false);
  });

  it('case 3: focus in an input → the field owns Ctrl+C, with or without a selection', () => {
    const field = document.getElementById('field') as HTMLInputElement;
    field.focus();
    expect(shouldCopyBlock(ctrlC, block)).toBe(false);
    field.setSelectionRange(0, 5);
    expect(hasTextSelection()).toBe(true);
    expect(shouldCopyBlock(ctrlC, block)).toBe(false);
  });

  it('hints ⌘C on macOS and "Ctrl + C" elsewhere', () => {
    expect(copyShortcutHint('MacIntel')).toBe('⌘C');
    expect(copyShortcutHint('macOS')).toBe('⌘C');
    expect(copyShortcutHint('Win32')).toBe('Ctrl + C');
    expect(copyShortcutHint('Linux x86_64')).toBe('Ctrl + C');
  });
});
