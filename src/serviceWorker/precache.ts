/**
 * Keeps the service worker's precache to the app shell (used only in opt-in offline mode): the runtime and
 * main bundles, the site stylesheet, the home and 404 pages, the manifest and our small images. Page
 * chunks and every other page are fetched from the network, so the precache stays small as the site grows.
 */
export interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
}

const SHELL_PATTERNS: readonly RegExp[] = [
  /^index\.html$/,
  /^404\.html$/,
  /^manifest\.json$/,
  /^assets\/js\/runtime~main\.[\w-]+\.js$/,
  /^assets\/js\/main\.[\w-]+\.js$/,
  /^assets\/css\/styles\.[\w-]+\.css$/,
  /^img\/[\w.-]+\.(svg|png|ico)$/,
  /^ads-in-house\/[\w.-]+\.svg$/,
];

export function isShellEntry(url: string): boolean {
  const relative = url.replace(/^\/+/, '');
  return SHELL_PATTERNS.some((pattern) => pattern.test(relative));
}

/** A workbox `manifestTransforms` entry. */
export function keepShellOnly(entries: ManifestEntry[]): { manifest: ManifestEntry[]; warnings: string[] } {
  return { manifest: entries.filter((entry) => isShellEntry(entry.url)), warnings: [] };
}
