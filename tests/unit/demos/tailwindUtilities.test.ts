/**
 * @jest-environment node
 *
 * The site does not run Tailwind: each Tailwind demo ships `tailwind.utilities.css` with the utilities it
 * uses. This test keeps the two in step for every Tailwind variant in the docs.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

const root = path.resolve(__dirname, '../../..');

function findTailwindDemos(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...findTailwindDemos(full));
    else if (/^tailwind\.[jt]sx$/.test(entry.name)) found.push(full);
  }
  return found;
}

/** Class names in `className` values and in objects named `…Classes` (lookup tables of class lists). */
function classesUsed(code: string): string[] {
  const lists: string[] = [];
  for (const match of code.matchAll(/className=\{?(['"`])([^'"`]*)\1/g)) lists.push(match[2]);
  for (const block of code.matchAll(/const \w*Classes\b[^=]*=\s*\{([\s\S]*?)\};/g)) {
    for (const match of block[1].matchAll(/(['"`])([^'"`]*)\1/g)) lists.push(match[2]);
  }
  const classes = new Set<string>();
  for (const list of lists) {
    for (const name of list.replace(/\$\{[^}]*\}/g, ' ').split(/\s+/)) if (name) classes.add(name);
  }
  return [...classes];
}

function escapeClass(name: string): string {
  return name.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`);
}

const demos = findTailwindDemos(path.join(root, 'docs'));

describe('Tailwind demo utilities', () => {
  it('finds at least the styling-approaches demo', () => {
    expect(demos.map((file) => path.relative(root, file))).toContain(
      'docs/common-concepts/StatusGrid/tailwind.tsx',
    );
  });

  it.each(demos.map((file) => [path.relative(root, file), file]))(
    '%s has a rule for every class it uses',
    (_name, file) => {
      const css = fs.readFileSync(file.replace(/\.[jt]sx$/, '.utilities.css'), 'utf8');
      const used = classesUsed(fs.readFileSync(file, 'utf8'));
      expect(used.length).toBeGreaterThan(5);
      const missing = used.filter((name) => !css.includes(`:where([data-demo]) .${escapeClass(name)} {`));
      expect(missing).toEqual([]);
    },
  );
});
