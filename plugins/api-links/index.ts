/**
 * api-links: remark plugin that ties guide pages to the generated API data (README "Naming a prop, a slot
 * or a class"):
 * - `<ApiLink name="…" />` gets the `href` of its API row;
 * - `<PropTable component="…" props="…" />` gets its `rows` (type, default, first sentence, href);
 * - inline code that is exactly a prop of a front-matter `components:` entry becomes a link to its row
 *   (not inside links, headings or JSX elements other than plain Markdown).
 * A name the API data does not have fails the build with the file and line.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { InlineCode, Link, Parent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Expression, Program } from 'estree';
import type { ApiModel } from '../../src/api/types';
import { loadApiModel, SITE_DIR } from '../api-docs/model';
import { loadDeprecatedExports } from './deprecated';
import { checkProse } from './prose';
import { isAllowed } from './proseAllowList';
import {
  ApiNameError,
  apiNameIndex,
  frontMatterComponents,
  pageComponents,
  pagePropHref,
  propTableRows,
  resolveApiName,
  type ApiNameIndex,
} from './resolve';

export interface ApiLinksOptions {
  /** The API model to resolve names against; by default the cached model of `plugins/api-docs`. */
  model?: ApiModel;
  /** Where the rows live, for messages: the page is a guide page when it is not under this folder. */
  skipDir?: string;
  /**
   * Check the prose against the API data (`prose.ts`: near-miss prop names, stated defaults, unlabelled
   * deprecated APIs); default true. Exceptions live in `proseAllowList.ts`.
   */
  checkProse?: boolean;
}

/** Counts of one page's work, exposed on `file.data.apiLinks` (used by tests and timing reports). */
export interface ApiLinksStats {
  apiLinks: number;
  propTables: number;
  linkedCode: number;
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** What the prose check of `transformPage` needs (see `prose.ts`). */
export interface ProseContext {
  /** Export name → deprecation message, for names deprecated in every package that declares them. */
  deprecatedExports: ReadonlyMap<string, string>;
  /** Whether a problem about this API name is listed in `proseAllowList.ts` for the page. */
  allowed: (name: string) => boolean;
}

interface VFileLike {
  path?: string;
  value?: unknown;
  history?: string[];
  data?: { frontMatter?: Record<string, unknown>; apiLinks?: ApiLinksStats };
}

function checkOptions(options: unknown): ApiLinksOptions {
  if (options === undefined || options === null) return {};
  if (typeof options !== 'object') throw new Error('api-links: options must be an object.');
  const { model, skipDir, checkProse: prose } = options as ApiLinksOptions;
  if (prose !== undefined && typeof prose !== 'boolean') {
    throw new Error('api-links: `checkProse` must be a boolean.');
  }
  if (model !== undefined && (!Array.isArray(model?.components) || !Array.isArray(model?.interfaces))) {
    throw new Error('api-links: `model` must be an API model with `components` and `interfaces` arrays.');
  }
  if (skipDir !== undefined && typeof skipDir !== 'string') {
    throw new Error('api-links: `skipDir` must be a string.');
  }
  return { model, skipDir, checkProse: prose };
}

function attribute(node: JsxElement, name: string): MdxJsxAttribute | undefined {
  return node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
}

/** The value of `name="text"`; anything else (missing, an expression) is a writer error. */
function stringAttribute(node: JsxElement, name: string): string {
  const attr = attribute(node, name);
  if (!attr || typeof attr.value !== 'string' || attr.value.trim() === '') {
    throw new ApiNameError(`<${node.name}> needs ${name}="…" as a plain string.`);
  }
  return attr.value.trim();
}

/** JSON-like value → estree literal, so MDX can compile an attribute we add. */
function toEstree(value: unknown): Expression {
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(toEstree) };
  if (value && typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .map(([key, entry]) => ({
          type: 'Property',
          kind: 'init',
          method: false,
          shorthand: false,
          computed: false,
          key: { type: 'Literal', value: key, raw: JSON.stringify(key) },
          value: toEstree(entry),
        })),
    };
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return { type: 'Literal', value, raw: JSON.stringify(value) };
  }
  return { type: 'Literal', value: null, raw: 'null' };
}

function setAttribute(node: JsxElement, name: string, value: unknown): void {
  node.attributes = node.attributes.filter((a) => !(a.type === 'mdxJsxAttribute' && a.name === name));
  if (typeof value === 'string') {
    node.attributes.push({ type: 'mdxJsxAttribute', name, value });
    return;
  }
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression: toEstree(value) }],
  };
  node.attributes.push({
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: JSON.stringify(value),
      data: { estree: program },
    },
  });
}

