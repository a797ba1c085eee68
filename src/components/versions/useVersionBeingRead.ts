import { useActiveVersion, useLatestVersion } from '@docusaurus/plugin-content-docs/client';
import type { GlobalVersion } from '@docusaurus/plugin-content-docs/client';

/**
 * The docs version the reader is in: the version of the page's path (`/x/8.x/…` is 8.x), else the
 * current one (pages outside the docs, such as the 404 page). Its label is the installed package version
 * for the current docs (docusaurus.config.ts) and the version name for a cut one.
 */
export function useVersionBeingRead(): GlobalVersion {
  const latest = useLatestVersion(undefined);
  return useActiveVersion(undefined) ?? latest;
}
