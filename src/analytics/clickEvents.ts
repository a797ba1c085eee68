/**
 * Click tracking by data attributes: any element carrying `data-ga-event-category` (and optionally
 * `-action`, `-label`, `-split`) reports a click on itself or its content. One listener for the document.
 * Code copy buttons report this way too (`code` / `copy-click` or `copy-keyboard`).
 */
import { sendGtagEvent } from './gtag';

export interface ClickEvent {
  category: string;
  action: string | null;
  label: string | null;
}

const ATTRIBUTE_LIMIT = 200;

function readAttribute(element: Element, name: string): string | null {
  const value = element.getAttribute(name);
  return value === null ? null : value.slice(0, ATTRIBUTE_LIMIT);
}

/**
 * The event for a click on `target`, or null. `data-ga-event-split` (a ratio in (0, 1]) samples the event;
 * the random source decides.
 */
export function clickEventFor(target: EventTarget | null, random: () => number): ClickEvent | null {
  const start = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  const element = start?.closest('[data-ga-event-category]');
  if (!element) {
    return null;
  }
  const category = readAttribute(element, 'data-ga-event-category');
  if (!category) {
    return null;
  }
  const split = Number(element.getAttribute('data-ga-event-split'));
  if (element.hasAttribute('data-ga-event-split') && Number.isFinite(split) && split > 0 && split < 1) {
    if (random() >= split) {
      return null;
    }
  }
  return {
    category,
    action: readAttribute(element, 'data-ga-event-action'),
    label: readAttribute(element, 'data-ga-event-label'),
  };
}

/** Installs the document click listener; returns a function that removes it. */
export function installClickTracking(
  doc: Document,
  send: (event: ClickEvent) => void,
  random: () => number = Math.random,
): () => void {
  const listener = (event: Event) => {
    const clicked = clickEventFor(event.target, random);
    if (clicked) {
      send(clicked);
    }
  };
  // Capture phase: a handler that stops propagation (menus, copy buttons) must not hide the click.
  doc.addEventListener('click', listener, true);
  return () => doc.removeEventListener('click', listener, true);
}

/** A tracked click as an interaction event: `gtag('event', category, { eventAction, eventLabel })`. */
export function sendClickEvent({ category, action, label }: ClickEvent): void {
  sendGtagEvent(category, {
    ...(action !== null && { eventAction: action }),
    ...(label !== null && { eventLabel: label }),
  });
}
