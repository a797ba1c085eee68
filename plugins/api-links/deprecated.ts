/**
 * The exports the installed MUI X packages mark `@deprecated` (hooks, functions, constants such as
 * `useAxisTooltip`), read from their declaration files; components and props carry their own deprecation in
 * the API model. Deprecation is per package (`DataGrid` is deprecated from `@mui/x-data-grid-premium`, not from
 * `@mui/x-data-grid`), so a name counts as deprecated in prose only when every package declaring it says so.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

/** `/** … @deprecated msg … *\/ export declare function|const|class Name`. */
const DECLARATION =
  /\/\*\*((?:(?!\*\/)[\s\S])*?)\*\/\s*export\s+declare\s+(?:abstract\s+)?(?:function|const|class|let|var)\s+([A-Za-z_$][\w$]*)/g;
const PLAIN_DECLARATION =
  /(?:^|\n)export\s+declare\s+(?:abstract\s+)?(?:function|const|class|let|var)\s+([A-Za-z_$][\w$]*)/g;

export interface DeclarationFile {
  packageName: string;
  text: string;
}

export interface DeprecatedExports {
  /** Package → name → message, for imports (`import { useAxisTooltip } from '@mui/x-charts'`). */
  byPackage: Map<string, Map<string, string>>;
  /** Name → message, for names deprecated in every package that declares them. */
  everywhere: Map<string, string>;
}

function deprecationMessage(comment: string): string | undefined {
  const match = /^\s*\*?\s*@deprecated\b([^\n]*(?:\n\s*\*(?!\s*@)[^\n]*)*)/m.exec(comment);
  if (!match) return undefined;
  return match[1]
    .replace(/\n\s*\*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Pure: the deprecated exports of some declaration texts. */
export function deprecatedExportsOf(files: readonly DeclarationFile[]): DeprecatedExports {
  const deprecated = new Map<string, Map<string, string>>();
  const current = new Map<string, Set<string>>();
  for (const { packageName, text } of files) {
    const inPackage = deprecated.get(packageName) ?? new Map<string, string>();
    const fine = current.get(packageName) ?? new Set<string>();
    const documented = new Set<string>();
    for (const match of text.matchAll(DECLARATION)) {
      const message = deprecationMessage(match[1]);
      documented.add(match[2]);
      if (message !== undefined) inPackage.set(match[2], message);
      else fine.add(match[2]);
    }
    // An undocumented declaration is current, unless it is a further overload of a documented one in the
    // same file (the JSDoc of the first overload documents the function, as editors show it).
    for (const match of text.matchAll(PLAIN_DECLARATION)) {
      if (!documented.has(match[1])) fine.add(match[1]);
    }
    deprecated.set(packageName, inPackage);
    current.set(packageName, fine);
  }
  const byPackage = new Map<string, Map<string, string>>();
  const everywhere = new Map<string, string>();
  const anywhereFine = new Set([...current.values()].flatMap((names) => [...names]));
  for (const [packageName, names] of deprecated) {
    const fine = current.get(packageName) as Set<string>;
    const kept = new Map([...names].filter(([name]) => !fine.has(name)));
    byPackage.set(packageName, kept);
    for (const [name, message] of kept) if (!anywhereFine.has(name)) everywhere.set(name, message);
  }
  return { byPackage, everywhere };
}

const PACKAGE_PATTERN =
  /^x-(charts|charts-pro|data-grid|data-grid-pro|data-grid-premium|date-pickers|date-pickers-pro|tree-view|tree-view-pro)$/;

function declarationFiles(dir: string, packageName: string, out: DeclarationFile[]): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // esm/ and modern/ repeat the same declarations.
    if (entry.isDirectory()) {
      if (!['esm', 'modern', 'node_modules'].includes(entry.name)) declarationFiles(full, packageName, out);
    } else if (entry.name.endsWith('.d.ts')) {
      out.push({ packageName, text: fs.readFileSync(full, 'utf8') });
    }
  }
}

const cache = new Map<string, DeprecatedExports>();

/** The deprecated exports of the MUI X packages installed under `nodeModulesDir` (read once per process). */
export function loadDeprecatedExports(nodeModulesDir: string): DeprecatedExports {
  let found = cache.get(nodeModulesDir);
  if (!found) {
    const files: DeclarationFile[] = [];
    const scope = path.join(nodeModulesDir, '@mui');
    for (const name of fs
      .readdirSync(scope)
      .filter((entry) => PACKAGE_PATTERN.test(entry))
      .sort()) {
      declarationFiles(path.join(scope, name), `@mui/${name}`, files);
    }
    found = deprecatedExportsOf(files);
    cache.set(nodeModulesDir, found);
  }
  return found;
}
