import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The package whose installed version names the current docs: every `@mui/x-*` package ships in lockstep. */
export const VERSION_SOURCE_PACKAGE = '@mui/x-data-grid';

/**
 * The version of the installed `@mui/x-*` packages (`node_modules/@mui/x-data-grid/package.json`), read at
 * build time so the versions menu and the footer name exactly what the demos, API pages and install
 * instructions document. Throws when the package is missing or its manifest has no valid version.
 */
export function installedLibVersion(siteDir: string): string {
  const manifest = path.join(siteDir, 'node_modules', ...VERSION_SOURCE_PACKAGE.split('/'), 'package.json');
  let version: unknown;
  try {
    version = (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: unknown }).version;
  } catch (error) {
    throw new Error(`version-metadata: cannot read ${manifest}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (typeof version !== 'string' || !/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version)) {
    throw new Error(`version-metadata: ${manifest} has no valid "version".`);
  }
  return version;
}

/** The label the current docs carry in the versions menu and the footer: `v8.29.3`. */
export function currentVersionLabel(siteDir: string): string {
  return `v${installedLibVersion(siteDir)}`;
}
