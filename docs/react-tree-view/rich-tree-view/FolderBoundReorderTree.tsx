import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const slides: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'opening',
    label: 'Opening',
    children: [
      { id: 'title', label: 'Title slide' },
      { id: 'agenda', label: 'Agenda' },
    ],
  },
  {
    id: 'results',
    label: 'Results',
    children: [
      { id: 'revenue', label: 'Revenue' },
      { id: 'churn', label: 'Churn' },
      { id: 'nps', label: 'Customer satisfaction' },
    ],
  },
];

const sections = new Set(['opening', 'results']);

export default function FolderBoundReorderTree() {
  return (
    <Box sx={{ height: 280, minWidth: 280 }}>
      <RichTreeViewPro
        items={slides}
        defaultExpandedItems={['opening', 'results']}
        itemsReordering
        // The title slide always stays first.
        isItemReorderable={(itemId) => itemId !== 'title'}
        // Slides move within their own section; sections stay at the top level.
        canMoveItemToNewPosition={({ itemId, oldPosition, newPosition }) =>
          sections.has(itemId)
            ? newPosition.parentId === null
            : newPosition.parentId === oldPosition.parentId &&
              !(newPosition.parentId === 'opening' && newPosition.index === 0)
        }
      />
    </Box>
  );
}
