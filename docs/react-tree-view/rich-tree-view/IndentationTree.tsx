import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const taxonomy: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'animals',
    label: 'Animals',
    children: [
      {
        id: 'mammals',
        label: 'Mammals',
        children: [
          { id: 'whales', label: 'Whales' },
          { id: 'bats', label: 'Bats' },
        ],
      },
      { id: 'birds', label: 'Birds' },
    ],
  },
];

export default function IndentationTree() {
  const [indent, setIndent] = React.useState(12);
  return (
    <Box sx={{ height: 260, minWidth: 260 }}>
      <Typography variant="body2" id="indent-label">
        Indentation: {indent}px
      </Typography>
      <Slider
        value={indent}
        min={0}
        max={48}
        step={4}
        onChange={(_event, value) => setIndent(value as number)}
        aria-labelledby="indent-label"
        sx={{ maxWidth: 240 }}
      />
      <RichTreeView
        items={taxonomy}
        defaultExpandedItems={['animals', 'mammals']}
        itemChildrenIndentation={indent}
      />
    </Box>
  );
}
