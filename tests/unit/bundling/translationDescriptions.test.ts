/**
 * The client build blanks the translator notes of the UI text (plugins/client-config/descriptions-loader.cjs):
 * checked with Docusaurus's own extractor (what `npm run write-translations` runs) on every module the loader
 * applies to, before and after.
 */
import { readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { scriptKindOf } from '@site/plugins/shared/typescript';
import { extractAllSourceCodeFileTranslations, getBabelOptions } from '@docusaurus/babel';
import { tempDirsOfThisFile } from '../tempDirs';
import { blankTranslationDescriptions } from '../pluginLoaders';

const ROOT = path.resolve(__dirname, '../../..');
const tempDir = tempDirsOfThisFile();

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return filesUnder(file);
    return /\.[cm]?[jt]sx?$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

type Extracted = Record<string, { message: string; description?: string }>;

async function extract(files: string[]): Promise<Extracted> {
  const results = await extractAllSourceCodeFileTranslations(files, getBabelOptions({ isServer: true }));
  return Object.assign({}, ...results.map((result) => result.translations)) as Extracted;
}

const syntaxErrors = (text: string, file: string) => {
  const sourceFile = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    scriptKindOf(file, { jsxInJs: true }),
  );
  return (sourceFile as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics.length;
};

describe('translator notes in the client build (client-config, dropTranslationDescriptions)', () => {
  it("keeps every id and message Docusaurus's extractor finds, blanks every note, and keeps every other character in place", async () => {
    const modules = [
      path.join(ROOT, 'node_modules', '@docusaurus', 'theme-classic', 'lib'),
      path.join(ROOT, 'node_modules', '@docusaurus', 'theme-common', 'lib'),
      path.join(ROOT, 'src'),
    ]
      .flatMap(filesUnder)
      .filter((file) => readFileSync(file, 'utf8').includes('@docusaurus/Translate'));
    expect(modules.length).toBeGreaterThan(40);
    const out = tempDir('descriptions-');
    const blanked = modules.map((file, index) => {
      const source = readFileSync(file, 'utf8');
      const text = blankTranslationDescriptions(source, file);
      expect([file, text.length, text.split('\n').length]).toEqual([
        file,
        source.length,
        source.split('\n').length,
      ]);
      expect([file, syntaxErrors(text, file)]).toEqual([file, 0]);
      // Only spaces replace anything.
      for (let i = 0; i < text.length; i += 1)
        if (text[i] !== source[i] && text[i] !== ' ') throw new Error(file);
      const copy = path.join(out, String(index), path.basename(file));
      mkdirSync(path.dirname(copy));
      writeFileSync(copy, text);
      return copy;
    });
    const before = await extract(modules);
    const after = await extract(blanked);
    const notes = Object.values(before).filter((entry) => entry.description !== undefined);
    expect(notes.length).toBeGreaterThan(40);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const [id, entry] of Object.entries(before))
      expect([id, after[id]]).toEqual([id, { message: entry.message }]);
  });

  it('blanks notes of the imported names only, written as text, and leaves other descriptions alone', () => {
    const source = [
      "import Say, { translate as t } from '@docusaurus/Translate';",
      "import { translate } from './elsewhere';",
      "const a = t({ id: 'a', description: 'note a', message: 'A' });",
      "const b = t({ id: 'b', message: 'B', description: 'note b' }, { n: 1 });",
      "const c = translate({ id: 'c', description: 'kept c', message: 'C' });",
      "const d = t({ id: 'd', description: NOTE_D, message: 'D' });",
      "const i = t({ id: 'i', description: note(), message: 'I' });",
      "const e = { description: 'kept e' };",
      'const f = <Say id="f" description="note f" values={{ x: t({ id: \'g\', description: `note g` }) }}>F</Say>;',
      'const h = <Other description="kept h" />;',
    ].join('\n');
    const text = blankTranslationDescriptions(source, 'x.tsx');
    expect(text).not.toMatch(/note [abfg]|NOTE_D/);
    expect(text).toContain("description: 'kept c'");
    expect(text).toContain('description: note(),');
    expect(text).toContain("description: 'kept e'");
    expect(text).toContain('description="kept h"');
    expect(text).toMatch(/t\(\{ id: 'a', {24}message: 'A' \}\)/);
    expect(text).toMatch(/t\(\{ id: 'b', message: 'B', {23}\}, \{ n: 1 \}\)/);
    expect(syntaxErrors(text, 'x.tsx')).toBe(0);
    // A module without the import, or a type-only import, is returned as it is.
    const typeOnly = "import type { translate } from '@docusaurus/Translate';\nf({ description: 'x' });";
    expect(blankTranslationDescriptions(typeOnly, 'x.ts')).toBe(typeOnly);
    expect(blankTranslationDescriptions("t({ description: 'x' })", 'x.js')).toBe("t({ description: 'x' })");
  });
});
