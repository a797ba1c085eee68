/**
 * The one global listener behind the copy shortcut: the code block under the pointer, or holding focus,
 * is the target; Ctrl/⌘+C with nothing selected clicks that block's copy button (marked as a keyboard
 * copy for analytics). Code blocks opt in with `data-copy-scope`.
 */
import * as React from 'react';
import { shouldCopyBlock } from '@site/src/code/shortcut';

const SCOPE_SELECTOR = '[data-copy-scope]';

function scopeOf(node: EventTarget | null): Element | null {
  return node instanceof Element ? node.closest(SCOPE_SELECTOR) : null;
}

export default function CodeCopyProvider({ children }: { children: React.ReactNode }) {
  React.useEffect(() => {
    let hovered: Element | null = null;
    let focused: Element | null = null;
    const onMouseOver = (event: MouseEvent) => {
      hovered = scopeOf(event.target);
    };
    const onMouseLeaveDocument = () => {
      hovered = null;
    };
    const onFocusIn = (event: FocusEvent) => {
      focused = scopeOf(event.target);
    };
    const onFocusOut = (event: FocusEvent) => {
      focused = scopeOf(event.relatedTarget);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const target = focused ?? hovered;
      if (!target || !target.isConnected || !shouldCopyBlock(event, target)) return;
      const button = target.querySelector<HTMLButtonElement>('[data-copy-button]');
      if (!button) return;
      event.preventDefault();
      button.setAttribute('data-ga-event-action', 'copy-keyboard');
      try {
        button.click();
      } finally {
        button.setAttribute('data-ga-event-action', 'copy-click');
      }
    };
    document.addEventListener('mouseover', onMouseOver);
    document.documentElement.addEventListener('mouseleave', onMouseLeaveDocument);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mouseover', onMouseOver);
      document.documentElement.removeEventListener('mouseleave', onMouseLeaveDocument);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
  return <>{children}</>;
}
