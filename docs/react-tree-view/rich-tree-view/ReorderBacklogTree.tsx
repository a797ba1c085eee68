import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const backlog: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'sprint-12',
    label: 'Sprint 12',
    children: [
      { id: 'checkout', label: 'Redesign checkout' },
      { id: 'invoices', label: 'Export invoices' },
    ],
  },
  { id: 'search', label: 'Search suggestions' },
  { id: 'onboarding', label: 'Onboarding emails' },
  { id: 'sso', label: 'Single sign-on' },
];

export default function ReorderBacklogTree() {
  const [lastMove, setLastMove] = React.useState(
    'Drag an item to reorder the backlog.',
  );
  return (
    <Box sx={{ height: 300, minWidth: 280 }}>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="last-move">
        {lastMove}
      </Typography>
      <RichTreeViewPro
        items={backlog}
        defaultExpandedItems={['sprint-12']}
        itemsReordering
        onItemPositionChange={({ itemId, oldPosition, newPosition }) =>
          setLastMove(
            `${itemId}: position ${oldPosition.index + 1} in ${oldPosition.parentId ?? 'the top level'} → position ${newPosition.index + 1} in ${newPosition.parentId ?? 'the top level'}`,
          )
        }
      />
    </Box>
  );
}
