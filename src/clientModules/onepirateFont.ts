/**
 * Client module: keeps the onepirate web-font stylesheet in the page exactly while a path containing
 * `onepirate` is shown (added on arrival, removed on leaving), so no other page downloads those fonts.
 */
import type { ClientModule } from '@docusaurus/types';
import { needsOnepirateFont, ONEPIRATE_FONT_ATTRIBUTE, ONEPIRATE_FONT_URL } from '@site/src/specialRoutes';

export function syncOnepirateFont(doc: Document, fullPath: string): void {
  const existing = doc.head.querySelector(`link[${ONEPIRATE_FONT_ATTRIBUTE}]`);
  if (needsOnepirateFont(fullPath)) {
    if (existing) return;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = ONEPIRATE_FONT_URL;
    link.setAttribute(ONEPIRATE_FONT_ATTRIBUTE, '');
    doc.head.appendChild(link);
  } else {
    existing?.remove();
  }
}

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({ location }) => {
  syncOnepirateFont(document, location.pathname);
};
