import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { departments } from './departments';

export default function ApiSetExpansion() {
  const apiRef = useRichTreeViewApiRef();
  const setSales = (event: React.SyntheticEvent, shouldBeExpanded: boolean) =>
    apiRef.current?.setItemExpansion({ event, itemId: 'sales', shouldBeExpanded });
  return (
    <Box sx={{ height: 250, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={(event) => setSales(event, true)}>
          Open Sales
        </Button>
        <Button size="small" onClick={(event) => setSales(event, false)}>
          Close Sales
        </Button>
      </Stack>
      <RichTreeView apiRef={apiRef} items={departments} />
    </Box>
  );
}
