/**
 * The component fenced code renders with. The global MDX mapping (`src/theme/MDXComponents/Code.tsx`) must
 * not import the code block itself: it would bundle Prism and the block's MUI parts with the doc layout every
 * page loads. A page with fenced code imports `registerCodeBlock` instead (plugins/writer-components adds the
 * import), which hands the code block over here before the page renders. maintainers/performance.md, "What keeps pages light".
 */
import type { ComponentType } from 'react';
import type { Props as CodeBlockProps } from '@theme/CodeBlock';

let registered: ComponentType<CodeBlockProps> | null = null;

export function provideCodeBlock(component: ComponentType<CodeBlockProps>): void {
  registered = component;
}

/** The registered code block, or null on a page that imported none. */
export function registeredCodeBlock(): ComponentType<CodeBlockProps> | null {
  return registered;
}
