/**
 * Type-checks the ts/tsx/js/jsx code fences of MDX pages (maintainers/writing.md, "Code fences are compiled"): each fence
 * becomes a virtual module next to its page (so `./Demo` imports and the installed packages resolve as
 * they would for a demo), and one TypeScript program checks them all with the site's compiler options.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Code, Root, RootContent, Parent } from 'mdast';
import { loadMarkdownTools } from '@site/src/llms/markdownTools';

export const CHECKED_LANGS: Record<string, string> = { ts: '.ts', tsx: '.tsx', js: '.js', jsx: '.jsx' };

export interface Fence {
  /** The page, relative to the site. */
  page: string;
  /** Line of the opening ``` in the page. */
  line: number;
  lang: string;
  code: string;
  /** The reason given with `no-typecheck="…"`; '' when the flag has no reason, undefined without the flag. */
  optOut?: string;
}

export interface FenceProblem {
  page: string;
  line: number;
  message: string;
}

export interface FenceReport {
  compiled: number;
  optedOut: Fence[];
  problems: FenceProblem[];
}

const OPT_OUT = /(?:^|\s)no-typecheck(?:=(?:"([^"]*)"|'([^']*)'|([^\s"']+)))?(?=\s|$)/;

/** `no-typecheck="reason"` in a fence's meta: the reason, '' when missing, undefined when not opted out. */
export function optOutReason(meta: string | null | undefined): string | undefined {
  const match = OPT_OUT.exec(meta ?? '');
  if (!match) return undefined;
  return (match[1] ?? match[2] ?? match[3] ?? '').trim();
}

function codeNodes(node: Root | Parent): Code[] {
  return (node.children as RootContent[]).flatMap((child) => [
    ...(child.type === 'code' ? [child] : []),
    ...('children' in child ? codeNodes(child as Parent) : []),
  ]);
}

/** The checked fences of one MDX source. */
export async function fencesOf(page: string, source: string): Promise<Fence[]> {
  const tools = await loadMarkdownTools();
  const tree = tools.fromMarkdown(source, tools.mdxParseExtensions) as Root;
  return codeNodes(tree)
    .filter((node) => node.lang && node.lang in CHECKED_LANGS)
    .map((node) => ({
      page,
      line: node.position?.start.line ?? 0,
      lang: node.lang as string,
      code: node.value,
      optOut: optOutReason(node.meta),
    }));
}

/** The site's compiler options (tsconfig.json, `strict`), adjusted for stand-alone snippets. */
export function snippetCompilerOptions(siteDir: string): ts.CompilerOptions {
  const configFile = path.join(siteDir, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, siteDir, undefined, configFile);
  return {
    ...parsed.options,
    noEmit: true,
    allowJs: true,
    checkJs: true,
    // A snippet shows a declaration without using it; that is not an error of the snippet.
    noUnusedLocals: false,
    noUnusedParameters: false,
    // Only what a reader's app has: no jest or node globals in snippets.
    types: [],
  };
}

/** Type-checks the fences in one program; opted-out fences are counted, never compiled. */
export function typecheckFences(siteDir: string, fences: Fence[]): FenceReport {
  const problems: FenceProblem[] = [];
  const optedOut: Fence[] = [];
  const virtual = new Map<string, { fence: Fence; text: string }>();
  for (const fence of fences) {
    if (fence.optOut !== undefined) {
      if (fence.optOut === '') {
        problems.push({
          page: fence.page,
          line: fence.line,
          message: 'no-typecheck needs a reason: no-typecheck="fragment: …"',
        });
      }
      optedOut.push(fence);
      continue;
    }
    const pageDir = path.dirname(path.join(siteDir, fence.page));
    const stem = path.basename(fence.page).replace(/\.mdx?$/, '');
    const fileName = path.join(pageDir, `__fence_${stem}_L${fence.line}${CHECKED_LANGS[fence.lang]}`);
    // `export {}` makes every fence its own module, so two fences may declare the same names.
    virtual.set(fileName, { fence, text: `${fence.code}\nexport {};\n` });
  }

  if (virtual.size > 0) {
    const options = snippetCompilerOptions(siteDir);
    const host = ts.createCompilerHost(options, true);
    const { getSourceFile, fileExists, readFile } = host;
    host.fileExists = (name) => virtual.has(path.resolve(name)) || fileExists.call(host, name);
    host.readFile = (name) => virtual.get(path.resolve(name))?.text ?? readFile.call(host, name);
    host.getSourceFile = (name, languageVersion, ...rest) => {
      const entry = virtual.get(path.resolve(name));
      return entry
        ? ts.createSourceFile(name, entry.text, languageVersion, true)
        : getSourceFile.call(host, name, languageVersion, ...rest);
    };
    const program = ts.createProgram({ rootNames: [...virtual.keys()], options, host });
    for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
      const entry = diagnostic.file && virtual.get(path.resolve(diagnostic.file.fileName));
      if (!entry || !diagnostic.file) {
        problems.push({
          page: '(compiler)',
          line: 0,
          message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
        });
        continue;
      }
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      problems.push({
        page: entry.fence.page,
        // The fence's first code line is the line after the opening ```.
        line: entry.fence.line + 1 + line,
        message: `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
      });
    }
  }
  problems.sort((a, b) => a.page.localeCompare(b.page) || a.line - b.line);
  return { compiled: virtual.size, optedOut, problems };
}

/** Every MDX page of `docs/` except the generated API pages, relative to the site. */
export function guideMdxFiles(siteDir: string): string[] {
  const docsDir = path.join(siteDir, 'docs');
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return full === path.join(docsDir, 'api') ? [] : walk(full);
      return entry.name.endsWith('.mdx') ? [path.relative(siteDir, full)] : [];
    });
  return walk(docsDir).sort();
}
