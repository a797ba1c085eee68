import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridAggregationModel,
} from '@mui/x-data-grid-premium';
import { getSaleLines, saleColumns } from './aggregationData';

/** The model is React state: the buttons and the column menus edit the same object. */
export default function AggregationControlledGrid() {
  const rows = React.useMemo(() => getSaleLines(), []);
  const [aggregationModel, setAggregationModel] =
    React.useState<GridAggregationModel>({
      quantity: 'sum',
    });

  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, height: 36 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Quantity aggregation"
          value={aggregationModel.quantity ?? null}
          onChange={(_event, name: string | null) =>
            setAggregationModel((model) => {
              const others = { ...model };
              delete others.quantity;
              return name ? { ...others, quantity: name } : others;
            })
          }
        >
          <ToggleButton value="sum">Sum</ToggleButton>
          <ToggleButton value="avg">Average</ToggleButton>
          <ToggleButton value="max">Max</ToggleButton>
        </ToggleButtonGroup>
        <Typography
          variant="caption"
          color="text.secondary"
          data-testid="aggregation-model"
        >
          {JSON.stringify(aggregationModel)}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={saleColumns}
          aggregationModel={aggregationModel}
          onAggregationModelChange={(model) => setAggregationModel(model)}
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}
