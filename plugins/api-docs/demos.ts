/**
 * Demo pages of each component: every docs page whose front matter lists the component in
 * `components:` (a comma-separated list) links to it from the component's API page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ApiDemoLink } from '../../src/api/types';
import type { SidebarBadges } from '../../src/pageTree/types';

export interface FrontMatter {
  title?: string;
  slug?: string;
  components: string[];
}

function unquote(value: string): string {
  const trimmed = value.trim();
  if (/^(['"]).*\1$/.test(trimmed)) return trimmed.slice(1, -1);
  return trimmed;
}

/** Reads the few front-matter keys this plugin needs; other keys and nested YAML are ignored. */
export function parseFrontMatter(source: string): FrontMatter {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  const result: FrontMatter = { components: [] };
  if (!match) return result;
  for (const line of match[1].split(/\r?\n/)) {
    const entry = /^(title|slug|components):\s*(.*)$/.exec(line);
    if (!entry) continue;
    const [, key, raw] = entry;
    if (key === 'components') {
      result.components = unquote(raw.replace(/^\[|\]$/g, ''))
        .split(',')
        .map((name) => unquote(name))
        .filter((name) => /^[A-Z][\w]*$/.test(name));
    } else {
      result[key as 'title' | 'slug'] = unquote(raw);
    }
  }
  return result;
}

/** `react-data-grid/sorting.mdx` → `/react-data-grid/sorting/`; `react-data-grid/index.mdx` → `/react-data-grid/`. */
export function docPathToHref(relativePath: string, slug?: string): string {
  if (slug && slug.startsWith('/')) return slug.endsWith('/') ? slug : `${slug}/`;
  const withoutExtension = relativePath.replace(/\\/g, '/').replace(/\.mdx?$/, '');
  const withoutIndex = withoutExtension.replace(/(^|\/)index$/, '');
  return withoutIndex === '' ? '/' : `/${withoutIndex}/`;
}

function listDocs(dir: string, skipDir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === skipDir ? [] : listDocs(full, skipDir);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** Component name → the pages that demonstrate it, sorted by title. */
export function collectDemos(
  docsDir: string,
  badges: Record<string, SidebarBadges>,
  skipDir = path.join(docsDir, 'api'),
): Map<string, ApiDemoLink[]> {
  const demos = new Map<string, ApiDemoLink[]>();
  for (const file of listDocs(docsDir, skipDir)) {
    const frontMatter = parseFrontMatter(fs.readFileSync(file, 'utf8'));
    if (frontMatter.components.length === 0) continue;
    const href = docPathToHref(path.relative(docsDir, file), frontMatter.slug);
    const plan = badges[href]?.plan ?? badges[href.replace(/\/$/, '')]?.plan;
    const title = frontMatter.title ?? href;
    for (const name of frontMatter.components) {
      const list = demos.get(name) ?? [];
      list.push({ title, href, ...(plan ? { plan } : {}) });
      demos.set(name, list);
    }
  }
  for (const list of demos.values()) list.sort((a, b) => a.title.localeCompare(b.title));
  return demos;
}
