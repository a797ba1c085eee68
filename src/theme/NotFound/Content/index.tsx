/**
 * Swizzled NotFound/Content (ejected, safe): an MUI 404 message with ways back into the docs. A missing
 * /x/blog/… path is not an error: the blog lives on its own host, so the reader is forwarded there. Nor is
 * a language prefix after the base URL (`/x/zh/…`, `/x/pt/…`): the reader lands on the same page in
 * English (see the maintainers/versions-and-translations.md, "Special routes").
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from '@docusaurus/Link';
import { Redirect, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { PRODUCTS } from '@site/src/products';
import { blogRedirectTarget, languagePrefixRedirectTarget } from '@site/src/specialRoutes';
import BlogRedirect from '@site/src/components/specialRoutes/BlogRedirect';

export default function NotFoundContent({ className }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  // 404.html is rendered once for every missing path, so the forward is decided after hydration.
  const isBrowser = useIsBrowser();
  const blogTarget = isBrowser ? blogRedirectTarget(`${pathname}${search}${hash}`) : null;
  if (blogTarget) return <BlogRedirect target={blogTarget} />;
  const languageTarget = isBrowser ? languagePrefixRedirectTarget(`${pathname}${search}${hash}`) : null;
  // Replaces the history entry, so Back skips the dead URL; the target has no prefix and cannot redirect.
  if (languageTarget) return <Redirect to={languageTarget} />;
  return (
    <Box
      component="main"
      className={className}
      sx={{ maxWidth: 720, mx: 'auto', px: 3, py: { xs: 6, md: 10 } }}
    >
      <Typography variant="overline" sx={{ color: 'text.secondary' }}>
        Error 404
      </Typography>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        This page doesn't exist
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        The link may be out of date, or the page may have moved when the docs were reorganised. Pick a product
        below, or start from the overview.
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button component={Link} to="/introduction/" variant="contained">
          MUI X overview
        </Button>
        {PRODUCTS.map((product) => (
          <Button key={product.id} component={Link} to={product.basePath} variant="outlined">
            {product.name}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
