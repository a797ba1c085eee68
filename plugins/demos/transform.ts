/**
 * Build-time work on one demo source file: the JavaScript variant (types stripped by TypeScript, then
 * formatted by Prettier), the short JSX preview, and the relative stylesheets shown as extra source tabs.
 * Pure apart from reading the stylesheets, so the unit tests can drive it directly.
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as ts from 'typescript';
// Prettier's standalone build with explicit parsers: synchronous to load (no dynamic import), so the
// loader, the build and Jest all run it the same way.
import * as prettier from 'prettier/standalone';
import * as babelPlugin from 'prettier/plugins/babel';
import * as estreePlugin from 'prettier/plugins/estree';
import * as typescriptPlugin from 'prettier/plugins/typescript';
import { isStylingKey } from '../../src/codeVariant/model';
import type { DemoExtraFile } from '../../src/demos/types';
import { scriptKindOf, stripTypes } from '../shared/typescript';

import {
  DEMO_CHUNK_QUERY,
  DEMO_SCOPE_QUERY,
  demoGroupQuery,
  groupLoadRequest,
  type DemoGroupRef,
} from './queries';

/** The preview is shown only when the returned JSX fits in this many lines. */
export const PREVIEW_MAX_LINES = 16;

/** Wrappers that carry layout only; the preview shows what they hold. */
const PREVIEW_WRAPPERS = new Set([
  'div',
  'Box',
  'Stack',
  'LocalizationProvider',
  'DemoContainer',
  'DemoItem',
]);

/** Stand-in for a blank line between statements: TypeScript's printer drops blank lines. */
const BLANK_LINE_MARKER = '"__demos_blank_line__";';

export const PRETTIER_OPTIONS: import('prettier').Options = {
  plugins: [babelPlugin, estreePlugin, typescriptPlugin],
  singleQuote: true,
  printWidth: 85,
  trailingComma: 'all',
};

export interface DemoSources {
  /** The TypeScript source as written; null for a JavaScript-only demo. */
  tsx: string | null;
  /** The generated (or, for a .js/.jsx demo, the written) JavaScript source. */
  js: string;
  /** False when stripping types changed nothing: the TS view would only repeat the JS one. */
  hasTypes: boolean;
  previewTs: string | null;
  previewJs: string | null;
  /** Relative stylesheets the demo imports, shown as extra tabs and sent to StackBlitz. */
  files: DemoExtraFile[];
  /** Milliseconds spent producing the JS variant (types stripped + Prettier). */
  generationMs: number;
}

function parse(code: string, fileName: string): ts.SourceFile {
  return ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, scriptKindOf(fileName));
}

/**
 * Whether the source has syntax that stripping types removes: a type annotation or argument, an interface, a
 * type alias, a type-only import, export or specifier, `as`, `satisfies` or `!`. Then its JS variant cannot read as the
 * TypeScript does, whatever the formatting, and the build skips formatting the TypeScript to compare them.
 */
function containsTypeSyntax(code: string, fileName: string): boolean {
  const found = (node: ts.Node): boolean =>
    ts.isTypeNode(node) ||
    ts.isInterfaceDeclaration(node) ||
    ts.isTypeAliasDeclaration(node) ||
    (ts.isImportClause(node) && node.isTypeOnly) ||
    ((ts.isImportSpecifier(node) || ts.isExportSpecifier(node) || ts.isExportDeclaration(node)) &&
      node.isTypeOnly) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.forEachChild(node, found) === true;
  return found(parse(code, fileName));
}

