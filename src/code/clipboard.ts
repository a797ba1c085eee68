/**
 * Copying text (maintainers/behaviour.md, Copy): the Clipboard API first; where it is missing or refused,
 * a temporary selected element and the browser's copy command; when both fail, an error with the exact
 * message below.
 */

/** The exact message of the error a failed copy reports. */
export const CLIPBOARD_ERROR_MESSAGE = 'The request is not allowed (NotAllowed)';

/** How long "Copied" stays before the label returns to "Copy". */
export const CODE_BLOCK_COPIED_MS = 2000;
export const COPY_BUTTON_COPIED_MS = 1200;

function notAllowed(): Error {
  const error = new Error(CLIPBOARD_ERROR_MESSAGE);
  error.name = 'NotAllowedError';
  return error;
}

/** The fallback: select a temporary element holding the text and run the copy command. */
export function copyWithSelection(text: string, doc: Document = document): boolean {
  const holder = doc.createElement('span');
  holder.textContent = text;
  // Keep line breaks and let the whole text be selected, out of sight and out of the layout.
  holder.style.whiteSpace = 'pre';
  holder.style.userSelect = 'all';
  holder.style.position = 'fixed';
  holder.style.top = '0';
  holder.style.left = '-9999px';
  holder.setAttribute('aria-hidden', 'true');
  doc.body.appendChild(holder);
  const selection = doc.getSelection();
  const range = doc.createRange();
  let copied: boolean;
  try {
    range.selectNodeContents(holder);
    selection?.removeAllRanges();
    selection?.addRange(range);
    copied = typeof doc.execCommand === 'function' && doc.execCommand('copy');
  } catch {
    copied = false;
  } finally {
    selection?.removeAllRanges();
    holder.remove();
  }
  return copied;
}

/** Copies `text`; resolves when copied, rejects with CLIPBOARD_ERROR_MESSAGE when it cannot be. */
export async function copyToClipboard(text: string): Promise<void> {
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return;
    } catch {
      // Denied or not a secure context: try the fallback below.
    }
  }
  if (!copyWithSelection(text)) throw notAllowed();
}
