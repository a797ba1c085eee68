import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const documents: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'contracts',
    label: 'Contracts',
    children: [
      { id: 'contracts/acme.pdf', label: 'acme.pdf' },
      { id: 'contracts/globex.pdf', label: 'globex.pdf' },
    ],
  },
  {
    id: 'reports',
    label: 'Reports',
    children: [
      { id: 'reports/q1.xlsx', label: 'q1.xlsx' },
      { id: 'reports/q2.xlsx', label: 'q2.xlsx' },
    ],
  },
];

export default function FilesOnlySelectionTree() {
  const [selected, setSelected] = React.useState<string | null>(null);
  return (
    <Box sx={{ height: 280, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Open: {selected ?? 'no file'}
      </Typography>
      <RichTreeView
        items={documents}
        defaultExpandedItems={['contracts', 'reports']}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        // Folders expand but are never selected: only files can be opened.
        isItemSelectionDisabled={(item) => item.children !== undefined}
      />
    </Box>
  );
}
