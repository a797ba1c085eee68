import * as React from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

/**
 * Headings that own an anchor: the id is registered with Docusaurus's broken-anchor check (so links to it
 * are verified at build time) and they carry the `anchor` class the table of contents highlights. Search
 * indexers treat each such heading as a sub-result.
 */

/** A section heading (h2), ending with a plain in-page link to itself. */
export default function AnchorHeading({
  id,
  label,
  children,
}: {
  id: string;
  /** Accessible name of the link: "Link to <label>". */
  label: string;
  children: React.ReactNode;
}) {
  const brokenLinks = useBrokenLinks();
  brokenLinks.collectAnchor(id);
  // The link too, as Docusaurus's Link would: the build checks it against the anchors.
  brokenLinks.collectLink(`#${id}`);
  return (
    <h2 id={id} className="anchor api-anchor">
      {children}
      <a
        href={`#${id}`}
        className="api-anchor-link"
        aria-label={`Link to ${label}`}
        title={`Link to ${label}`}
      />
    </h2>
  );
}

/**
 * A row heading (h3) has no link element of its own: pages render hundreds of rows (the DataGrid page
 * 454) and a link per row was a tenth of the page's elements. Its mark is drawn by CSS and a click on the
 * heading follows its anchor through one listener for the whole page (`useRowAnchorClicks`,
 * ApiPageRoot), which keeps the page's query string (the props filter, src/api/filter.ts).
 */
export function RowAnchorHeading({ id, children }: { id: string; children: React.ReactNode }) {
  useBrokenLinks().collectAnchor(id);
  return (
    <h3 id={id} className="anchor api-anchor api-row-anchor">
      {children}
    </h3>
  );
}
