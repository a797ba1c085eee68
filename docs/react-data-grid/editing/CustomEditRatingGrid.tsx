import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Review {
  id: number;
  hotel: string;
  city: string;
  stars: number;
}

const rows: Review[] = [
  { id: 1, hotel: 'Harbour View', city: 'Lisbon', stars: 4 },
  { id: 2, hotel: 'Old Mill Inn', city: 'Bruges', stars: 3 },
  { id: 3, hotel: 'Nordlys Lodge', city: 'Tromsø', stars: 5 },
  { id: 4, hotel: 'Casa Azul', city: 'Oaxaca', stars: 2 },
];

/** The editor: a Rating whose every change is written into the cell's edit state. */
function RatingEditCell({ id, field, value, hasFocus }: GridRenderEditCellParams) {
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLElement>(null);

  // Move focus into the stars when the cell enters edit mode, so arrow keys work.
  React.useLayoutEffect(() => {
    if (hasFocus) {
      ref.current
        ?.querySelector<HTMLInputElement>(`input[value="${value}"]`)
        ?.focus();
    }
  }, [hasFocus, value]);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', px: 1 }}>
      <Rating
        ref={ref}
        name={`stars-${id}`}
        value={Number(value)}
        onChange={(_event, newValue) => {
          apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 });
        }}
      />
    </Box>
  );
}

const columns: GridColDef<Review>[] = [
  { field: 'hotel', headerName: 'Hotel', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 120 },
  {
    field: 'stars',
    headerName: 'Stars',
    type: 'number',
    width: 180,
    align: 'left',
    headerAlign: 'left',
    editable: true,
    renderCell: (params: GridRenderCellParams<Review, number>) => (
      <Rating readOnly value={params.value ?? 0} sx={{ verticalAlign: 'middle' }} />
    ),
    renderEditCell: (params) => <RatingEditCell {...params} />,
  },
];

/** A custom edit component: the "Stars" column is edited with a Rating. */
export default function CustomEditRatingGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
