import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';

interface Expense {
  id: number;
  team: string;
  quarter: string;
  category: string;
  amount: number;
}

const rows: Expense[] = [
  { id: 1, team: 'Design', quarter: 'Q1', category: 'Software', amount: 4200 },
  { id: 2, team: 'Design', quarter: 'Q1', category: 'Travel', amount: 1850 },
  { id: 3, team: 'Design', quarter: 'Q2', category: 'Hardware', amount: 6100 },
  { id: 4, team: 'Engineering', quarter: 'Q1', category: 'Cloud', amount: 18400 },
  { id: 5, team: 'Engineering', quarter: 'Q2', category: 'Cloud', amount: 19750 },
  { id: 6, team: 'Engineering', quarter: 'Q2', category: 'Software', amount: 5300 },
  { id: 7, team: 'Marketing', quarter: 'Q1', category: 'Events', amount: 12500 },
  { id: 8, team: 'Marketing', quarter: 'Q2', category: 'Advertising', amount: 9800 },
];

const columns: GridColDef<Expense>[] = [
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'category', headerName: 'Category', flex: 1, minWidth: 130 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueFormatter: (value: number | undefined) =>
      value == null ? '' : `$${value.toLocaleString('en-US')}`,
  },
];

const presets: Record<string, GridRowGroupingModel> = {
  none: [],
  team: ['team'],
  teamQuarter: ['team', 'quarter'],
};

/** The grouping model is React state; the buttons and the column menu edit the same value. */
export default function ControlledRowGroupingGrid() {
  const [rowGroupingModel, setRowGroupingModel] =
    React.useState<GridRowGroupingModel>(presets.teamQuarter);
  const apiRef = useGridApiRef();
  // Hides a column while it is grouped (the grouping column already shows its values) and restores it after.
  const initialState = useKeepGroupedColumnsHidden({ apiRef, rowGroupingModel });

  const activePreset =
    Object.keys(presets).find(
      (key) => presets[key].join('/') === rowGroupingModel.join('/'),
    ) ?? null;

  return (
    <Box
      sx={{
        height: 460,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        value={activePreset}
        onChange={(_event, key: string | null) => {
          if (key !== null) {
            setRowGroupingModel(presets[key]);
          }
        }}
        aria-label="Grouping"
        sx={{ height: 36 }}
      >
        <ToggleButton value="none">No grouping</ToggleButton>
        <ToggleButton value="team">Team</ToggleButton>
        <ToggleButton value="teamQuarter">Team, then quarter</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          apiRef={apiRef}
          initialState={initialState}
          rows={rows}
          columns={columns}
          rowGroupingModel={rowGroupingModel}
          onRowGroupingModelChange={(model) => setRowGroupingModel(model)}
          defaultGroupingExpansionDepth={-1}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
