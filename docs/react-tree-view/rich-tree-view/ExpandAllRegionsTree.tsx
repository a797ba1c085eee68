import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const regions: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      {
        id: 'france',
        label: 'France',
        children: [
          { id: 'paris', label: 'Paris warehouse' },
          { id: 'lyon', label: 'Lyon warehouse' },
        ],
      },
      {
        id: 'germany',
        label: 'Germany',
        children: [{ id: 'berlin', label: 'Berlin hub' }],
      },
    ],
  },
  {
    id: 'americas',
    label: 'Americas',
    children: [
      {
        id: 'canada',
        label: 'Canada',
        children: [{ id: 'toronto', label: 'Toronto hub' }],
      },
      {
        id: 'brazil',
        label: 'Brazil',
        children: [{ id: 'recife', label: 'Recife port' }],
      },
    ],
  },
];

/** Every id that has children, depth first: what "Expand all" needs. */
function parentIds(items: TreeViewDefaultItemModelProperties[]): string[] {
  return items.flatMap((item) =>
    item.children ? [item.id, ...parentIds(item.children)] : [],
  );
}

export default function ExpandAllRegionsTree() {
  const [expanded, setExpanded] = React.useState<string[]>(['europe']);
  return (
    <Stack spacing={1} sx={{ height: 400 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => setExpanded(parentIds(regions))}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ flexGrow: 1, overflowY: 'auto' }}>
        <RichTreeView
          items={regions}
          expandedItems={expanded}
          onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
        />
      </Box>
    </Stack>
  );
}
