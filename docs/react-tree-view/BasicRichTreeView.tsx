import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const items: TreeViewBaseItem[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      { id: 'lisbon', label: 'Lisbon' },
      { id: 'vienna', label: 'Vienna' },
    ],
  },
  {
    id: 'asia',
    label: 'Asia',
    children: [
      { id: 'seoul', label: 'Seoul' },
      { id: 'hanoi', label: 'Hanoi' },
    ],
  },
  {
    id: 'oceania',
    label: 'Oceania',
    children: [{ id: 'wellington', label: 'Wellington' }],
  },
];

/** Items in, tree out: the selected item's id is mirrored below the tree. */
export default function BasicRichTreeView() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box
      sx={{ height: 300, minWidth: 250, display: 'flex', flexDirection: 'column' }}
    >
      <Typography variant="body2" sx={{ height: 28, color: 'text.secondary' }}>
        Selected: {selected ?? 'none'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <RichTreeView
          aria-label="Destinations"
          items={items}
          defaultExpandedItems={['europe']}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        />
      </Box>
    </Box>
  );
}
