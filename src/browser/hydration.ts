/**
 * The moment the page has hydrated: Docusaurus marks it with `<html data-has-hydrated="true">`
 * (@docusaurus/core's HasHydratedDataAttribute; every browser suite waits on it too). Work that must not
 * compete with hydration (demo frames, API rows) starts from here.
 */

function hasHydrated(): boolean {
  return (
    typeof document !== 'undefined' && document.documentElement.getAttribute('data-has-hydrated') === 'true'
  );
}

/** Resolves once the page has hydrated; on the server, at once. */
export function afterHydration(): Promise<void> {
  if (typeof document === 'undefined' || hasHydrated()) return Promise.resolve();
  const html = document.documentElement;
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!hasHydrated()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(html, { attributes: true, attributeFilter: ['data-has-hydrated'] });
  });
}
