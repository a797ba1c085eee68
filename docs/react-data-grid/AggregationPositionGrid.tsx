import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Timesheet {
  id: number;
  project: string;
  person: string;
  hours: number;
}

const rows: Timesheet[] = [
  { id: 1, project: 'Mobile app', person: 'Ana Costa', hours: 32 },
  { id: 2, project: 'Mobile app', person: 'Ben Okoro', hours: 27 },
  { id: 3, project: 'Website', person: 'Chloé Martin', hours: 18 },
  { id: 4, project: 'Website', person: 'Ana Costa', hours: 9 },
  { id: 5, project: 'Data platform', person: 'Dev Patel', hours: 40 },
];

const columns: GridColDef<Timesheet>[] = [
  { field: 'project', headerName: 'Project', width: 140 },
  { field: 'person', headerName: 'Person', flex: 1, minWidth: 160 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 120 },
];

type Placement = 'inline' | 'footer';

/** Group totals either on the group row itself or in a footer row under each group. */
export default function AggregationPositionGrid() {
  const [placement, setPlacement] = React.useState<Placement>('inline');

  const getAggregationPosition = React.useCallback<
    NonNullable<DataGridPremiumProps['getAggregationPosition']>
  >(
    // depth -1 is the root: its total always goes in the grid's footer row.
    (groupNode) => (groupNode.depth === -1 ? 'footer' : placement),
    [placement],
  );

  return (
    <Box
      sx={{
        height: 500,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        value={placement}
        onChange={(_event, value: Placement | null) => {
          if (value !== null) {
            setPlacement(value);
          }
        }}
        aria-label="Group totals"
        sx={{ height: 36 }}
      >
        <ToggleButton value="inline">On the group row</ToggleButton>
        <ToggleButton value="footer">Under each group</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          getAggregationPosition={getAggregationPosition}
          initialState={{
            rowGrouping: { model: ['project'] },
            aggregation: { model: { hours: 'sum' } },
            columns: { columnVisibilityModel: { project: false } },
          }}
          defaultGroupingExpansionDepth={-1}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
