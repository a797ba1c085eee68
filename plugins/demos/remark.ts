/**
 * Remark plugin: turns `<Demo name="BasicGrid" height={420} />` into the same element plus a `variants`
 * prop that points at build-time modules (`import d from './BasicGrid.tsx?demo'`). The `?demo` loader
 * (see loader.cjs) makes each module `{ tsx, js, previews, files, load }`, where `load` is a dynamic import
 * of the component, so the component is its own chunk.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Root, RootContent, Parent, Code } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement, MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { Program, Property, Expression } from 'estree';
import {
  CODE_VARIANTS,
  parseCodeVariant,
  STYLING_KEYS,
  type CodeVariant,
  type StylingKey,
} from '../../src/codeVariant/model';
import { importNode } from '../writer-components/remark';
import { demoGroupQuery, demoQueryWithGroup, type DemoGroupRef } from './queries';

/** Extensions a single-file demo may have, TypeScript first. */
const DEMO_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

export const DEMO_BACKGROUNDS = ['outlined', 'inline', 'playground'] as const;

const DEMO_NAME_PATTERN = /^[A-Z][A-Za-z0-9]*$/;

/** Props a writer may set; anything else is a typo the build should report. */
const ALLOWED_PROPS = new Set(['name', 'height', 'bg', 'defaultCodeOpen', 'hideToolbar', 'disableAd']);

export interface ResolvedDemo {
  /** Import path relative to the page, keyed by styling variant (`system` for a single-file demo). */
  files: Partial<Record<StylingKey, string>>;
}

function findDemoFile(base: string): string | undefined {
  return DEMO_EXTENSIONS.map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
}

/**
 * Finds the files behind a demo name next to the page: `Name.tsx` (or .ts/.jsx/.js), or a folder `Name/`
 * holding `system`, `tailwind` and/or `css` variants. Throws a message that tells the writer what to add.
 */
export function resolveDemo(pageDir: string, name: string): ResolvedDemo {
  const single = findDemoFile(path.join(pageDir, name));
  if (single) return { files: { system: `./${path.basename(single)}` } };
  const folder = path.join(pageDir, name);
  if (fs.existsSync(folder) && fs.statSync(folder).isDirectory()) {
    const files: ResolvedDemo['files'] = {};
    for (const styling of STYLING_KEYS) {
      const file = findDemoFile(path.join(folder, styling));
      if (file) files[styling] = `./${name}/${path.basename(file)}`;
    }
    if (!files.system) {
      throw new Error(
        `the demo folder "${name}/" needs at least a system.tsx variant (found: ${fs.readdirSync(folder).join(', ') || 'nothing'}).`,
      );
    }
    return { files };
  }
  throw new Error(
    `no demo "${name}": add ${name}.tsx (or a ${name}/ folder with system.tsx, tailwind.tsx, css.tsx) next to the page.`,
  );
}

function attribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): MdxJsxAttribute | undefined {
  return node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
}

/** Reads a literal prop: `name="X"` gives "X", `height={420}` gives "420", a bare `hideToolbar` gives true. */
function literalValue(attr: MdxJsxAttribute | undefined): string | true | undefined {
  if (!attr) return undefined;
  if (attr.value === null || attr.value === undefined) return true;
  if (typeof attr.value === 'string') return attr.value;
  return attr.value.value.trim();
}

function expressionAttribute(name: string, expression: Expression, source: string): MdxJsxAttribute {
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression }],
  };
  return {
    type: 'mdxJsxAttribute',
    name,
    value: { type: 'mdxJsxAttributeValueExpression', value: source, data: { estree: program } },
  };
}

