/**
 * Writes text to the clipboard (spec §7): the Clipboard API first; where it is absent or denied, a
 * temporary selected element and the browser's copy command; where both fail, the spec's error.
 */
export const CLIPBOARD_NOT_ALLOWED_MESSAGE = 'The request is not allowed (NotAllowed)';

function copyWithSelection(text: string): boolean {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.top = '0';
  textarea.style.opacity = '0';
  document.body.appendChild(textarea);
  const previousFocus = document.activeElement as HTMLElement | null;
  try {
    textarea.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    previousFocus?.focus?.();
  }
}

export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Denied or unavailable in this context: try the selection fallback below.
    }
  }
  if (typeof document !== 'undefined' && copyWithSelection(text)) return;
  throw new Error(CLIPBOARD_NOT_ALLOWED_MESSAGE);
}
