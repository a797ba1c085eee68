/**
 * The TypeScript set-ups the build-time plugins share: one for reading the installed declarations with
 * the type checker (api-docs, grid-events), one for stripping types from demo sources (demos), and how a
 * source file's name says which syntax to parse it with (demos, client-config's descriptions loader). Keeping
 * them here means the generators cannot drift into reading the packages under different options.
 */
import ts from 'typescript';

/** How the generators read `node_modules/@mui/x-*` declarations: the way a strict bundler-based app does. */
export const DECLARATION_COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  types: [],
};

/**
 * A compiler host that also serves one in-memory module (`fileName` → `text`), so a generator can name
 * a type the way an application's code does without writing a file next to `node_modules`.
 */
export function hostWithVirtualFile(
  options: ts.CompilerOptions,
  fileName: string,
  text: string,
): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  host.getSourceFile = (file, languageVersion, ...rest) =>
    file === fileName
      ? ts.createSourceFile(file, text, languageVersion)
      : getSourceFile(file, languageVersion, ...rest);
  host.fileExists = (file) => file === fileName || fileExists(file);
  host.readFile = (file) => (file === fileName ? text : readFile(file));
  return host;
}

/**
 * TSX/TS → JS with the types removed and everything else (JSX, comments, imports used as values) kept,
 * one file at a time. Used for the JS variant of demos and to list the value imports a demo needs.
 */
export function stripTypes(code: string, fileName: string): string {
  return ts.transpileModule(code, {
    fileName,
    reportDiagnostics: false,
    compilerOptions: {
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      // Keep imports that are used as values even if TypeScript cannot see their kind.
      verbatimModuleSyntax: false,
      removeComments: false,
      newLine: ts.NewLineKind.LineFeed,
    },
  }).outputText;
}

/**
 * The syntax a source file is parsed with, by its extension. `jsxInJs` reads `.js` files as JSX: Docusaurus's
 * themes ship JSX in `.js` files (JSX parsing accepts plain JavaScript too).
 */
export function scriptKindOf(
  fileName: string,
  { jsxInJs = false }: { jsxInJs?: boolean } = {},
): ts.ScriptKind {
  if (/\.tsx$/.test(fileName)) return ts.ScriptKind.TSX;
  if (/\.[cm]?ts$/.test(fileName)) return ts.ScriptKind.TS;
  if (/\.jsx$/.test(fileName) || jsxInJs) return ts.ScriptKind.JSX;
  return ts.ScriptKind.JS;
}
