import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import { Redirect, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useTranslate } from '@site/src/i18n/UserLanguageProvider';

/**
 * The page left at the old path of a moved page (plugins/moved-pages). Loaded from the server, its meta
 * refresh forwards at once (without the query and hash); when the page is reached inside the app, or
 * hydrates first, it replaces the history entry with the new page, query and hash kept. The link is the
 * last resort. `target` comes from the checked table in src/data/movedPages.ts.
 */
export default function MovedPageRedirect({ target }: { target: string }) {
  const { search, hash } = useLocation();
  const isBrowser = useIsBrowser();
  const t = useTranslate();
  if (isBrowser) return <Redirect to={`${target}${search}${hash}`} />;
  return (
    <Layout title={t('movedPage.title')} noFooter>
      <Head>
        <meta httpEquiv="refresh" content={`0; url=${target}`} />
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={target} />
      </Head>
      <Box component="main" sx={{ maxWidth: 720, mx: 'auto', px: 3, py: { xs: 6, md: 10 } }}>
        <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
          {t('movedPage.title')}
        </Typography>
        <Link to={target} data-testid="moved-page-link">
          {t('movedPage.link', { url: target })}
        </Link>
      </Box>
    </Layout>
  );
}
