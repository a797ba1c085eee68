import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  gridClasses,
  type GridColDef,
  type GridRowSpacingParams,
} from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  customer: string;
  priority: string;
}

const rows: Ticket[] = [
  {
    id: 1,
    subject: 'Cannot reset password',
    customer: 'Harbor Cafe',
    priority: 'High',
  },
  {
    id: 2,
    subject: 'Invoice shows the wrong VAT',
    customer: 'Nordlys AS',
    priority: 'Medium',
  },
  {
    id: 3,
    subject: 'Export to CSV times out',
    customer: 'Greenfield Farms',
    priority: 'High',
  },
  {
    id: 4,
    subject: 'Add a second admin',
    customer: 'Atelier Rousseau',
    priority: 'Low',
  },
  { id: 5, subject: 'Dark mode request', customer: 'Pixel & Co', priority: 'Low' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'priority', headerName: 'Priority', width: 110 },
];

/** 4 px around each row, none above the first visible row nor below the last one. */
function getRowSpacing(params: GridRowSpacingParams) {
  return {
    top: params.isFirstVisible ? 0 : 4,
    bottom: params.isLastVisible ? 0 : 4,
  };
}

/** Support tickets shown as separate cards; the switch turns the space into a border of the row. */
export default function RowSpacingGrid() {
  const [border, setBorder] = React.useState(false);
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        sx={{ height: 32, mb: 1 }}
        control={
          <Switch
            checked={border}
            onChange={(event) => setBorder(event.target.checked)}
          />
        }
        label='rowSpacingType="border"'
      />
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          getRowSpacing={getRowSpacing}
          rowSpacingType={border ? 'border' : 'margin'}
          hideFooter
          sx={{
            [`& .${gridClasses.row}`]: {
              bgcolor: 'action.hover',
              // With "border", the spacing is the row's border width (set inline by the grid):
              // give that border a style and a colour, and no width where there is no spacing.
              borderTop: '0 solid',
              borderBottom: '0 solid',
              borderColor: 'primary.light',
            },
          }}
        />
      </Box>
    </Box>
  );
}
