/**
 * /x/playground/: a bare scratch page for trying components. It does not use @theme/Layout, so it has no
 * navbar, sidebar, footer or ads; the site's providers (theme, docs settings, language) still wrap it
 * through Root. It is kept out of the sitemap and search engines: it is a tool, not documentation.
 */
import * as React from 'react';
import Head from '@docusaurus/Head';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from '@docusaurus/Link';
import { useTranslate } from '@site/src/i18n/UserLanguageProvider';
import PlaygroundDemo from '@site/src/components/specialRoutes/PlaygroundDemo';

export default function PlaygroundPage() {
  const t = useTranslate();
  return (
    <Box
      component="main"
      sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 4 }, py: 4 }}
      data-testid="playground"
    >
      <Head>
        <title>{`${t('playground.title')} | MUI X`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography variant="h1" component="h1">
          {t('playground.title')}
        </Typography>
        <Button component={Link} to="/introduction/" size="small">
          {t('playground.backToDocs')}
        </Button>
      </Stack>
      <Typography sx={{ color: 'text.secondary', mb: 4, maxWidth: 720 }}>{t('playground.intro')}</Typography>
      {/* The grid and chart measure the window; rendering them only in the browser keeps hydration exact. */}
      <BrowserOnly fallback={<Box sx={{ height: 520 }} aria-busy="true" />}>
        {() => <PlaygroundDemo />}
      </BrowserOnly>
    </Box>
  );
}
