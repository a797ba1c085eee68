import * as React from 'react';
import Box from '@mui/material/Box';

/** Markdown tables: scroll inside their own box on narrow screens instead of widening the page. */
export default function MdxTable(props: React.ComponentProps<'table'>) {
  return (
    <Box
      className="mdx-table"
      sx={(theme) => ({
        overflowX: 'auto',
        mb: 3,
        border: 1,
        borderColor: 'divider',
        borderRadius: `${theme.docs.borderRadius}px`,
        '& table': { display: 'table', width: '100%', borderCollapse: 'collapse', m: 0, border: 0 },
        '& th, & td': {
          border: 0,
          borderBottom: 1,
          borderColor: 'divider',
          px: 2,
          py: 1.25,
          textAlign: 'left',
          verticalAlign: 'top',
        },
        '& tr:last-of-type td': { borderBottom: 0 },
        '& thead tr': { bgcolor: 'action.hover' },
        '& tbody tr': { bgcolor: 'transparent' },
        '& th': { fontWeight: 600, fontSize: '0.8125rem' },
        '& td': { fontSize: '0.875rem' },
      })}
    >
      <table {...props} />
    </Box>
  );
}
