import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';

interface Review {
  id: number;
  product: string;
  rating: number;
  comment: string;
}

const rows: Review[] = [
  {
    id: 1,
    product: 'Trail running shoes',
    rating: 4,
    comment:
      'Great grip on wet rock and they dried overnight after a river crossing. The laces come undone too easily, so I swapped them for flat ones.',
  },
  {
    id: 2,
    product: 'Insulated bottle',
    rating: 5,
    comment: 'Keeps coffee hot all morning.',
  },
  {
    id: 3,
    product: 'Head torch',
    rating: 3,
    comment:
      'Bright enough for night hikes, but the battery lasted four hours on the high setting instead of the six on the box, and the strap slips on a bare head.',
  },
  {
    id: 4,
    product: 'Rain jacket',
    rating: 4,
    comment:
      'Light and packs into its own pocket; the hood is a little small over a helmet.',
  },
];

/**
 * Shows the start of the text; when it is cut, hovering or focusing the cell opens the whole text in a popup of
 * the cell's width at least.
 */
function ExpandableText({ value, hasFocus }: GridRenderCellParams<Review, string>) {
  const [text, setText] = React.useState<HTMLSpanElement | null>(null);
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [hovered, setHovered] = React.useState(false);

  // Measured when the cell re-renders on hover or focus: the popup opens only for text that is cut.
  const isCut = text !== null && text.scrollWidth > text.clientWidth;
  const open = anchor !== null && (hovered || hasFocus) && isCut;

  return (
    <Box
      ref={setAnchor}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      sx={{ width: '100%', height: '100%', display: 'flex', alignItems: 'center' }}
    >
      <Box
        component="span"
        ref={setText}
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {value}
      </Box>
      <Popper
        open={open}
        anchorEl={anchor}
        placement="bottom-start"
        sx={{ zIndex: 'modal' }}
      >
        <Paper
          elevation={4}
          sx={{ p: 1.5, maxWidth: 420, minWidth: anchor?.offsetWidth ?? 0 }}
        >
          <Typography variant="body2">{value}</Typography>
        </Paper>
      </Popper>
    </Box>
  );
}

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 80 },
  {
    field: 'comment',
    headerName: 'Comment',
    flex: 1,
    minWidth: 200,
    renderCell: (params: GridRenderCellParams<Review, string>) => (
      <ExpandableText {...params} />
    ),
  },
];

/** Hover a cut comment, or move the focus to it with the arrow keys, to read all of it. */
export default function ColDefExpandCellGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
