/**
 * @jest-environment node
 *
 * No module of src/ or plugins/ may reach itself through its imports. Every kind of import counts:
 * static, type-only (`import type`), re-exports and dynamic `import()`, since a cycle of types still
 * ties two modules' designs together. Imports are read with the TypeScript compiler's pre-processor and
 * resolved the way the site resolves them: relative paths, `@site/…`, and `@theme/…` when src/theme has
 * the component (a swizzle naming its own `@theme/…` module reads Docusaurus's declared types, not
 * itself). A failure names each cycle as a chain of files.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';
import { SITE_DIR, sourceFiles } from './sourceFiles';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveFile(base: string): string | null {
  for (const candidate of [base, ...EXTENSIONS.map((extension) => base + extension)]) {
    const absolute = path.join(SITE_DIR, candidate);
    if (/\.tsx?$/.test(candidate) && fs.existsSync(absolute) && fs.statSync(absolute).isFile()) {
      return candidate;
    }
  }
  return null;
}

/** The site file an import specifier of `from` points at, or null for packages and other files. */
export function resolveImport(from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return resolveFile(path.posix.join(path.posix.dirname(from), specifier));
  if (specifier.startsWith('@site/')) return resolveFile(specifier.slice('@site/'.length));
  if (specifier.startsWith('@theme/')) {
    const target = resolveFile(`src/theme/${specifier.slice('@theme/'.length)}`);
    // A swizzled component naming its own `@theme/…` module reads the types Docusaurus declares for it.
    return target === from ? null : target;
  }
  return null;
}

function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const info = ts.preProcessFile(fs.readFileSync(path.join(SITE_DIR, file), 'utf8'), true, true);
    const targets = info.importedFiles
      .map((ref) => resolveImport(file, ref.fileName))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)].sort());
  }
  return graph;
}

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** One concrete loop through a component, for the message: `a.ts → b.ts → a.ts`. */
function describeCycle(graph: Map<string, string[]>, component: string[]): string {
  const members = new Set(component);
  const start = component[0];
  const trail = [start];
  const seen = new Set([start]);
  let current = start;
  for (;;) {
    const next = (graph.get(current) ?? []).find(
      (target) => members.has(target) && (target === start || !seen.has(target)),
    );
    if (!next || next === start) break;
    trail.push(next);
    seen.add(next);
    current = next;
  }
  return [...trail, start].join(' → ');
}

describe('import cycles', () => {
  it('finds a cycle, type-only imports included, and names it', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    const found = cycles(graph);
    expect(found).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(describeCycle(graph, found[0])).toBe('a.ts → b.ts → c.ts → a.ts');
    const typeOnly = ts.preProcessFile(
      "import type { X } from './x';\nconst y = () => import('./y');",
      true,
      true,
    );
    expect(typeOnly.importedFiles.map((ref) => ref.fileName)).toEqual(['./x', './y']);
  });

  it('resolves the site aliases', () => {
    expect(resolveImport('src/theme/Root.tsx', '@site/src/codeVariant')).toBe('src/codeVariant/index.ts');
    expect(resolveImport('plugins/api-docs/extract.ts', './program')).toBe('plugins/api-docs/program.ts');
    expect(resolveImport('src/x.ts', 'react')).toBeNull();
    expect(resolveImport('src/theme/Layout/index.tsx', '@theme/Layout')).toBeNull();
    expect(resolveImport('src/theme/Root.tsx', '@theme/Layout')).toBe('src/theme/Layout/index.tsx');
  });

  it('src/ and plugins/ have none', () => {
    const graph = importGraph(sourceFiles());
    const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
    expect(edges).toBeGreaterThan(300);
    expect(cycles(graph).map((component) => describeCycle(graph, component))).toEqual([]);
  });
});