/** Puts a marker statement where the author left a blank line between two statements. */
function markBlankLines(code: string, fileName: string): string {
  const source = parse(code, fileName);
  const insertions: number[] = [];
  const visitStatements = (statements: ts.NodeArray<ts.Statement>) => {
    for (let i = 1; i < statements.length; i += 1) {
      let gapStart = statements[i - 1].getEnd();
      // A trailing `// comment` on the previous statement's line belongs to that statement.
      const sameLine = code.slice(gapStart).match(/^[ \t]*\/\/[^\n]*/);
      if (sameLine) gapStart += sameLine[0].length;
      const firstToken = gapStart + code.slice(gapStart).search(/\S/);
      if (/\n[ \t]*\r?\n/.test(code.slice(gapStart, firstToken))) {
        insertions.push(code.lastIndexOf('\n', firstToken - 1) + 1);
      }
    }
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isSourceFile(node) ||
      ts.isBlock(node) ||
      ts.isModuleBlock(node) ||
      ts.isCaseClause(node) ||
      ts.isDefaultClause(node)
    ) {
      visitStatements(node.statements);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let result = code;
  for (const position of insertions.sort((a, b) => b - a)) {
    result = `${result.slice(0, position)}${BLANK_LINE_MARKER}\n${result.slice(position)}`;
  }
  return result;
}

function restoreBlankLines(code: string): string {
  const markerLine = /^\s*\(?['"]__demos_blank_line__['"]\)?;\s*$/;
  return (
    code
      .split('\n')
      .map((line) => (markerLine.test(line) ? '' : line))
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      // A marker left first in a block (its neighbour was a type that got removed) must not open with a gap.
      .replace(/([{([]\n)\n+/g, '$1')
      .replace(/^\n+/, '')
  );
}

/** Strips the types from a TSX/TS demo and formats the result with Prettier. */
export async function generateJs(tsx: string, fileName: string): Promise<string> {
  const marked = markBlankLines(tsx, fileName);
  const formatted = await prettier.format(stripTypes(marked, fileName), {
    ...PRETTIER_OPTIONS,
    parser: 'babel',
  });
  return restoreBlankLines(formatted);
}

function unwrapParentheses(expression: ts.Expression): ts.Expression {
  let current = expression;
  while (ts.isParenthesizedExpression(current)) current = current.expression;
  return current;
}

function tagNameOf(node: ts.JsxElement): string {
  return node.openingElement.tagName.getText();
}

/** Finds the body of the default-exported component: a function declaration, or a named function/arrow. */
function findDefaultComponentBody(source: ts.SourceFile): ts.ConciseBody | undefined {
  let exportedName: string | undefined;
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement)) {
      const modifiers = ts.getModifiers(statement) ?? [];
      const isDefault = modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
      if (isDefault && statement.body) return statement.body;
    }
    if (ts.isExportAssignment(statement) && !statement.isExportEquals) {
      const expression = unwrapParentheses(statement.expression);
      if (ts.isArrowFunction(expression) || ts.isFunctionExpression(expression)) return expression.body;
      if (ts.isIdentifier(expression)) exportedName = expression.text;
    }
  }
  if (!exportedName) return undefined;
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === exportedName) return statement.body;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (
          ts.isIdentifier(declaration.name) &&
          declaration.name.text === exportedName &&
          declaration.initializer
        ) {
          const init = unwrapParentheses(declaration.initializer);
          if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init.body;
        }
      }
    }
  }
  return undefined;
}

function dedent(text: string, firstLineIndent: number): string {
  const lines = text.split('\n');
  const indents = lines
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.match(/^ */)![0].length);
  const common = Math.min(firstLineIndent, ...indents);
  return lines.map((line, index) => (index === 0 ? line : line.slice(common))).join('\n');
}

/**
 * The JSX the default-exported component returns (its last top-level `return`), with single layout
 * wrappers removed, when it fits in PREVIEW_MAX_LINES lines; otherwise null.
 */
export function extractPreview(code: string, fileName: string): string | null {
  const source = parse(code, fileName);
  const body = findDefaultComponentBody(source);
  if (!body) return null;
  let returned: ts.Expression | undefined;
  if (ts.isBlock(body)) {
    for (const statement of body.statements) {
      if (ts.isReturnStatement(statement) && statement.expression) returned = statement.expression;
    }
  } else {
    returned = body;
  }
  if (!returned) return null;
  let jsx: ts.Node = unwrapParentheses(returned);
  if (!ts.isJsxElement(jsx) && !ts.isJsxSelfClosingElement(jsx) && !ts.isJsxFragment(jsx)) return null;
  while (ts.isJsxElement(jsx) && PREVIEW_WRAPPERS.has(tagNameOf(jsx))) {
    const children = jsx.children.filter(
      (child) => !(ts.isJsxText(child) && child.containsOnlyTriviaWhiteSpaces),
    );
    if (children.length !== 1 || !(ts.isJsxElement(children[0]) || ts.isJsxSelfClosingElement(children[0])))
      break;
    jsx = children[0];
  }
  const start = jsx.getStart(source);
  const column = start - (code.lastIndexOf('\n', start - 1) + 1);
  const preview = dedent(code.slice(start, jsx.getEnd()), column);
  return preview.split('\n').length <= PREVIEW_MAX_LINES ? preview : null;
}

