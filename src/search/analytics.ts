/** Reports searches that found nothing, so writers can see what readers miss (maintainers/ads-analytics-sw.md: "Analytics events"). */
import { sendGtagEvent } from '@site/src/analytics/gtag';

export function reportZeroResults(query: string): void {
  sendGtagEvent('search', { eventAction: 'no-results', eventLabel: query });
}
