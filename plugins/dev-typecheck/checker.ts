/**
 * Type-checks demo files the way `npm run typecheck` does (the site's tsconfig.json, `strict`), one file at a
 * time, with a TypeScript language service that keeps the installed packages' declarations between checks: the
 * first check of a session reads them (seconds), later ones only re-check what changed. Used by the `npm start`
 * type-check worker (`worker.cjs`); README "While you write".
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';
import { codeFrame } from '../demos/errors';

export interface TypeProblem {
  /** Relative to the site. */
  file: string;
  line: number;
  column: number;
  code: number;
  message: string;
}

export interface DemoChecker {
  /** The problems of each file (all files, checked now); a file that no longer exists has none. */
  check(files: readonly string[]): Map<string, TypeProblem[]>;
}

function compilerOptions(siteDir: string): ts.CompilerOptions {
  const configFile = path.join(siteDir, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(configFile, ts.sys.readFile);
  if (error) throw new Error(`dev-typecheck: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, siteDir, undefined, configFile);
  return { ...parsed.options, noEmit: true };
}

export function createDemoChecker(siteDir: string): DemoChecker {
  const options = compilerOptions(siteDir);
  const roots = new Set<string>();
  const version = (file: string) => {
    try {
      return String(fs.statSync(file).mtimeMs);
    } catch {
      return '0';
    }
  };
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [...roots],
    // Files outside node_modules can change while the session runs: their version is their mtime.
    getScriptVersion: (file) => (file.includes(`${path.sep}node_modules${path.sep}`) ? '1' : version(file)),
    getScriptSnapshot: (file) =>
      fs.existsSync(file) ? ts.ScriptSnapshot.fromString(fs.readFileSync(file, 'utf8')) : undefined,
    getCurrentDirectory: () => siteDir,
    getCompilationSettings: () => options,
    getDefaultLibFileName: (settings) => ts.getDefaultLibFilePath(settings),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());
  return {
    check(files) {
      const out = new Map<string, TypeProblem[]>();
      for (const file of files) roots.add(path.resolve(file));
      for (const file of files) {
        const absolute = path.resolve(file);
        const relative = path.relative(siteDir, absolute).split(path.sep).join('/');
        if (!fs.existsSync(absolute)) {
          roots.delete(absolute);
          out.set(relative, []);
          continue;
        }
        const diagnostics = [
          ...service.getSyntacticDiagnostics(absolute),
          ...service.getSemanticDiagnostics(absolute),
        ];
        out.set(
          relative,
          diagnostics.map((diagnostic) => {
            const { line, character } = diagnostic.file
              ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0)
              : { line: 0, character: 0 };
            return {
              file: relative,
              line: line + 1,
              column: character + 1,
              code: diagnostic.code,
              message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
            };
          }),
        );
      }
      return out;
    },
  };
}

/** The terminal message for one file: each error at file:line:column with a frame, or that it is clean now. */
export function formatProblems(
  file: string,
  problems: readonly TypeProblem[],
  source: string | undefined,
): string {
  if (problems.length === 0) return `[demo types] ${file}: no type errors.`;
  const lines = [`[demo types] ${problems.length} type error${problems.length === 1 ? '' : 's'} in ${file}:`];
  for (const problem of problems) {
    lines.push(`${problem.file}:${problem.line}:${problem.column}: TS${problem.code}: ${problem.message}`);
    if (source !== undefined) lines.push(codeFrame(source, problem.line, problem.column), '');
  }
  return lines.join('\n').trimEnd();
}
