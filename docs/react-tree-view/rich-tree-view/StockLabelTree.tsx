import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Shelf {
  id: string;
  name: string;
  inStock: number;
  children?: Shelf[];
}

const warehouse: Shelf[] = [
  {
    id: 'a',
    name: 'Aisle A',
    inStock: 120,
    children: [
      { id: 'a1', name: 'Shelf A1', inStock: 80 },
      { id: 'a2', name: 'Shelf A2', inStock: 40 },
    ],
  },
  { id: 'b', name: 'Aisle B', inStock: 0 },
];

// The label is built from two fields: the text readers see and search with the keyboard.
const getItemLabel = (shelf: Shelf) =>
  shelf.inStock === 0
    ? `${shelf.name} (empty)`
    : `${shelf.name} (${shelf.inStock} units)`;

export default function StockLabelTree() {
  return (
    <Box sx={{ height: 180, minWidth: 260, overflow: 'auto' }}>
      <RichTreeView<Shelf>
        items={warehouse}
        getItemLabel={getItemLabel}
        defaultExpandedItems={['a']}
      />
    </Box>
  );
}
