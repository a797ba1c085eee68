import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const chapters: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'intro',
    label: '1. Introduction',
    children: [
      { id: 'intro.goals', label: '1.1 Goals' },
      { id: 'intro.scope', label: '1.2 Scope' },
    ],
  },
  {
    id: 'design',
    label: '2. Design',
    children: [
      { id: 'design.data', label: '2.1 Data model' },
      { id: 'design.api', label: '2.2 Public API' },
    ],
  },
];

export default function IconTriggerTree() {
  const [lastToggle, setLastToggle] = React.useState('nothing yet');
  return (
    <Box sx={{ height: 250, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Last toggled: {lastToggle}
      </Typography>
      <RichTreeView
        items={chapters}
        // Only the arrow expands; a click on the label selects the chapter.
        expansionTrigger="iconContainer"
        onItemExpansionToggle={(_event, itemId, isExpanded) =>
          setLastToggle(`${itemId} ${isExpanded ? 'opened' : 'closed'}`)
        }
      />
    </Box>
  );
}