const STYLESHEET_PATTERN = /^\s*import\s+(?:[\w*{}\s,]+\s+from\s+)?['"](\.\.?\/[^'"]+\.css)['"];?\s*$/gm;

/** Relative stylesheets a demo imports, read from disk. */
export function findStylesheets(
  code: string,
  resourcePath: string,
): { files: DemoExtraFile[]; paths: string[] } {
  const files: DemoExtraFile[] = [];
  const paths: string[] = [];
  for (const match of code.matchAll(STYLESHEET_PATTERN)) {
    const absolute = path.resolve(path.dirname(resourcePath), match[1]);
    paths.push(absolute);
    files.push({
      name: match[1].replace(/^\.\//, ''),
      language: 'css',
      content: fs.readFileSync(absolute, 'utf8'),
    });
  }
  return { files, paths };
}

const SUPPORT_MODULE_PATTERN =
  /^\s*import\s+(?:type\s+)?[\w*{}\s,]+\s+from\s+['"](\.\/[\w-]+)(?:\.ts)?['"];?\s*$/gm;

/**
 * Plain TypeScript modules next to the demo that it imports (`import { wait } from './simulatedServer'`):
 * code several demos share, such as a simulated server. They are shown as extra tabs and sent to StackBlitz
 * like stylesheets, so the reader sees every line the demo runs. A `.tsx` file is never one: it would be a
 * demo of its own.
 */
export function findSupportModules(
  code: string,
  resourcePath: string,
): { files: DemoExtraFile[]; paths: string[] } {
  const files: DemoExtraFile[] = [];
  const paths: string[] = [];
  for (const match of code.matchAll(SUPPORT_MODULE_PATTERN)) {
    const absolute = path.resolve(path.dirname(resourcePath), `${match[1]}.ts`);
    if (!fs.existsSync(absolute) || paths.includes(absolute)) continue;
    paths.push(absolute);
    files.push({
      name: path.basename(absolute),
      language: 'tsx',
      content: fs.readFileSync(absolute, 'utf8'),
    });
  }
  return { files, paths };
}

/** Everything the demo component needs about one source file. */
export async function buildDemoSources(code: string, resourcePath: string): Promise<DemoSources> {
  const fileName = path.basename(resourcePath);
  const isTypeScript = /\.tsx?$/.test(fileName);
  const started = performance.now();
  const js = isTypeScript ? await generateJs(code, fileName) : code;
  const generationMs = performance.now() - started;
  // Without type syntax, the two variants may still differ (an import only types used, elided): compare them
  // formatted alike.
  const hasTypes =
    isTypeScript &&
    (containsTypeSyntax(code, fileName) ||
      (await prettier.format(code, { ...PRETTIER_OPTIONS, parser: 'typescript' })) !== js);
  const files = [
    ...findStylesheets(code, resourcePath).files,
    ...findSupportModules(code, resourcePath).files,
  ];
  return {
    tsx: isTypeScript ? code : null,
    js,
    hasTypes,
    previewTs: isTypeScript ? extractPreview(code, fileName) : null,
    previewJs: extractPreview(js, fileName.replace(/\.tsx?$/, '.jsx')),
    files,
    generationMs,
  };
}

/**
 * A stylesheet `<stem>.utilities.css` next to a demo file is loaded with the component but not shown as
 * source: it stands in for a build step the reader's project has (the Tailwind utilities a Tailwind
 * variant uses).
 */
export function runtimeStylesheetOf(resourcePath: string): string | null {
  const candidate = resourcePath.replace(/\.[jt]sx?$/, '.utilities.css');
  return fs.existsSync(candidate) ? candidate : null;
}

/** What one module the demo imports contributes to the live editor's scope. */
export interface DemoScopeImport {
  /** The specifier as written: `react`, `@mui/x-data-grid`, `./styles.css`. */
  source: string;
  /** `import * as X`: the whole module is in scope. */
  namespace: boolean;
  /** `import X`: the default export is in scope. */
  default: boolean;
  /** `import { A, B as C }`: the exported names (A, B) in scope. */
  named: string[];
}

/**
 * The modules (and, for named imports, the exported names) the demo imports as values, in source order.
 * Type-only imports are left out the way the JS variant drops them: TypeScript elides any import that is
 * not used as a value, so the scope never refers to an export that exists only as a type.
 */
export function demoScopeImports(code: string, fileName: string): DemoScopeImport[] {
  const valueCode = /\.tsx?$/.test(fileName) ? stripTypes(code, fileName) : code;
  const source = parse(valueCode, fileName.replace(/\.tsx?$/, '.jsx'));
  const bySource = new Map<string, DemoScopeImport>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    let entry = bySource.get(specifier);
    if (!entry) {
      entry = { source: specifier, namespace: false, default: false, named: [] };
      bySource.set(specifier, entry);
    }
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    if (clause.name) entry.default = true;
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) entry.namespace = true;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        if (element.isTypeOnly) continue;
        const imported = (element.propertyName ?? element.name).text;
        if (imported === 'default') entry.default = true;
        else if (!entry.named.includes(imported)) entry.named.push(imported);
      }
    }
  }
  return [...bySource.values()];
}

