/**
 * The copy shortcut (maintainers/behaviour.md, Copy): Ctrl+C, or ⌘C on macOS, with no text selected,
 * copies the code block under the pointer or holding focus. Any selection — in the page or inside an input or
 * textarea — leaves the browser's own copy alone.
 */

export interface ShortcutKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export function isCopyShortcut(event: ShortcutKeyEvent): boolean {
  return (
    event.key.toLowerCase() === 'c' && (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey
  );
}

function isTextField(element: Element | null): element is HTMLInputElement | HTMLTextAreaElement {
  return (
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && element.type !== 'button')
  );
}

/** True when the reader has text selected, including inside a focused input or textarea. */
export function hasTextSelection(doc: Document = document): boolean {
  const selection = doc.getSelection();
  if (selection && !selection.isCollapsed && selection.toString().length > 0) return true;
  const active = doc.activeElement;
  if (isTextField(active)) {
    try {
      // Firefox does not report a selection inside inputs through getSelection().
      if (active.selectionStart !== null && active.selectionStart !== active.selectionEnd) return true;
    } catch {
      // Inputs such as type=email throw on selectionStart; they have no selection we can see.
    }
  }
  return false;
}

/** True while the reader types in a field: Ctrl+C there belongs to the field. */
export function isEditing(doc: Document = document): boolean {
  const active = doc.activeElement;
  return isTextField(active) || (active instanceof HTMLElement && active.isContentEditable);
}

/** Decides whether the shortcut should trigger the copy button of the block `target`. */
export function shouldCopyBlock(
  event: ShortcutKeyEvent,
  target: Element | null,
  doc: Document = document,
): boolean {
  if (!target || !isCopyShortcut(event)) return false;
  if (hasTextSelection(doc)) return false;
  if (isEditing(doc)) return false;
  return true;
}

/** The hint next to "Copy": ⌘C on macOS, "Ctrl + C" elsewhere. */
export function copyShortcutHint(platform: string): string {
  return /mac|iphone|ipad|ipod/i.test(platform) ? '⌘C' : 'Ctrl + C';
}
