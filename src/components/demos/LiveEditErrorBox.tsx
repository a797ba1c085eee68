/**
 * The box under an edited demo that explains why the latest edit is not shown (syntax, import, render
 * error). A polite live region, present from the moment the editor opens so screen readers announce new
 * errors without interrupting typing.
 */
import * as React from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { FormattedLiveEditError } from '@site/src/demos/liveEdit/errors';

export default function LiveEditErrorBox({
  name,
  error,
}: {
  name: string;
  error: FormattedLiveEditError | null;
}) {
  return (
    <Box role="status" aria-live="polite" data-live-edit-status={name}>
      {error && (
        <Alert
          severity="error"
          variant="outlined"
          data-live-edit-error={error.kind}
          sx={{ borderRadius: 0, borderTop: 0, '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}
        >
          <AlertTitle>
            {error.title}
            {error.location && ` (line ${error.location.line}, column ${error.location.column})`}
          </AlertTitle>
          <Box component="p" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {error.message}
          </Box>
          {error.frame && (
            <Box
              component="pre"
              sx={{
                m: 0,
                mt: 1,
                p: 1,
                overflowX: 'auto',
                fontFamily: 'var(--ifm-font-family-monospace)',
                fontSize: '0.75rem',
                lineHeight: 1.5,
                borderRadius: 1,
                bgcolor: 'action.hover',
                color: 'text.primary',
              }}
            >
              {error.frame}
            </Box>
          )}
          <Box component="p" sx={{ m: 0, mt: 1, color: 'text.secondary', fontSize: '0.8125rem' }}>
            The demo shows the last version that worked. Fix the code, or use Reset demo to go back to the
            original.
          </Box>
        </Alert>
      )}
    </Box>
  );
}
