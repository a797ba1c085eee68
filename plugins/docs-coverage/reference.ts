/**
 * The reference inventory the coverage report compares the site with (README "Coverage against the
 * reference"): for each guide page of the reference MUI X documentation at the installed release, its path,
 * title, H2/H3 section titles in order and the names of the live demos each section shows.
 *
 * Provenance of `reference/sections-v8.29.3.json`: copied unmodified (sha256 c9f3804a…185c) from the
 * team's shared reference material (`reference/sections-v8.29.3.json`, an inventory of the v8.29.3
 * reference docs navigation tree), so that a fresh clone needs nothing outside the repository. It holds
 * facts only (titles and demo names); the site's prose and demos are written here.
 */
import raw from './reference/sections-v8.29.3.json';

export interface ReferenceSection {
  /** 1 for the text before the first H2 (title "(intro)"), else 2 or 3. */
  level: 1 | 2 | 3;
  title: string;
  demos: string[];
}

export interface ReferencePage {
  /** With the /x prefix, no trailing slash: `/x/react-data-grid/sorting`. */
  path: string;
  title: string;
  sections: ReferenceSection[];
}

export interface Reference {
  tag: string;
  pages: ReferencePage[];
}

export const INTRO_TITLE = '(intro)';

function fail(where: string, message: string): never {
  throw new Error(`docs-coverage: reference ${where}: ${message}`);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string' && entry.trim() !== '');
}

/** Checks the shape of a reference inventory; throws with the first problem, naming where it is. */
export function validateReference(data: unknown): Reference {
  if (!data || typeof data !== 'object') fail('root', 'must be an object.');
  const { tag, pages } = data as { tag?: unknown; pages?: unknown };
  if (typeof tag !== 'string' || !/^v\d+\.\d+\.\d+$/.test(tag)) fail('tag', 'must look like "v8.29.3".');
  if (!Array.isArray(pages)) fail('pages', 'must be an array.');
  const seen = new Set<string>();
  const out: ReferencePage[] = pages.map((page: unknown, i) => {
    const where = `pages[${i}]`;
    if (!page || typeof page !== 'object') fail(where, 'must be an object.');
    const { path, title, sections } = page as Record<string, unknown>;
    if (typeof path !== 'string' || !/^\/x(\/[a-z0-9-]+)+$/.test(path)) {
      fail(where, `path ${JSON.stringify(path)} must look like "/x/react-data-grid/sorting".`);
    }
    if (seen.has(path)) fail(where, `duplicate path ${path}.`);
    seen.add(path);
    if (typeof title !== 'string' || title.trim() === '') fail(where, 'title must be a non-empty string.');
    if (!Array.isArray(sections)) fail(where, 'sections must be an array.');
    return {
      path,
      title,
      sections: sections.map((section: unknown, j) => {
        const at = `${where} (${path}) sections[${j}]`;
        if (!section || typeof section !== 'object') fail(at, 'must be an object.');
        const { level, title: sectionTitle, demos } = section as Record<string, unknown>;
        if (level !== 1 && level !== 2 && level !== 3) fail(at, 'level must be 1, 2 or 3.');
        if (typeof sectionTitle !== 'string' || sectionTitle.trim() === '')
          fail(at, 'title must be a string.');
        if ((level === 1) !== (sectionTitle === INTRO_TITLE))
          fail(at, `only level 1 is titled ${INTRO_TITLE}.`);
        if (!isStringArray(demos)) fail(at, 'demos must be an array of names.');
        return { level, title: sectionTitle, demos };
      }),
    };
  });
  return { tag, pages: out };
}

let cached: Reference | undefined;

/** The committed inventory of the installed release, validated once. */
export function loadReference(): Reference {
  cached ??= validateReference(raw);
  return cached;
}
