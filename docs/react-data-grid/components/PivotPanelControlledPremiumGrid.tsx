import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import PivotTableChartIcon from '@mui/icons-material/PivotTableChart';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGridPremium,
  PivotPanelTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';

interface Booking {
  id: number;
  hotel: string;
  month: string;
  channel: string;
  nights: number;
}

const hotels = ['Harbour View', 'Old Town Inn', 'Park Lodge'];
const months = ['May', 'June'];
const channels = ['Direct', 'Agency'];

// One booking line per hotel, month and channel, with nights from index arithmetic.
const rows: Booking[] = hotels.flatMap((hotel, h) =>
  months.flatMap((month, m) =>
    channels.map((channel, c) => ({
      id: h * 4 + m * 2 + c + 1,
      hotel,
      month,
      channel,
      nights: 40 + h * 12 + m * 9 + c * 5,
    })),
  ),
);

const columns: GridColDef<Booking>[] = [
  { field: 'hotel', headerName: 'Hotel', width: 150 },
  { field: 'month', headerName: 'Month', width: 100 },
  { field: 'channel', headerName: 'Channel', width: 110 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 100 },
];

const initialPivotModel: GridPivotModel = {
  rows: [{ field: 'hotel' }],
  columns: [{ field: 'month' }],
  values: [{ field: 'nights', aggFunc: 'sum' }],
};

function BookingsToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Pivot">
        <PivotPanelTrigger
          render={(props, state) => (
            <ToolbarButton {...props} color={state.active ? 'primary' : 'default'}>
              <PivotTableChartIcon fontSize="small" />
            </ToolbarButton>
          )}
        />
      </Tooltip>
    </Toolbar>
  );
}

function summarize(model: GridPivotModel): string {
  const fields = (items: { field: string; hidden?: boolean }[]) =>
    items
      .filter((item) => !item.hidden)
      .map((item) => item.field)
      .join(', ') || 'none';
  return `rows: ${fields(model.rows)}; columns: ${fields(model.columns)}; values: ${fields(model.values)}`;
}

/** A grid pivoted from the start, with its pivot model and state held by the app. */
export default function PivotPanelControlledPremiumGrid() {
  const [pivotModel, setPivotModel] =
    React.useState<GridPivotModel>(initialPivotModel);
  const [pivotActive, setPivotActive] = React.useState(true);

  return (
    <Box
      sx={{
        height: 480,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Typography variant="body2" role="status" data-testid="pivot-model-summary">
        Pivot {pivotActive ? 'on' : 'off'} ({summarize(pivotModel)})
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          slots={{ toolbar: BookingsToolbar }}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
