/**
 * Every demo of the docs follows the writers' convention (maintainers/writing.md, "Demos and code blocks"): one TSX source
 * next to its page (or a folder of styling variants), placed with `<Demo name="…" height={…} />`, with no
 * hand-written JavaScript twin and no orphan demo file.
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';

const DOCS = path.resolve(__dirname, '../../../docs');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return full === path.join(DOCS, 'api') ? [] : walk(full);
    return [full];
  });
}

const files = walk(DOCS);
const pages = files.filter((file) => file.endsWith('.mdx'));
const usages = pages.flatMap((page) =>
  [...readFileSync(page, 'utf8').matchAll(/<Demo\b([^>]*)\/>/g)].map((match) => ({
    page,
    attributes: match[1],
  })),
);

describe('demo convention', () => {
  it('finds the demos of the docs', () => {
    expect(usages.length).toBeGreaterThanOrEqual(20);
  });

  it.each(usages.map((usage) => [path.relative(DOCS, usage.page), usage.attributes] as const))(
    '%s: <Demo%s/> names a TSX demo next to the page and reserves its height',
    (page, attributes) => {
      const name = /\bname="([A-Z][A-Za-z0-9]*)"/.exec(attributes)?.[1];
      expect(name).toBeDefined();
      expect(attributes).toMatch(/\bheight=\{\d+\}/);
      const dir = path.dirname(path.join(DOCS, page));
      const single = path.join(dir, `${name}.tsx`);
      const variants = path.join(dir, name!);
      if (existsSync(single)) {
        expect(readFileSync(single, 'utf8')).toMatch(/export default function \w+/);
      } else {
        expect(existsSync(path.join(variants, 'system.tsx'))).toBe(true);
      }
    },
  );

  it('has no committed JavaScript demo files (the JS variant is generated)', () => {
    expect(files.filter((file) => /\.(js|jsx)$/.test(file)).map((file) => path.relative(DOCS, file))).toEqual(
      [],
    );
  });

  it('has no demo file that no page uses', () => {
    const used = new Set(
      usages.map((usage) => path.join(path.dirname(usage.page), /\bname="(\w+)"/.exec(usage.attributes)![1])),
    );
    const orphans = files
      .filter((file) => file.endsWith('.tsx'))
      .filter((file) => !used.has(file.replace(/\.tsx$/, '')) && !used.has(path.dirname(file)))
      .map((file) => path.relative(DOCS, file));
    expect(orphans).toEqual([]);
  });
});