function isJsx(node: RootContent): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** Rewrites one page's tree; throws `file:line: message` for a name the API data lacks. */
export function transformPage(
  tree: Root,
  index: ApiNameIndex,
  componentNames: readonly string[],
  where: (line: number | undefined) => string,
  prose?: ProseContext,
): ApiLinksStats {
  const stats: ApiLinksStats = { apiLinks: 0, propTables: 0, linkedCode: 0 };
  const fail = (line: number | undefined, error: unknown): never => {
    if (error instanceof ApiNameError) throw new Error(`${where(line)}: ${error.message}`);
    throw error;
  };
  let components: ReturnType<typeof pageComponents> = [];
  try {
    components = pageComponents(index, componentNames);
  } catch (error) {
    // Line 0: the front matter, which the compiled body does not contain.
    fail(0, error);
  }
  if (prose) {
    // Before the links are added, so that every problem of the page is reported at once.
    const problems = checkProse(tree, index, components, prose.deprecatedExports).filter(
      (problem) => !prose.allowed(problem.name),
    );
    if (problems.length > 0) {
      throw new Error(problems.map((problem) => `${where(problem.line)}: ${problem.message}`).join('\n'));
    }
  }

  const visit = (parent: Parent, linkable: boolean) => {
    const children = parent.children as RootContent[];
    for (let i = 0; i < children.length; i += 1) {
      const child = children[i];
      const line = child.position?.start.line;
      if (isJsx(child) && child.name === 'ApiLink') {
        try {
          setAttribute(child, 'href', resolveApiName(index, stringAttribute(child, 'name'), components).href);
        } catch (error) {
          fail(line, error);
        }
        stats.apiLinks += 1;
      } else if (isJsx(child) && child.name === 'PropTable') {
        try {
          // Inside a paragraph the table would be invalid HTML (a hydration error in the browser).
          if (child.type === 'mdxJsxTextElement') {
            throw new ApiNameError('put <PropTable> on its own line, with blank lines around it.');
          }
          const names = stringAttribute(child, 'props').split(/\s+/).filter(Boolean);
          setAttribute(child, 'rows', propTableRows(index, stringAttribute(child, 'component'), names));
        } catch (error) {
          fail(line, error);
        }
        stats.propTables += 1;
      } else if (child.type === 'inlineCode' && linkable) {
        const href = pagePropHref(components, (child as InlineCode).value);
        if (href) {
          const link: Link = { type: 'link', url: href, children: [child], position: child.position };
          children[i] = link;
          stats.linkedCode += 1;
        }
      } else if ('children' in child && Array.isArray(child.children)) {
        // No links inside links (invalid HTML) nor headings (a heading is itself a link target).
        const isLink =
          child.type === 'link' ||
          child.type === 'linkReference' ||
          (isJsx(child) && (child.name === 'a' || child.name === 'Link'));
        visit(child as Parent, linkable && !isLink && child.type !== 'heading');
      }
    }
  };
  visit(tree, true);
  return stats;
}

/**
 * Lines the MDX compiler does not see: Docusaurus strips the front matter (and the blank lines after it)
 * before compiling, so positions count from the body. Adding this gives the line in the file on disk.
 */
export function bodyLineOffset(fileText: string, body: string): number {
  const probe = body.split(/\r?\n/).findIndex((line) => line.trim() !== '');
  if (probe < 0) return 0;
  const probeLine = body.split(/\r?\n/)[probe];
  const frontMatterEnd = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/.exec(fileText)?.[0].length ?? 0;
  const at = fileText.indexOf(probeLine, frontMatterEnd);
  if (at < 0) return 0;
  const fileLine = fileText.slice(0, at).split('\n').length - 1;
  return Math.max(0, fileLine - probe);
}

/**
 * Lines to add to a node's line to get the line on disk. Docusaurus's MDX loader compiles the whole file, front
 * matter included (`@docusaurus/mdx-loader` `compileToJSX`), so node positions are already the writer's lines;
 * only a caller that strips the front matter first needs an offset. (Guessing the offset by searching the body's
 * first line in the file, as this did before, matched a later `| --- |` table row for the front matter's `---`.)
 */
export function lineOffset(fileText: string, compiled: string): number {
  if (compiled === fileText || /^---\r?\n/.test(compiled)) return 0;
  if (fileText.endsWith(compiled))
    return fileText.slice(0, fileText.length - compiled.length).split('\n').length - 1;
  return bodyLineOffset(fileText, compiled);
}

function lineOffsetOf(file: VFileLike, filePath: string): number {
  if (typeof file.value !== 'string') return 0;
  try {
    return lineOffset(fs.readFileSync(filePath, 'utf8'), file.value);
  } catch {
    return 0;
  }
}

/** The remark plugin, for the docs content's `remarkPlugins`. */
export default function remarkApiLinks(rawOptions?: ApiLinksOptions) {
  const options = checkOptions(rawOptions);
  let index: ApiNameIndex | undefined;
  return (tree: Root, file: VFileLike) => {
    const filePath = file.path ?? file.history?.[file.history.length - 1] ?? '<unknown file>';
    // The generated API pages are written from the same data; nothing to resolve there.
    if (options.skipDir && path.resolve(filePath).startsWith(path.resolve(options.skipDir) + path.sep)) {
      return;
    }
    index ??= apiNameIndex(options.model ?? loadApiModel().model);
    const relative = path.relative(process.cwd(), filePath);
    const siteRelative = path.relative(SITE_DIR, filePath).split(path.sep).join('/');
    // A cut version's pages (versioned_docs/) are frozen as they were written for their own packages: what
    // today's packages deprecate is no problem of theirs, and the allow-list names the current pages.
    const frozenVersion = siteRelative.startsWith('versioned_docs/');
    let offset: number | undefined;
    const stats = transformPage(
      tree,
      index,
      frontMatterComponents(file.data?.frontMatter?.components),
      (line) => `${relative}:${line === 0 ? 1 : (line ?? 1) + (offset ??= lineOffsetOf(file, filePath))}`,
      options.checkProse === false || frozenVersion
        ? undefined
        : {
            deprecatedExports: loadDeprecatedExports(path.join(SITE_DIR, 'node_modules')).everywhere,
            allowed: (name) => isAllowed(siteRelative, name),
          },
    );
    if (file.data) file.data.apiLinks = stats;
  };
}