function isDemoElement(node: RootContent): node is MdxJsxFlowElement | MdxJsxTextElement {
  return (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Demo';
}

/** Checks the writer's props; returns a list of problems (empty when the element is valid). */
export function validateDemoProps(node: MdxJsxFlowElement | MdxJsxTextElement): string[] {
  const problems: string[] = [];
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute') {
      problems.push('spread props ({...x}) are not supported; write each prop out.');
    } else if (!ALLOWED_PROPS.has(attr.name)) {
      problems.push(`unknown prop "${attr.name}" (allowed: ${[...ALLOWED_PROPS].join(', ')}).`);
    }
  }
  const name = literalValue(attribute(node, 'name'));
  if (typeof name !== 'string' || !DEMO_NAME_PATTERN.test(name)) {
    problems.push('`name` must be a PascalCase string literal, for example name="BasicGrid".');
  }
  const height = literalValue(attribute(node, 'height'));
  if (typeof height !== 'string' || !/^[1-9]\d{0,4}$/.test(height)) {
    problems.push('`height` is required: the reserved height in px as a number, for example height={420}.');
  }
  const bg = literalValue(attribute(node, 'bg'));
  if (bg !== undefined && !(DEMO_BACKGROUNDS as readonly unknown[]).includes(bg)) {
    problems.push(`\`bg\` must be one of ${DEMO_BACKGROUNDS.map((b) => `"${b}"`).join(', ')}.`);
  }
  for (const flag of ['defaultCodeOpen', 'hideToolbar', 'disableAd']) {
    const value = literalValue(attribute(node, flag));
    if (value !== undefined && value !== true && value !== 'true' && value !== 'false') {
      problems.push(`\`${flag}\` must be a boolean (write ${flag} or ${flag}={false}).`);
    }
  }
  return problems;
}

const FENCE_VARIANT = new RegExp(`(?:^|\\s)variant=["']?(${CODE_VARIANTS.join('|')})["']?(?:\\s|$)`);

function fenceVariant(node: RootContent | undefined): CodeVariant | null {
  if (!node || node.type !== 'code') return null;
  return parseCodeVariant(FENCE_VARIANT.exec(node.meta ?? '')?.[1]);
}

function variantWrapper(code: Code, variant: CodeVariant): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [{ type: 'mdxJsxAttribute', name: 'data-variant-only', value: variant }],
    children: [code],
  };
}

/**
 * Two adjacent fences marked `variant=TS` and `variant=JS` (either order) become one
 * `<CodeVariantPair>` that shows the half matching the reader's code variant.
 */
export function pairVariantFences(parent: Parent, where: (node: RootContent) => string): void {
  const children = parent.children as RootContent[];
  for (let i = 0; i < children.length; i += 1) {
    const child = children[i];
    const variant = fenceVariant(child);
    if (!variant) {
      if ('children' in child && Array.isArray(child.children)) pairVariantFences(child as Parent, where);
      continue;
    }
    const next = children[i + 1];
    const nextVariant = fenceVariant(next);
    if (!nextVariant || nextVariant === variant) {
      throw new Error(
        `code fence at ${where(child)} is marked variant=${variant} but is not followed by its variant=${CODE_VARIANTS.find((other) => other !== variant)} twin.`,
      );
    }
    const pair: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      name: 'CodeVariantPair',
      attributes: [],
      children: [variantWrapper(child as Code, variant), variantWrapper(next as Code, nextVariant)],
    };
    children.splice(i, 2, pair);
  }
}

interface VFileLike {
  path?: string;
  history?: string[];
}

/**
 * How many demos of a page share a chunk in a production build. The runtime every page loads lists each
 * async chunk (about 8 bytes gzip each), so a chunk per demo made every page's JavaScript grow with the
 * site's demo count; a group loads the code of its few demos when the first of them nears the viewport.
 */
export const DEMO_GROUP_SIZE = 8;

