/**
 * The micromark/mdast packages the Markdown export parses and prints with (the ones Docusaurus's MDX
 * pipeline uses). They are ES modules only, so they are imported lazily, once.
 */
type FromMarkdown = typeof import('mdast-util-from-markdown').fromMarkdown;
type ToMarkdown = typeof import('mdast-util-to-markdown').toMarkdown;

export interface MarkdownTools {
  fromMarkdown: FromMarkdown;
  toMarkdown: ToMarkdown;
  /** MDX + GFM + directives + YAML front matter: how doc pages are parsed. */
  mdxParseExtensions: Parameters<FromMarkdown>[1];
  /** Plain GFM: how API descriptions (JSDoc Markdown) are parsed. */
  gfmParseExtensions: Parameters<FromMarkdown>[1];
  serializeExtensions: NonNullable<Parameters<ToMarkdown>[1]>['extensions'];
}

export const SERIALIZE_OPTIONS = { bullet: '-', fences: true, rule: '-' } as const;

let tools: Promise<MarkdownTools> | null = null;

export function loadMarkdownTools(): Promise<MarkdownTools> {
  tools ??= (async () => {
    const [fromMd, toMd, mdxjs, mdx, gfmSyntax, gfm, fmSyntax, fm, directiveSyntax, directive] =
      await Promise.all([
        import('mdast-util-from-markdown'),
        import('mdast-util-to-markdown'),
        import('micromark-extension-mdxjs'),
        import('mdast-util-mdx'),
        import('micromark-extension-gfm'),
        import('mdast-util-gfm'),
        import('micromark-extension-frontmatter'),
        import('mdast-util-frontmatter'),
        import('micromark-extension-directive'),
        import('mdast-util-directive'),
      ]);
    return {
      fromMarkdown: fromMd.fromMarkdown,
      toMarkdown: toMd.toMarkdown,
      mdxParseExtensions: {
        extensions: [
          mdxjs.mdxjs(),
          gfmSyntax.gfm(),
          fmSyntax.frontmatter(['yaml']),
          directiveSyntax.directive(),
        ],
        mdastExtensions: [
          mdx.mdxFromMarkdown(),
          gfm.gfmFromMarkdown(),
          fm.frontmatterFromMarkdown(['yaml']),
          directive.directiveFromMarkdown(),
        ],
      },
      gfmParseExtensions: { extensions: [gfmSyntax.gfm()], mdastExtensions: [gfm.gfmFromMarkdown()] },
      // Unpadded tables: API tables have long cells, and padding every row to the widest one tripled file sizes.
      serializeExtensions: [
        gfm.gfmToMarkdown({ tablePipeAlign: false }),
        directive.directiveToMarkdown(),
        mdx.mdxToMarkdown(),
      ],
    };
  })();
  return tools;
}
