/**
 * The code block fences render with (registered by ./registerCodeBlock.ts). A page hydrates with each block's
 * server HTML kept as it is: the block's code (its MUI parts, copy button and highlighter, 5.8 KB gzip) is
 * requested once the page has hydrated, and the live block then replaces the identical kept HTML, reusing its
 * tokens (src/components/lazy/HydrateLater.tsx, maintainers/performance.md "What keeps pages light").
 */
import * as React from 'react';
import type { Props } from '@theme/CodeBlock';
import HydrateLater from '@site/src/components/lazy/HydrateLater';
import { childrenToText } from '@site/src/code/childrenText';
import { codeParts } from './codeParts';
import PendingCode from './PendingCode';

export default function DeferredCodeBlock(props: Props) {
  const code = childrenToText(props.children).replace(/\n$/, '');
  return (
    <HydrateLater
      module={codeParts}
      // theme-classic's Tabs remount their panels right after hydration: a block mounted again shows the
      // HTML its kept twin showed until the chunk is here.
      remember={`block|${props.language ?? ''}|${props.className ?? ''}|${props.metastring ?? ''}|${String(props.title ?? '')}|${code}`}
      render={(parts, kept) => {
        parts.rememberServerBlocks(kept);
        return <parts.CodeBlock {...props} />;
      }}
      fallback={<PendingCode code={code} className={props.className} />}
    />
  );
}
