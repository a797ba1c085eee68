/**
 * Imports the site's heavier writer components into the pages that use them (README "Architecture"), instead
 * of registering them with the global MDX components: a global component is bundled with the doc page
 * layout that every page loads, so a text page would download the demo frame, the live editor's error
 * types and the API tables it never shows. Runs after the demos and api-links plugins, which create or fill
 * some of these elements (`<CodeVariantPair>` is built from fences by the demos plugin). A page with fences
 * also imports the code block's registration (src/components/code/codeBlockRegistry.ts), for the same reason.
 */
import type { Root, RootContent, Parent } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { Program } from 'estree';

/** Element name → the module whose default export renders it. */
export const WRITER_COMPONENT_MODULES = {
  Demo: '@site/src/components/demos/Demo',
  CodeVariantPair: '@site/src/components/code/DeferredCodeVariantPair',
  PropTable: '@site/src/components/mdx/PropTable',
  KeyboardTable: '@site/src/components/mdx/KeyboardTable',
} as const;

type WriterComponent = keyof typeof WRITER_COMPONENT_MODULES;

const isWriterComponent = (name: string | null | undefined): name is WriterComponent =>
  typeof name === 'string' && Object.hasOwn(WRITER_COMPONENT_MODULES, name);

/** `import <localName> from "<source>";` as an MDX ESM node with its estree. */
export function importNode(localName: string, source: string): MdxjsEsm {
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: localName } }],
        source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
        attributes: [],
      },
    ],
  };
  return {
    type: 'mdxjsEsm',
    value: `import ${localName} from ${JSON.stringify(source)};`,
    data: { estree: program },
  };
}

/** The writer components a tree uses, in the order first met. */
export function usedWriterComponents(tree: Root): WriterComponent[] {
  const used = new Set<WriterComponent>();
  const visit = (parent: Parent) => {
    for (const child of parent.children as RootContent[]) {
      if (
        (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') &&
        isWriterComponent(child.name)
      ) {
        used.add(child.name);
      }
      if ('children' in child && Array.isArray(child.children)) visit(child as Parent);
    }
  };
  visit(tree);
  return [...used];
}

/** The module a page with fenced code imports for its effect: it registers the code block fences render with. */
export const CODE_BLOCK_REGISTRATION = '@site/src/components/code/registerCodeBlock';

/** `import "<source>";` (for its effect only) as an MDX ESM node with its estree. */
export function sideEffectImportNode(source: string): MdxjsEsm {
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [],
        source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
        attributes: [],
      },
    ],
  };
  return { type: 'mdxjsEsm', value: `import ${JSON.stringify(source)};`, data: { estree: program } };
}

/** Does the tree hold a fence (a `code` node, at any depth)? */
export function hasFencedCode(parent: Parent): boolean {
  return (parent.children as RootContent[]).some(
    (child) =>
      child.type === 'code' ||
      ('children' in child && Array.isArray(child.children) && hasFencedCode(child as Parent)),
  );
}

/** Names the page itself imports or declares: those win, and are not imported again. */
function namesDeclaredByPage(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type === 'ImportDeclaration') {
        for (const specifier of statement.specifiers) names.add(specifier.local.name);
      } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
        const declaration = statement.declaration;
        if (declaration.type === 'VariableDeclaration') {
          for (const item of declaration.declarations)
            if (item.id.type === 'Identifier') names.add(item.id.name);
        } else if (declaration.id) names.add(declaration.id.name);
      }
    }
  }
  return names;
}

/** The plugin, for `remarkPlugins` (docs, pages), listed after the demos and api-links plugins. */
export default function remarkWriterComponents() {
  return (tree: Root) => {
    const declared = namesDeclaredByPage(tree);
    const imports = usedWriterComponents(tree)
      .filter((name) => !declared.has(name))
      .map((name) => importNode(name, WRITER_COMPONENT_MODULES[name]));
    // Fences render through the global MDX mapping, which must not bundle the code block (and Prism) with
    // the layout of every page: the pages that have fences register it (src/components/code/codeBlockRegistry.ts).
    if (hasFencedCode(tree)) imports.unshift(sideEffectImportNode(CODE_BLOCK_REGISTRATION));
    tree.children.unshift(...imports);
  };
}
