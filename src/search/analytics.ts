/** Reports searches that found nothing, so writers can see what readers miss (README: "Analytics events"). */
import { sendGtagEvent } from '@site/src/analytics/gtag';

export function reportZeroResults(query: string): void {
  sendGtagEvent('search', { eventAction: 'no-results', eventLabel: query });
}
