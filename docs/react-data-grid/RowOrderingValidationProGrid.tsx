import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';

interface Step {
  id: number;
  step: string;
  stage: 'Prepare' | 'Cook' | 'Serve';
}

const rows: Step[] = [
  { id: 1, step: 'Soak the chickpeas overnight', stage: 'Prepare' },
  { id: 2, step: 'Chop the onions and garlic', stage: 'Prepare' },
  { id: 3, step: 'Toast the cumin seeds', stage: 'Prepare' },
  { id: 4, step: 'Simmer the chickpeas for an hour', stage: 'Cook' },
  { id: 5, step: 'Fry the onions until golden', stage: 'Cook' },
  { id: 6, step: 'Stir in the spices and tomatoes', stage: 'Cook' },
  { id: 7, step: 'Season and add lemon juice', stage: 'Serve' },
  { id: 8, step: 'Scatter coriander on top', stage: 'Serve' },
];

const columns: GridColDef<Step>[] = [
  { field: 'step', headerName: 'Step', flex: 1, minWidth: 240 },
  { field: 'stage', headerName: 'Stage', width: 110 },
];

/** A step may only move within its own stage: isValidRowReorder refuses drops next to another stage's steps. */
export default function RowOrderingValidationProGrid() {
  const [log, setLog] = React.useState('Drag a step within its stage');
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          rowReordering
          hideFooter
          isValidRowReorder={({ apiRef, sourceNode, targetNode }) => {
            const source = apiRef.current.getRow<Step>(sourceNode.id);
            const target = apiRef.current.getRow<Step>(targetNode.id);
            return (
              source !== null && target !== null && source.stage === target.stage
            );
          }}
          onRowOrderChange={({
            row,
            oldIndex,
            targetIndex,
          }: GridRowOrderChangeParams) =>
            setLog(
              `Moved "${row.step}" from position ${oldIndex + 1} to ${targetIndex + 1}`,
            )
          }
        />
      </Box>
      <Typography
        variant="body2"
        role="status"
        data-testid="row-order-validation"
        sx={{ mt: 1, height: 24 }}
      >
        {log}
      </Typography>
    </Box>
  );
}
