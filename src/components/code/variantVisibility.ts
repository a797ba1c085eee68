/**
 * Shows the half of a TS/JS pair that matches `html[data-code-variant]` (set before first paint by the
 * code-variant plugin, then kept in step by DocsProvider). Its own module so that demo sources, which use
 * it, do not load CodeVariantPair's toggle buttons.
 */
export const variantVisibilityStyles = {
  '& [data-variant-only="JS"]': { display: 'none' },
  'html[data-code-variant="JS"] & [data-variant-only="JS"]': { display: 'block' },
  'html[data-code-variant="JS"] & [data-variant-only="TS"]': { display: 'none' },
} as const;
