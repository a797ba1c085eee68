/**
 * Makes a page's compiled MDX module take its own hot updates in `npm start` (README "While you write").
 * Docusaurus's MDX modules export `frontMatter`, `toc`, `metadata`… beside the component and the site has no
 * React Refresh, so an edit bubbled up to the client entry, which rendered the whole app again with new route
 * components: every page component re-mounted. This rewrites the output of `@docusaurus/mdx-loader` so that
 * the default export is a stable wrapper (`runtime.ts`) that re-renders only the article with the new content,
 * and the module accepts its update — unless what the page shows outside the article (front matter, title,
 * table of contents, metadata) changed, in which case it lets the update go up as before.
 */

const DEFAULT_EXPORT = 'export default function MDXContent(';
const METADATA_REEXPORT = /^export \{default as metadata\} from (['"][^'"\n]+['"]);?$/m;
const LOCAL_EXPORTS = /^export const (frontMatter|contentTitle|toc|assets)\b/gm;

/**
 * The rewritten module, or the input unchanged when it does not have the shape `@docusaurus/mdx-loader` emits
 * (then the page simply keeps the old reload behaviour).
 */
export function refreshableMdxModule(code: string, runtimePath: string): string {
  const at = code.indexOf(DEFAULT_EXPORT);
  if (at < 0 || code.indexOf(DEFAULT_EXPORT, at + 1) >= 0) return code;
  const locals = [...new Set([...code.matchAll(LOCAL_EXPORTS)].map((match) => match[1]))];
  const metadata = METADATA_REEXPORT.exec(code);
  const shown = [...locals, ...(metadata ? ['__mdxRefreshMetadata'] : [])];
  return [
    code.slice(0, at) + code.slice(at + 'export default '.length),
    `import { mdxRefresh as __mdxRefresh } from ${JSON.stringify(runtimePath)};`,
    ...(metadata ? [`import __mdxRefreshMetadata from ${metadata[1]};`] : []),
    `export default __mdxRefresh(import.meta.webpackHot, MDXContent, () => [${shown.join(', ')}]);`,
    '',
  ].join('\n');
}