/** The `@mui/x-*` packages a demo file imports, sorted: demos that load together load the same packages. */
export function muiXPackagesOf(source: string): string {
  const packages = new Set<string>();
  for (const match of source.matchAll(/(?:from|import)\s*['"](@mui\/x-[\w-]+)/g)) packages.add(match[1]);
  return [...packages].sort().join(' ');
}

const posixRelative = (from: string, to: string) => {
  const relative = path.relative(from, to).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
};

/**
 * The groups of a page's demo files (relative to the page's folder, in page order) whose components share
 * a chunk: runs of consecutive files that import the same MUI X packages (`packagesOf`), at most `size` each,
 * so a group never brings a package its first demo does not use. A group of one is left out: that demo loads
 * its own chunk. Returns each grouped file's `DemoGroupRef`, with paths relative to that file's folder.
 */
export function groupDemoFiles(
  pageDir: string,
  files: string[],
  packagesOf: (file: string) => string,
  size = DEMO_GROUP_SIZE,
): Map<string, DemoGroupRef> {
  const runs: string[][] = [];
  let runPackages: string | null = null;
  for (const file of files) {
    const packages = packagesOf(file);
    const run = runs[runs.length - 1];
    if (run && packages === runPackages && run.length < size) run.push(file);
    else runs.push([file]);
    runPackages = packages;
  }
  const refs = new Map<string, DemoGroupRef>();
  for (const run of runs) {
    if (run.length < 2) continue;
    const first = path.resolve(pageDir, run[0]);
    const keys = run.map((file) => posixRelative(path.dirname(first), path.resolve(pageDir, file)));
    const query = demoGroupQuery(keys);
    run.forEach((file, index) => {
      const from = path.dirname(path.resolve(pageDir, file));
      refs.set(file, { request: posixRelative(from, first) + query, key: keys[index] });
    });
  }
  return refs;
}

/** Options of the plugin; `groupSize` defaults to DEMO_GROUP_SIZE in a production build and 1 otherwise. */
export interface RemarkDemosOptions {
  groupSize?: number;
}

/** The plugin itself, for `remarkPlugins` (docs, pages). */
export default function remarkDemos(options: RemarkDemosOptions = {}) {
  return (tree: Root, file: VFileLike) => {
    const filePath = file.path ?? file.history?.[file.history.length - 1];
    if (!filePath) return;
    const pageDir = path.dirname(filePath);
    const imports: MdxjsEsm[] = [];
    const seen = new Map<string, string>();
    // `npm start` keeps a chunk per demo: groups save bytes only where pages are shipped.
    const groupSize = options.groupSize ?? (process.env.NODE_ENV === 'production' ? DEMO_GROUP_SIZE : 1);

    const found: Array<{
      node: MdxJsxFlowElement | MdxJsxTextElement;
      name: string;
      resolved: ResolvedDemo;
    }> = [];
    const visit = (parent: Parent) => {
      for (const child of parent.children as RootContent[]) {
        if (isDemoElement(child)) {
          const line = child.position?.start.line ?? 0;
          const where = `${path.relative(process.cwd(), filePath)}:${line}`;
          const problems = validateDemoProps(child);
          if (problems.length > 0) throw new Error(`<Demo> at ${where}: ${problems.join(' ')}`);
          const name = literalValue(attribute(child, 'name')) as string;
          try {
            found.push({ node: child, name, resolved: resolveDemo(pageDir, name) });
          } catch (error) {
            throw new Error(`<Demo> at ${where}: ${(error as Error).message}`, { cause: error });
          }
        } else if ('children' in child && Array.isArray(child.children)) {
          visit(child as Parent);
        }
      }
    };
    visit(tree);

    // Only the default styling variant is grouped: the others load when a reader switches to them.
    const systemFiles = [...new Set(found.map(({ resolved }) => resolved.files.system as string))];
    const groups =
      groupSize > 1
        ? groupDemoFiles(
            pageDir,
            systemFiles,
            (relative) => muiXPackagesOf(fs.readFileSync(path.resolve(pageDir, relative), 'utf8')),
            groupSize,
          )
        : new Map<string, DemoGroupRef>();

    for (const { node: child, name, resolved } of found) {
      const properties: Property[] = [];
      for (const [styling, relative] of Object.entries(resolved.files)) {
        const group = styling === 'system' ? groups.get(relative) : undefined;
        const request = `${relative}${group ? demoQueryWithGroup(group) : '?demo'}`;
        let local = seen.get(request);
        if (!local) {
          local = `__demo_${name}_${styling}_${seen.size}`;
          seen.set(request, local);
          imports.push(importNode(local, request));
        }
        properties.push({
          type: 'Property',
          kind: 'init',
          method: false,
          shorthand: false,
          computed: false,
          key: { type: 'Identifier', name: styling },
          value: { type: 'Identifier', name: local },
        });
      }
      const source = `{${properties.map((p) => `${(p.key as { name: string }).name}: ${(p.value as { name: string }).name}`).join(', ')}}`;
      child.attributes = child.attributes.filter(
        (a) => !(a.type === 'mdxJsxAttribute' && a.name === 'variants'),
      );
      child.attributes.push(
        expressionAttribute('variants', { type: 'ObjectExpression', properties }, source),
      );
    }
    pairVariantFences(
      tree,
      (node) => `${path.relative(process.cwd(), filePath)}:${node.position?.start.line ?? 0}`,
    );
    if (imports.length > 0) tree.children.unshift(...imports);
  };
}
