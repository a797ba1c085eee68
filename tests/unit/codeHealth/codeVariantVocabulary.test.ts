/**
 * @jest-environment node
 *
 * The JS/TS code-variant vocabulary is written once, in src/codeVariant/model.ts. Everywhere else takes
 * the `CodeVariant` type, `CODE_VARIANTS`, `parseCodeVariant` and `HASH_EXTENSION_OF` from there, so no
 * other file may declare the variants as a type (`'JS' | 'TS'`, `as 'TS'`), list them (`['JS', 'TS']`,
 * `/(JS|TS)/`) or test for both (`c === 'JS' || c === 'TS'`). Comparing a `CodeVariant` value with one
 * literal (`variant === 'TS'`) stays allowed: the compiler checks that literal against the model's type.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';
import { CODE_VARIANTS } from '@site/src/codeVariant/model';
import { SITE_DIR, sourceFiles } from './sourceFiles';

const MODEL = 'src/codeVariant/model.ts';
const V = CODE_VARIANTS.join('|');
const Q = `['"\`]`;

/** Runtime restatements of the whole set, which the type checker cannot tie to the model. */
const RESTATEMENTS: Array<[string, RegExp]> = [
  ['a union of the variants', new RegExp(`${Q}(?:${V})${Q}\\s*\\|\\s*${Q}(?:${V})${Q}`)],
  ['a list of the variants', new RegExp(`\\[\\s*${Q}(?:${V})${Q}\\s*,\\s*${Q}(?:${V})${Q}\\s*\\]`)],
  ['an alternation of the variants', new RegExp(`\\((?:\\?:)?(?:${V})\\|(?:${V})\\)`)],
  [
    'a test for each variant',
    new RegExp(`===\\s*${Q}(?:${V})${Q}\\s*\\|\\|\\s*[\\w.$]+\\s*===\\s*${Q}(?:${V})${Q}`),
  ],
];

/** Places where a variant literal is used as a type: `'JS'` in a type position, `as 'TS'`. */
function literalTypes(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isLiteralTypeNode(node) &&
      ts.isStringLiteral(node.literal) &&
      (CODE_VARIANTS as readonly string[]).includes(node.literal.text)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${file}:${line + 1} the type '${node.literal.text}'`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function strayVocabulary(file: string, text: string): string[] {
  const found = literalTypes(file, text);
  text.split('\n').forEach((line, index) => {
    for (const [what, pattern] of RESTATEMENTS) {
      if (pattern.test(line)) found.push(`${file}:${index + 1} ${what}: ${line.trim()}`);
    }
  });
  return found;
}

describe('code-variant vocabulary', () => {
  it('recognises each way of restating the variants', () => {
    const samples = [
      "type SourceVariant = 'TS' | 'JS';",
      "const all = ['JS', 'TS'];",
      'const m = /variant=(JS|TS)/.exec(meta);',
      "if (c === 'JS' || c === 'TS') v = c;",
      "return match as 'JS';",
    ];
    for (const sample of samples) expect(strayVocabulary('sample.ts', sample).length).toBeGreaterThan(0);
    expect(strayVocabulary('sample.ts', "const language = variant === 'TS' ? 'tsx' : 'jsx';")).toEqual([]);
  });

  it('the model still defines the variants', () => {
    expect(
      strayVocabulary(MODEL, fs.readFileSync(path.join(SITE_DIR, MODEL), 'utf8')).length,
    ).toBeGreaterThan(0);
  });

  it(`no file of src/ or plugins/ restates them outside ${MODEL}`, () => {
    const files = sourceFiles().filter((file) => file !== MODEL);
    expect(files.length).toBeGreaterThan(100);
    const stray = files.flatMap((file) =>
      strayVocabulary(file, fs.readFileSync(path.join(SITE_DIR, file), 'utf8')),
    );
    expect(stray).toEqual([]);
  });
});
