/**
 * Swizzled MDXComponents/Code (ejected, marked safe). Inline code renders as theme-classic renders it; a fence
 * renders with the code block its page registered (src/components/code/codeBlockRegistry.ts), so this
 * mapping, which every page loads, does not pull Prism in. A fence on a page that registered none (a page
 * outside the docs plugins' remark pipeline) still shows its text, unhighlighted.
 */
import * as React from 'react';
import CodeInline from '@theme/CodeInline';
import type { Props } from '@theme/MDXComponents/Code';
import { registeredCodeBlock } from '@site/src/components/code/codeBlockRegistry';

/** MDX passes fences as `<code>` too: one line of plain text means inline code (an empty fence has no children). */
export function isInlineCode(children: React.ReactNode): boolean {
  return (
    children !== undefined &&
    React.Children.toArray(children).every((child) => typeof child === 'string' && !child.includes('\n'))
  );
}

export default function MDXCode(props: Props) {
  if (isInlineCode(props.children)) return <CodeInline {...props} />;
  const codeBlock = registeredCodeBlock();
  // The registered component is module state set before the page renders, not a component made here.
  if (codeBlock) return React.createElement(codeBlock, { ...props, children: props.children ?? '' });
  return (
    <pre>
      <code className={props.className}>{props.children}</code>
    </pre>
  );
}
