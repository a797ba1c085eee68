/**
 * /x/production-error/: turns a minified docs error (`?code=N&args[]=…`) back into its full message. The
 * table of messages, static/error-codes.json, is fetched at runtime so the page always reads the table of
 * the build it belongs to. Arguments come from the URL and are shown as text, never as HTML.
 */
import * as React from 'react';
import Layout from '@theme/Layout';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { GITHUB_REPO_URL } from '@site/src/constants';
import { useTranslate } from '@site/src/i18n/UserLanguageProvider';
import { parseErrorCodeTable, parseErrorQuery, splitErrorMessage } from '@site/src/errors/format';

type TableState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; table: Record<string, string> };

function useErrorCodeTable(url: string): TableState {
  const [state, setState] = React.useState<TableState>({ status: 'loading' });
  React.useEffect(() => {
    let active = true;
    fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json();
      })
      .then((data: unknown) => {
        const table = parseErrorCodeTable(data);
        if (active) setState(table ? { status: 'ready', table } : { status: 'failed' });
      })
      .catch(() => {
        if (active) setState({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [url]);
  return state;
}

function DecodedMessage({ template, args }: { template: string; args: string[] }) {
  return (
    <Box
      component="p"
      data-testid="production-error-message"
      sx={(theme) => ({
        m: 0,
        p: 2,
        borderRadius: `${theme.docs.borderRadius}px`,
        border: 1,
        borderColor: 'error.main',
        color: 'error.main',
        bgcolor: theme.vars ? `rgba(${theme.vars.palette.error.mainChannel} / 0.06)` : 'transparent',
        fontFamily: 'monospace',
        fontSize: '0.875rem',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
      })}
    >
      {splitErrorMessage(template, args).map((part, index) =>
        part.kind === 'text' ? (
          <React.Fragment key={index}>{part.text}</React.Fragment>
        ) : (
          <Box
            key={index}
            component="code"
            data-argument={part.missing ? 'missing' : 'given'}
            sx={{ fontWeight: 700, fontStyle: part.missing ? 'italic' : 'normal' }}
          >
            {part.text}
          </Box>
        ),
      )}
    </Box>
  );
}

function Decoder() {
  const t = useTranslate();
  const { search } = useLocation();
  const state = useErrorCodeTable(useBaseUrl('/error-codes.json'));
  if (state.status === 'loading') {
    return (
      <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={18} />
        <Typography>{t('productionError.loading')}</Typography>
      </Stack>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert severity="error" data-testid="production-error-state" data-state="failed">
        {t('productionError.loadFailed')}{' '}
        <MuiLink href={`${GITHUB_REPO_URL}/issues/new`}>{t('productionError.reportIssue')}</MuiLink>
      </Alert>
    );
  }
  const { code, args } = parseErrorQuery(search);
  if (code === null) {
    return (
      <Alert severity="info" data-testid="production-error-state" data-state="no-code">
        {t('productionError.noCode')}
      </Alert>
    );
  }
  const template = state.table[code];
  if (template === undefined) {
    return (
      <Alert severity="warning" data-testid="production-error-state" data-state="unknown-code">
        {t('productionError.unknownCode', { code })}
      </Alert>
    );
  }
  return (
    <Box data-testid="production-error-state" data-state="decoded">
      <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        {t('productionError.messageHeading', { code })}
      </Typography>
      <DecodedMessage template={template} args={args} />
    </Box>
  );
}

export default function ProductionErrorPage() {
  const t = useTranslate();
  const title = t('productionError.title');
  return (
    <Layout title={title} description={t('productionError.intro')}>
      <Box component="main" sx={{ maxWidth: 760, mx: 'auto', px: 3, py: { xs: 5, md: 8 } }}>
        <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 4 }}>{t('productionError.intro')}</Typography>
        <Decoder />
      </Box>
    </Layout>
  );
}
