/** The groups of the legacy core docs that the Chinese title map covers. */
export const LEGACY_GROUPS = [
  'getting-started',
  'components',
  'css-in-js',
  'system',
  'customization',
  'guides',
  'discover-more',
  'versions',
  'styles',
] as const;

/** Path (or the one external https URL) → Chinese title. */
export type LegacyTitles = Record<string, string>;

export interface LegacyTitlesResult {
  /** The valid entries, flattened across groups. */
  titles: LegacyTitles;
  /** One readable line per bad entry; empty when the table is valid. */
  problems: string[];
}

/**
 * Checks the table `{ group: { path: title } }`. A path starts with `/` and sits in its own group
 * (`/components/buttons` under `components`); an entry may instead point to an external page, which must
 * be an https URL; every title is a non-empty string; a path appears once.
 */
export function validateLegacyTitles(table: unknown): LegacyTitlesResult {
  const titles: LegacyTitles = {};
  const problems: string[] = [];
  if (table === null || typeof table !== 'object' || Array.isArray(table)) {
    return { titles, problems: ['the table must be an object of groups'] };
  }
  for (const [group, entries] of Object.entries(table as Record<string, unknown>)) {
    if (!(LEGACY_GROUPS as readonly string[]).includes(group)) {
      problems.push(`group "${group}" is not one of ${LEGACY_GROUPS.join(', ')}`);
      continue;
    }
    if (entries === null || typeof entries !== 'object' || Array.isArray(entries)) {
      problems.push(`group "${group}" must be an object of path → title`);
      continue;
    }
    for (const [key, title] of Object.entries(entries as Record<string, unknown>)) {
      const entry = `entry "${group} → ${key}"`;
      const isUrl = /^[a-z][a-z\d+.-]*:/i.test(key);
      if (isUrl) {
        if (!/^https:\/\/[^/\s]+\.[^/\s]+(\/\S*)?$/.test(key)) {
          problems.push(`${entry}: an external entry must be an https URL`);
          continue;
        }
      } else if (!key.startsWith('/')) {
        problems.push(`${entry}: the path must start with "/"`);
        continue;
      } else if (key !== `/${group}` && !key.startsWith(`/${group}/`)) {
        problems.push(`${entry}: the path belongs to another group than "${group}"`);
        continue;
      }
      if (typeof title !== 'string' || title.trim() === '') {
        problems.push(`${entry}: the title must be a non-empty string`);
        continue;
      }
      if (key in titles) {
        problems.push(`${entry}: the path is listed twice`);
        continue;
      }
      titles[key] = title;
    }
  }
  return { titles, problems };
}
