import * as React from 'react';
import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Recipe {
  id: number;
  dish: string;
  ingredients: string;
  minutes: number;
}

const rows: Recipe[] = [
  {
    id: 1,
    dish: 'Shakshuka',
    ingredients: 'Eggs, tomatoes, peppers, onion, cumin, paprika, feta',
    minutes: 30,
  },
  {
    id: 2,
    dish: 'Pad kra pao',
    ingredients: 'Chicken, holy basil, garlic, chillies, oyster sauce, fish sauce',
    minutes: 20,
  },
  {
    id: 3,
    dish: 'Ribollita',
    ingredients: 'Cavolo nero, cannellini beans, stale bread, carrots, celery',
    minutes: 90,
  },
  {
    id: 4,
    dish: 'Jollof rice',
    ingredients: 'Rice, tomatoes, scotch bonnet, onion, thyme, stock',
    minutes: 60,
  },
];

const columns: GridColDef<Recipe>[] = [
  { field: 'dish', headerName: 'Dish', width: 140 },
  { field: 'ingredients', headerName: 'Ingredients', width: 220 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

/** The full text of a truncated cell in a popover, from mouse handlers given to the `cell` slot. */
export default function ComponentsCellPopoverGrid() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [text, setText] = React.useState('');

  const handleEnter = (event: React.MouseEvent<HTMLDivElement>) => {
    const cell = event.currentTarget;
    if (cell.getAttribute('data-field') !== 'ingredients') return;
    setText(cell.innerText);
    setAnchor(cell);
  };

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slotProps={{
          cell: { onMouseEnter: handleEnter, onMouseLeave: () => setAnchor(null) },
        }}
      />
      <Popover
        sx={{ pointerEvents: 'none' }}
        open={anchor !== null}
        anchorEl={anchor}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        onClose={() => setAnchor(null)}
        disableRestoreFocus
      >
        <Typography variant="body2" sx={{ p: 1.5, maxWidth: 320 }}>
          {text}
        </Typography>
      </Popover>
    </Box>
  );
}
