import * as React from 'react';
import Link from '@docusaurus/Link';

export interface ApiLinkProps {
  /**
   * `member` (a prop of one of the page's front-matter `components:`), `Owner.member` (a prop of any
   * component, or a member of an interface page), `Owner.slots.name` or `Owner.classes.key`.
   */
  name: string;
  /** Text shown instead of the member name. */
  label?: string;
  /** Filled in at build time by the api-links remark plugin: the API row's site URL. */
  href?: string;
}

/**
 * Inline code linking to an API row (see maintainers/writing.md, "Naming a prop, a slot or a class"). The remark plugin resolves `name`
 * against the generated API data and fails the build when it does not exist.
 */
export default function ApiLink({ name, label, href }: ApiLinkProps) {
  const text = label ?? name.split('.').pop();
  const code = <code>{text}</code>;
  return href ? <Link to={href}>{code}</Link> : code;
}
