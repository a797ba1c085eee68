import * as React from 'react';
import LinkIcon from '@mui/icons-material/Link';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

interface AnchorHeadingProps {
  as: 'h2' | 'h3';
  id: string;
  /** Accessible name of the link icon: "Link to <label>". */
  label: string;
  children: React.ReactNode;
}

/**
 * A heading that owns an anchor: the id is registered with Docusaurus's broken-anchor check (so links to
 * it are verified at build time), it carries the `anchor` class the table of contents highlights, and a
 * link icon points at the row's URL. Search indexers treat each such heading as a sub-result.
 * Plain elements styled by the page root (ApiPageRoot): pages render hundreds of these.
 */
export default function AnchorHeading({ as: Tag, id, label, children }: AnchorHeadingProps) {
  useBrokenLinks().collectAnchor(id);
  return (
    <Tag id={id} className="anchor api-anchor">
      {children}
      <Link
        to={`#${id}`}
        className="api-anchor-link"
        aria-label={`Link to ${label}`}
        title={`Link to ${label}`}
      >
        <LinkIcon aria-hidden fontSize="inherit" />
      </Link>
    </Tag>
  );
}
