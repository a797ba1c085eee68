import * as React from 'react';

/** The text of a code block's children: MDX passes a string, JSX authors may pass nested strings or elements. */
export function childrenToText(children: React.ReactNode): string {
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children)) return children.map(childrenToText).join('');
  if (React.isValidElement<{ children?: React.ReactNode }>(children))
    return childrenToText(children.props.children);
  return '';
}
