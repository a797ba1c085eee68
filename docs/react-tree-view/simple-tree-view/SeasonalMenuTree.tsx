import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const menu = [
  { season: 'Spring', dishes: ['Asparagus tart', 'Pea soup'], available: true },
  { season: 'Summer', dishes: ['Peach salad', 'Grilled corn'], available: true },
  { season: 'Winter', dishes: ['Onion soup', 'Beef stew'], available: false },
];

export default function SeasonalMenuTree() {
  return (
    <Box sx={{ height: 280, minWidth: 260 }}>
      <SimpleTreeView defaultExpandedItems={['Spring']}>
        {menu.map(({ season, dishes, available }) => (
          // A disabled item disables its children too.
          <TreeItem
            key={season}
            itemId={season}
            label={season}
            disabled={!available}
          >
            {dishes.map((dish) => (
              <TreeItem key={dish} itemId={`${season}/${dish}`} label={dish} />
            ))}
          </TreeItem>
        ))}
      </SimpleTreeView>
    </Box>
  );
}
