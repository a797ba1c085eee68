/**
 * Which docs versions a search covers. Every indexed page carries its version as a Pagefind filter
 * (src/components/search/SearchIndexMeta.tsx), so the dialog searches the version being read by default
 * (`one`) and a cut version's pages never mix, unlabelled, with the current ones. `all` searches every
 * version and keeps the current version's pages first; the dialog labels every page of another version.
 */
import { VERSION_FILTER_KEY } from './searchFacets';

export type VersionScope = { kind: 'one'; version: string } | { kind: 'all'; current: string };

/** The Pagefind filters of a version scope: the version's name, or none for all versions. */
export function versionFilters(scope: VersionScope | undefined): Record<string, string> {
  return scope?.kind === 'one' ? { [VERSION_FILTER_KEY]: scope.version } : {};
}

/**
 * The pages shown, at most `limit` per version searched: with all versions, the current version's pages
 * first, then the other versions' (each part in the order it had), so the current docs cannot crowd an older
 * version's pages out of the answer. A page without a version (an index made before versions were filters)
 * counts as the current version's.
 */
export function currentVersionFirst<T extends { version: string | null }>(
  groups: readonly T[],
  scope: VersionScope | undefined,
  limit: number,
): T[] {
  if (scope?.kind !== 'all') return groups.slice(0, limit);
  const isCurrent = (group: T) => group.version === null || group.version === scope.current;
  return [
    ...groups.filter(isCurrent).slice(0, limit),
    ...groups.filter((group) => !isCurrent(group)).slice(0, limit),
  ];
}
