/**
 * The API reference of one docs version frozen as one JSON file, for a version cut: the current version's
 * pages are made from the installed packages, an older version's from the file its cut wrote. The file
 * holds every page as data (`ApiPageEntry`: URL, title, description, the data its component renders) and
 * the package versions it was made from; `filesOfPages` (pages.ts) turns it into the same files the
 * current version gets. maintainers/api-reference.md, "Freezing a version".
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ApiDemoLink, ApiModel } from '../../src/api/types';
import { API_PRODUCT_SEGMENTS } from '../../src/api/types';
import { apiPageEntries, type ApiPageEntry } from './pages';

/** Where a cut version's API pages are frozen: `versioned_api/version-<v>.json` (written by `version:cut`). */
export function versionedApiFile(siteDir: string, version: string): string {
  return path.join(siteDir, 'versioned_api', `version-${version}.json`);
}

/** Bumped when the shape of the file changes; a file of another format is refused, never guessed at. */
export const API_VERSION_DATA_FORMAT = 1;

export interface ApiVersionData {
  format: typeof API_VERSION_DATA_FORMAT;
  /** The `@mui/x-*` packages and versions the pages were made from, e.g. `{"@mui/x-data-grid": "8.29.3"}`. */
  packages: Record<string, string>;
  pages: ApiPageEntry[];
}

/** The current pages of `model` as a version's data. */
export function apiVersionData(
  model: ApiModel,
  demos: Map<string, ApiDemoLink[]>,
  packages: Record<string, string>,
): ApiVersionData {
  return { format: API_VERSION_DATA_FORMAT, packages, pages: apiPageEntries({ model, demos }) };
}

export function writeApiVersionData(file: string, data: ApiVersionData): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(data)}\n`);
}

const PAGE_KINDS = new Set(['component', 'interface', 'index']);
const PRODUCTS = new Set<string>(API_PRODUCT_SEGMENTS);

function pageProblem(page: unknown, index: number): string | null {
  if (!page || typeof page !== 'object') return `pages[${index}] is not an object`;
  const entry = page as Partial<ApiPageEntry>;
  for (const key of ['file', 'path', 'title', 'description'] as const) {
    if (typeof entry[key] !== 'string') return `pages[${index}].${key} is not a string`;
  }
  if (!/^[a-z][a-z-]*\/[a-z0-9][a-z0-9-]*$/.test(entry.file!)) return `pages[${index}].file "${entry.file}"`;
  if (!/^\/api\/[a-z0-9/-]+\/$/.test(entry.path!)) return `pages[${index}].path "${entry.path}"`;
  const data = entry.data as { kind?: unknown; product?: unknown } | undefined;
  if (!data || typeof data !== 'object') return `pages[${index}].data is missing`;
  if (!PAGE_KINDS.has(String(data.kind))) return `pages[${index}].data.kind "${String(data.kind)}"`;
  if (!PRODUCTS.has(String(data.product))) return `pages[${index}].data.product "${String(data.product)}"`;
  return null;
}

/** Reads a version's file; throws a message naming the file and the first problem when it is not valid. */
export function readApiVersionData(file: string): ApiVersionData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`api-docs: cannot read the version's API data ${file}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const fail = (problem: string) => {
    throw new Error(`api-docs: ${file} is not API version data: ${problem}`);
  };
  if (!parsed || typeof parsed !== 'object') fail('not an object');
  const data = parsed as Partial<ApiVersionData>;
  if (data.format !== API_VERSION_DATA_FORMAT)
    fail(`format ${String(data.format)}, expected ${API_VERSION_DATA_FORMAT}`);
  if (!data.packages || typeof data.packages !== 'object') fail('no packages');
  if (!Array.isArray(data.pages)) fail('no pages list');
  const files = new Set<string>();
  data.pages!.forEach((page, index) => {
    const problem = pageProblem(page, index);
    if (problem) fail(problem);
    if (files.has(page.file)) fail(`two pages for ${page.file}`);
    files.add(page.file);
  });
  return data as ApiVersionData;
}
