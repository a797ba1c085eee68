/**
 * Swizzled DocBreadcrumbs (ejected from theme-classic 3.10.2, unsafe). CUSTOM: MUI Breadcrumbs instead of
 * Infima's; the structured data for search engines is kept; the trail also ends on pages that are sidebar
 * links rather than docs (the API reference: src/components/sidebar/breadcrumbs.ts).
 */
import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { ThemeClassNames } from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import DocBreadcrumbsStructuredData from '@theme/DocBreadcrumbs/StructuredData';
import { useBreadcrumbs } from '@site/src/components/sidebar/breadcrumbs';

export default function DocBreadcrumbs() {
  const breadcrumbs = useBreadcrumbs();
  if (!breadcrumbs || breadcrumbs.length === 0) {
    return null;
  }
  return (
    <>
      <DocBreadcrumbsStructuredData breadcrumbs={breadcrumbs} />
      <Breadcrumbs
        aria-label="Breadcrumbs"
        separator={<NavigateNext fontSize="small" />}
        className={ThemeClassNames.docs.docBreadcrumbs}
        sx={{ mb: 1.5, fontSize: '0.8125rem', '& .MuiBreadcrumbs-separator': { mx: 0.25 } }}
      >
        {breadcrumbs.map((item, index) => {
          const isLast = index === breadcrumbs.length - 1;
          const href = item.type === 'category' && item.linkUnlisted ? undefined : item.href;
          if (isLast || !href) {
            return (
              <Typography
                key={index}
                component="span"
                sx={{
                  fontSize: 'inherit',
                  color: isLast ? 'text.primary' : 'text.secondary',
                  fontWeight: isLast ? 500 : 400,
                }}
              >
                {item.label}
              </Typography>
            );
          }
          return (
            <Link key={index} to={href}>
              {item.label}
            </Link>
          );
        })}
      </Breadcrumbs>
    </>
  );
}
