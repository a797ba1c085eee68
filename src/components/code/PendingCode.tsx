/**
 * A fence's lines while its code block's chunk loads, on a page rendered on the client before the chunk
 * arrived (./DeferredCodeBlock.tsx): each line a block, as the highlighted block lays them out, so the page
 * reads the same before and after.
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
