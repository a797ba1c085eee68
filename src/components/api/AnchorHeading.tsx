import * as React from 'react';
import Box from '@mui/material/Box';
import LinkIcon from '@mui/icons-material/Link';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

interface AnchorHeadingProps {
  as: 'h2' | 'h3';
  id: string;
  /** Accessible name of the link icon: "Link to <label>". */
  label: string;
  children: React.ReactNode;
  className?: string;
}

/**
 * A heading that owns an anchor: the id is registered with Docusaurus's broken-anchor check (so links to
 * it are verified at build time), it carries the `anchor` class the table of contents highlights, and a
 * link icon copies/opens the row's URL. Search indexers treat each such heading as a sub-result.
 */
export default function AnchorHeading({ as, id, label, children, className }: AnchorHeadingProps) {
  useBrokenLinks().collectAnchor(id);
  return (
    <Box
      component={as}
      id={id}
      className={['anchor', 'api-anchor', className].filter(Boolean).join(' ')}
      sx={{
        scrollMarginTop: 'calc(var(--ifm-navbar-height) + 16px)',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 0.75,
        rowGap: 0.25,
        minWidth: 0,
        '&:hover .api-anchor-link, & .api-anchor-link:focus-visible, &:target .api-anchor-link': { opacity: 1 },
      }}
    >
      {children}
      <Box
        component={Link}
        to={`#${id}`}
        className="api-anchor-link"
        aria-label={`Link to ${label}`}
        title={`Link to ${label}`}
        sx={{
          display: 'inline-flex',
          opacity: { xs: 0.6, md: 0 },
          color: 'text.secondary',
          borderRadius: 1,
          '&:hover': { color: 'primary.main' },
          '& svg': { fontSize: '1.05rem' },
        }}
      >
        <LinkIcon aria-hidden />
      </Box>
    </Box>
  );
}