/**
 * The module behind `./Name.tsx?demo-scope`: a map from each specifier the demo imports to what it
 * imports from it (the whole namespace for `import * as`, otherwise an object holding just the imported
 * bindings). It is loaded into the demo's own chunk, next to the component, and references only
 * bindings the demo already uses, so it adds a few hundred bytes and no module to a page.
 */
export function demoScopeModuleCode(imports: DemoScopeImport[]): string {
  const lines: string[] = [];
  const entries: string[] = [];
  imports.forEach((entry, index) => {
    const from = JSON.stringify(entry.source);
    const local = `__scope${index}`;
    if (entry.namespace) {
      lines.push(`import * as ${local} from ${from};`);
      entries.push(`  ${from}: ${local},`);
      return;
    }
    const fields = ['__esModule: true'];
    const specifiers: string[] = [];
    if (entry.default) {
      specifiers.push(`default as ${local}_default`);
      fields.push(`default: ${local}_default`);
    }
    entry.named.forEach((name, nameIndex) => {
      const imported = /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
      specifiers.push(`${imported} as ${local}_${nameIndex}`);
      fields.push(`${JSON.stringify(name)}: ${local}_${nameIndex}`);
    });
    lines.push(
      specifiers.length > 0 ? `import { ${specifiers.join(', ')} } from ${from};` : `import ${from};`,
    );
    entries.push(`  ${from}: { ${fields.join(', ')} },`);
  });
  return `${lines.join('\n')}\nconst scope = {\n${entries.join('\n')}\n};\nexport default scope;\n`;
}

/**
 * The module behind `./First.tsx?demo-group=…`: each demo of the group by its key, as a function that gives
 * its chunk entry (demoChunkModuleCode). The entries are imported in `eager` mode: they are bundled into the
 * group's chunk, but a demo's modules run only when its function is called, when that demo mounts.
 */
export function demoGroupModuleCode(entries: string[]): string {
  const lines = entries.map(
    (entry) =>
      `  ${JSON.stringify(entry)}: () => import(/* webpackMode: "eager" */ ${JSON.stringify(entry + DEMO_CHUNK_QUERY)}),`,
  );
  return `export default {\n${lines.join('\n')}\n};\n`;
}

/**
 * The module behind `./First.tsx?demo-group-load=…`: the one `import()` of the group's chunk, which each
 * demo of the group calls (DEMO_GROUP_LOAD_QUERY).
 */
export function demoGroupLoadModuleCode(resourcePath: string, entries: string[]): string {
  const request = `./${path.basename(resourcePath)}${demoGroupQuery(entries)}`;
  return `export default () => import(${JSON.stringify(request)});\n`;
}

/** Where the client build writes demos' texts (`demoSourcesFile`), under the site's base URL. */
const DEMO_SOURCES_DIR = 'assets/demo-sources';

/**
 * A demo's texts as the client build ships them: a JSON file of their own (`tsx`, `js`, `previewTs`, `previewJs`,
 * `files`), named by the demo and a hash of its content, which the page fetches when its demo frames go live
 * (src/demos/demoSources.ts). In the page's module they were strings the browser parsed before the page could
 * hydrate: about 10 KB gzip of the charts bars page's 16 KB. The server bundle keeps them in the module, where it
 * renders the frame from (demoModuleCode).
 */
