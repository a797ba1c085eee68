import * as React from 'react';
import { useRowAnchorClicks } from './rowAnchorClicks';
import './apiPage.css';

/**
 * The root of every API page: the class its stylesheet (./apiPage.css) is scoped to, and the one listener
 * that makes row headings follow their anchors.
 */
export default function ApiPageRoot({ children, className, ...props }: React.ComponentProps<'div'>) {
  const ref = React.useRef<HTMLDivElement>(null);
  useRowAnchorClicks(ref);
  return (
    <div ref={ref} className={className ? `api-root ${className}` : 'api-root'} {...props}>
      {children}
    </div>
  );
}
