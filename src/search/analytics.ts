/**
 * Reports searches that found nothing, so writers can see what readers miss. The global tag function is
 * defined by the analytics code when present; without it nothing is sent.
 */
type TagFunction = (command: 'event', action: string, params: Record<string, unknown>) => void;

export function reportZeroResults(query: string): void {
  if (typeof window === 'undefined') return;
  const gtag = (window as unknown as { gtag?: TagFunction }).gtag;
  if (typeof gtag === 'function') {
    gtag('event', 'search', { eventAction: 'no-results', eventLabel: query });
  }
}
