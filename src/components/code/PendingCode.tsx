/**
 * A block's lines while the code block's chunk loads, on a page rendered on the client before the chunk
 * arrived (a fence, ./DeferredCodeBlock.tsx; an API page's import snippet, src/components/api/ApiPageParts.tsx):
 * each line a block, as the highlighted block lays them out, so the page reads the same (its text has no line
 * breaks between lines) before the chunk arrives as after.
 */
import * as React from 'react';

export default function PendingCode({ code, className }: { code: string; className?: string }) {
  return (
    <pre className={className} tabIndex={0}>
      <code>
        {code.split('\n').map((line, index) => (
          <span key={index} className="token-line" style={{ display: 'block' }}>
            {line}
          </span>
        ))}
      </code>
    </pre>
  );
}
