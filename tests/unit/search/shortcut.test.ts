import { isEditableTarget, isOpenSearchShortcut, shortcutLabel } from '@site/src/search/shortcut';

function key(
  keyName: string,
  target: EventTarget | null = document.body,
  modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
) {
  return {
    key: keyName,
    target,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...modifiers,
  };
}

describe('isOpenSearchShortcut', () => {
  it('opens on Ctrl+K and ⌘K, even while typing', () => {
    const input = document.createElement('input');
    expect(isOpenSearchShortcut(key('k', document.body, { ctrlKey: true }))).toBe(true);
    expect(isOpenSearchShortcut(key('K', document.body, { metaKey: true }))).toBe(true);
    expect(isOpenSearchShortcut(key('k', input, { ctrlKey: true }))).toBe(true);
  });

  it('does not open on K alone or with other modifiers', () => {
    expect(isOpenSearchShortcut(key('k'))).toBe(false);
    expect(isOpenSearchShortcut(key('k', document.body, { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isOpenSearchShortcut(key('k', document.body, { metaKey: true, altKey: true }))).toBe(false);
  });

  it('opens on / outside fields only', () => {
    const textarea = document.createElement('textarea');
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isOpenSearchShortcut(key('/'))).toBe(true);
    expect(isOpenSearchShortcut(key('/', document.createElement('input')))).toBe(false);
    expect(isOpenSearchShortcut(key('/', textarea))).toBe(false);
    expect(isOpenSearchShortcut(key('/', editable))).toBe(false);
    expect(isOpenSearchShortcut(key('/', document.body, { ctrlKey: true }))).toBe(false);
  });
});

describe('isEditableTarget', () => {
  it('treats checkboxes and buttons as not editable', () => {
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    expect(isEditableTarget(checkbox)).toBe(false);
    expect(isEditableTarget(document.createElement('button'))).toBe(false);
    expect(isEditableTarget(document.createElement('select'))).toBe(true);
    expect(isEditableTarget(null)).toBe(false);
  });
});

test('shortcutLabel shows ⌘K on Apple platforms and Ctrl+K elsewhere', () => {
  expect(shortcutLabel('MacIntel')).toBe('⌘K');
  expect(shortcutLabel('macOS')).toBe('⌘K');
  expect(shortcutLabel('iPhone')).toBe('⌘K');
  expect(shortcutLabel('Win32')).toBe('Ctrl+K');
  expect(shortcutLabel('Linux x86_64')).toBe('Ctrl+K');
});
