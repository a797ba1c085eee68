import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import MuiLink from '@mui/material/Link';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useTranslate } from '@site/src/i18n/UserLanguageProvider';

/**
 * The old address of a guide page that moved (one file per old path in src/pages/, so the path stays a real
 * page for links and bookmarks). The meta refresh works without JavaScript; `location.replace` keeps the hash
 * and keeps this stop out of the history; the link is there if both are blocked.
 */
export default function MovedPageRedirect({ to }: { to: string }) {
  const t = useTranslate();
  const target = useBaseUrl(to);
  React.useEffect(() => {
    window.location.replace(`${target}${window.location.search}${window.location.hash}`);
  }, [target]);
  return (
    <Box component="main" sx={{ maxWidth: 720, mx: 'auto', px: 3, py: { xs: 6, md: 10 } }}>
      <Head>
        <meta httpEquiv="refresh" content={`0; url=${target}`} />
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={target} />
      </Head>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {t('movedPage.title')}
      </Typography>
      <MuiLink href={target} data-testid="moved-page-link">
        {t('movedPage.link', { url: target })}
      </MuiLink>
    </Box>
  );
}
