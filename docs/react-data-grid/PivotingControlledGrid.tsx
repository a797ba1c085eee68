import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridSidebarValue,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';

interface Booking {
  id: number;
  hotel: string;
  roomType: string;
  month: string;
  nights: number;
}

const hotels = ['Harbour View', 'Old Town Inn'];
const roomTypes = ['Single', 'Double', 'Suite'];
const months = ['May', 'Jun'];

const rows: Booking[] = hotels.flatMap((hotel, h) =>
  roomTypes.flatMap((roomType, t) =>
    months.map((month, m) => ({
      id: h * 6 + t * 2 + m + 1,
      hotel,
      roomType,
      month,
      nights: 30 + h * 12 + t * 7 + m * 9,
    })),
  ),
);

const columns: GridColDef<Booking>[] = [
  { field: 'hotel', headerName: 'Hotel', width: 150 },
  { field: 'roomType', headerName: 'Room type', width: 120 },
  { field: 'month', headerName: 'Month', width: 100 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 100 },
];

/** The pivot model and the pivot mode are React state; the pivot panel edits them too. */
export default function PivotingControlledGrid() {
  const [pivotActive, setPivotActive] = React.useState(true);
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>({
    rows: [{ field: 'hotel' }],
    columns: [{ field: 'month' }],
    values: [{ field: 'nights', aggFunc: 'sum' }],
  });

  const summary = [
    `Rows: ${pivotModel.rows.map((item) => item.field).join(', ') || 'none'}`,
    `Columns: ${pivotModel.columns.map((item) => item.field).join(', ') || 'none'}`,
    `Values: ${pivotModel.values.map((item) => `${item.aggFunc}(${item.field})`).join(', ') || 'none'}`,
  ].join(' · ');

  return (
    <Box
      sx={{ height: 520, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ height: 48, display: 'flex', alignItems: 'center', gap: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={pivotActive}
              onChange={(event) => setPivotActive(event.target.checked)}
            />
          }
          label="Pivot mode"
        />
        <Typography
          variant="body2"
          color="text.secondary"
          noWrap
          data-testid="pivot-model"
        >
          {summary}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
          initialState={{ sidebar: { open: true, value: GridSidebarValue.Pivot } }}
          showToolbar
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
