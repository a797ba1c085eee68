import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import MuiLink from '@mui/material/Link';
import Head from '@docusaurus/Head';
import { useTranslate } from '@site/src/i18n/UserLanguageProvider';

/**
 * Sends the reader to the blog's own host. The meta refresh works without JavaScript; the script-side
 * `location.replace` keeps this stop out of the history; the link is there if both are blocked.
 */
export default function BlogRedirect({ target }: { target: string }) {
  const t = useTranslate();
  React.useEffect(() => {
    window.location.replace(target);
  }, [target]);
  return (
    <Box component="main" sx={{ maxWidth: 720, mx: 'auto', px: 3, py: { xs: 6, md: 10 } }}>
      <Head>
        <meta httpEquiv="refresh" content={`0; url=${target}`} />
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={target} />
      </Head>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {t('blogRedirect.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('blogRedirect.body')}</Typography>
      <MuiLink href={target} data-testid="blog-redirect-link">
        {t('blogRedirect.link', { url: target })}
      </MuiLink>
    </Box>
  );
}
