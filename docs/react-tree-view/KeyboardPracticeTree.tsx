import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const library: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'fiction',
    label: 'Fiction',
    children: [
      { id: 'fiction/novels', label: 'Novels' },
      { id: 'fiction/poetry', label: 'Poetry' },
    ],
  },
  {
    id: 'history',
    label: 'History',
    children: [
      { id: 'history/ancient', label: 'Ancient world' },
      { id: 'history/modern', label: 'Modern era' },
    ],
  },
  { id: 'science', label: 'Science' },
];

export default function KeyboardPracticeTree() {
  const [selected, setSelected] = React.useState<string[]>([]);
  return (
    <Box sx={{ height: 320, minWidth: 260 }}>
      <Typography variant="subtitle2" id="library-sections" component="h3">
        Library sections
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Selected: {selected.length ? selected.join(', ') : 'none'}
      </Typography>
      <RichTreeView
        aria-labelledby="library-sections"
        items={library}
        multiSelect
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
      />
    </Box>
  );
}