export function demoSourcesFile(sources: DemoSources, demoName: string): { name: string; text: string } {
  const { tsx, js, previewTs, previewJs, files } = sources;
  const text = JSON.stringify({ tsx, js, previewTs, previewJs, files });
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 8);
  return { name: `${DEMO_SOURCES_DIR}/${demoName.replace(/[^\w-]/g, '_')}.${hash}.json`, text };
}

/** The JavaScript module the `?demo` loader returns for one demo file. */
export function demoModuleCode(
  sources: DemoSources,
  resourcePath: string,
  demoName: string,
  {
    server = false,
    group = null,
    sourcesFile = null,
  }: {
    server?: boolean;
    group?: DemoGroupRef | null;
    /** The client build's file of the demo's texts (`demoSourcesFile`): the module then names it, not them. */
    sourcesFile?: string | null;
  } = {},
): string {
  // One dynamic import of the demo's chunk entry (see demoChunkModuleCode), or of its group's chunk, which
  // holds the entries of a few demos of the page (DemoGroupRef). The chunk is left unnamed on purpose:
  // webpack's runtime, which every page loads, lists every named chunk twice (its file name and Docusaurus's
  // name-to-id map), which cost 14 KB gzip with 385 demos. maintainers/performance.md, "What keeps pages light".
  // The server bundle gets no import at all: demos mount in the browser only (src/components/demos/DemoFrame.tsx
  // calls `load` in an effect), so static rendering never runs a demo, and without the import the server
  // compilation skips every demo component, its scope and most of MUI X (maintainers/performance.md, "Build").
  const entryRequest = JSON.stringify(`./${path.basename(resourcePath)}${DEMO_CHUNK_QUERY}`);
  const entry = group
    ? `loadGroup().then((group) => group.default[${JSON.stringify(group.key)}]())`
    : `import(${entryRequest})`;
  const load = server
    ? `() => Promise.reject(new Error(${JSON.stringify(`The demo ${demoName} mounts in the browser only.`)}))`
    : `() => ${entry}.then((entry) => ({ default: entry.default, scope: entry.scope }))`;
  const texts =
    sourcesFile === null || server
      ? {
          tsx: sources.tsx,
          js: sources.js,
          previewTs: sources.previewTs,
          previewJs: sources.previewJs,
          files: sources.files,
        }
      : null;
  const data = {
    name: demoName,
    fileName: path.basename(resourcePath),
    hasTypes: sources.hasTypes,
    ...texts,
  };
  const head =
    group && !server ? `import loadGroup from ${JSON.stringify(groupLoadRequest(group.request))};\n` : '';
  // The file's URL under the site's base URL, as the bundler's public path gives it.
  const sourcesLine = texts
    ? ''
    : `demo.sources = __webpack_public_path__ + ${JSON.stringify(sourcesFile)};\n`;
  return `${head}const demo = ${JSON.stringify(data)};\n${sourcesLine}demo.load = ${load};\nexport default demo;\n`;
}

/**
 * The module behind `./Name.tsx?demo-chunk`: what a demo loads when it nears the viewport, in one chunk:
 * the component, the map of the modules it imports (for the live editor) and its Tailwind utilities.
 */
export function demoChunkModuleCode(resourcePath: string): string {
  const own = JSON.stringify(`./${path.basename(resourcePath)}`);
  const scope = JSON.stringify(`./${path.basename(resourcePath)}${DEMO_SCOPE_QUERY}`);
  const runtimeCss = runtimeStylesheetOf(resourcePath);
  const css = runtimeCss ? `import ${JSON.stringify(`./${path.basename(runtimeCss)}`)};\n` : '';
  return `${css}export { default } from ${own};\nexport { default as scope } from ${scope};\n`;
}

/** The demo's name as the page uses it: the file name, or the folder name for styling variants. */
export function demoNameOf(resourcePath: string): string {
  const stem = path.basename(resourcePath).replace(/\.[jt]sx?$/, '');
  return isStylingKey(stem) ? path.basename(path.dirname(resourcePath)) : stem;
}
