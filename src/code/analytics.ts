/** Sends an analytics event through the global tag function, when the page has one (spec §7). */
type TagFunction = (command: 'event', action: string, params: Record<string, string>) => void;

export type CodeCopyAction = 'copy-click' | 'copy-keyboard';

export function sendAnalyticsEvent(category: string, action: string, label?: string): void {
  if (typeof window === 'undefined') return;
  const gtag = (window as unknown as { gtag?: TagFunction }).gtag;
  if (typeof gtag !== 'function') return;
  gtag('event', action, {
    event_category: category,
    event_action: action,
    ...(label ? { event_label: label } : {}),
  });
}
