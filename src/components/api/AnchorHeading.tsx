import * as React from 'react';
import LinkIcon from '@mui/icons-material/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

const ICON_ID = 'api-anchor-icon';

/**
 * The link icon, drawn once per page (ApiPageRoot renders this) and reused by every heading through
 * `<use>`: an MUI SvgIcon per row meant hundreds of styled components to render and hydrate.
 */
export function AnchorIconSymbol() {
  return (
    <svg aria-hidden focusable="false" width="0" height="0" style={{ position: 'absolute' }}>
      <symbol id={ICON_ID} viewBox="0 0 24 24">
        <LinkIcon />
      </symbol>
    </svg>
  );
}

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
 * Plain elements styled by the page root (ApiPageRoot): pages render hundreds of these. The link is a plain
 * in-page anchor (what Docusaurus's Link renders for `#…` too, after its hooks).
 */
export default function AnchorHeading({ as: Tag, id, label, children }: AnchorHeadingProps) {
  const brokenLinks = useBrokenLinks();
  brokenLinks.collectAnchor(id);
  // The icon's link too, as Docusaurus's Link would: the build checks it against the anchors.
  brokenLinks.collectLink(`#${id}`);
  return (
    <Tag id={id} className="anchor api-anchor">
      {children}
      <a
        href={`#${id}`}
        className="api-anchor-link"
        aria-label={`Link to ${label}`}
        title={`Link to ${label}`}
      >
        <svg className="api-anchor-icon" aria-hidden focusable="false">
          <use href={`#${ICON_ID}`} />
        </svg>
      </a>
    </Tag>
  );
}
