import * as React from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

interface AnchorHeadingProps {
  as: 'h2' | 'h3';
  id: string;
  /** Accessible name of the link: "Link to <label>". */
  label: string;
  children: React.ReactNode;
}

/**
 * A heading that owns an anchor: the id is registered with Docusaurus's broken-anchor check (so links to
 * it are verified at build time), it carries the `anchor` class the table of contents highlights, and a
 * link points at the row's URL. Search indexers treat each such heading as a sub-result.
 *
 * Pages render hundreds of these (the DataGrid page ~450), so each is two plain elements: the heading and
 * its link, whose mark is drawn by CSS (ApiPageRoot, `.api-anchor-link::before`) rather than by an SVG per
 * row. The link is a plain in-page anchor (what Docusaurus's Link renders for `#…` too, after its hooks),
 * so the browser keeps the page's query string (the props filter, src/api/filter.ts) when it is followed.
 */
export default function AnchorHeading({ as: Tag, id, label, children }: AnchorHeadingProps) {
  const brokenLinks = useBrokenLinks();
  brokenLinks.collectAnchor(id);
  // The link too, as Docusaurus's Link would: the build checks it against the anchors.
  brokenLinks.collectLink(`#${id}`);
  return (
    <Tag id={id} className="anchor api-anchor">
      {children}
      <a
        href={`#${id}`}
        className="api-anchor-link"
        aria-label={`Link to ${label}`}
        title={`Link to ${label}`}
      />
    </Tag>
  );
}
