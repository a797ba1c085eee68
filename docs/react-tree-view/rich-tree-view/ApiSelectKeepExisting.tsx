import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { allDepartmentIds, departments } from './departments';

export default function ApiSelectKeepExisting() {
  const apiRef = useRichTreeViewApiRef();
  const [selected, setSelected] = React.useState<string[]>(['frontend']);
  const add = (event: React.SyntheticEvent, itemId: string) =>
    apiRef.current?.setItemSelection({
      event,
      itemId,
      shouldBeSelected: true,
      keepExistingSelection: true,
    });
  return (
    <Box sx={{ height: 310, minWidth: 260, overflow: 'auto' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={(event) => add(event, 'mobile')}>
          Add Mobile
        </Button>
        <Button size="small" onClick={(event) => add(event, 'americas')}>
          Add Americas
        </Button>
      </Stack>
      <RichTreeView
        multiSelect
        apiRef={apiRef}
        items={departments}
        defaultExpandedItems={allDepartmentIds}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
      />
    </Box>
  );
}
