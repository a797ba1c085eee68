import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid-premium';

interface PriceLine {
  id: number;
  product: string;
  price: number;
  discount: number;
}

const rows: PriceLine[] = [
  { id: 1, product: 'Espresso beans, 1 kg', price: 24, discount: 0 },
  { id: 2, product: 'Filter papers (100)', price: 5.5, discount: 0 },
  { id: 3, product: 'Hand grinder', price: 69, discount: 10 },
  { id: 4, product: 'Milk jug, 600 ml', price: 18, discount: 0 },
  { id: 5, product: 'Pour-over kettle', price: 45, discount: 5 },
];

const columns: GridColDef<PriceLine>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  {
    field: 'price',
    headerName: 'Price (€)',
    type: 'number',
    width: 110,
    editable: true,
  },
  {
    field: 'discount',
    headerName: 'Discount (%)',
    type: 'number',
    width: 130,
    editable: true,
  },
];

/** The simulated server: stores a batch of rows in one request, after 500 ms. */
function savePrices(lines: PriceLine[]): Promise<number> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(lines.length), 500);
  });
}

/**
 * Bulk editing with the Premium plan: select a range of cells, copy it and paste it over another range, undo with
 * Ctrl+Z; "Save" sends every changed row at once and "Discard" restores them in one updateRows call.
 */
export default function EditRecipeBulkPremiumGrid() {
  const apiRef = useGridApiRef();
  const [originals, setOriginals] = React.useState<Map<GridRowId, PriceLine>>(
    new Map(),
  );
  const [message, setMessage] = React.useState('No unsaved changes.');

  // Called for each edited or pasted row; the first version of a row is kept for "Discard".
  const processRowUpdate = React.useCallback(
    (newRow: PriceLine, oldRow: PriceLine) => {
      setOriginals((map) =>
        map.has(oldRow.id) ? map : new Map(map).set(oldRow.id, oldRow),
      );
      return newRow;
    },
    [],
  );

  const discard = () => {
    // The Premium grid updates several rows in one call.
    apiRef.current?.updateRows([...originals.values()]);
    setOriginals(new Map());
    setMessage('Changes discarded.');
  };

  const save = async () => {
    const api = apiRef.current;
    if (!api) return;
    const changed = [...originals.keys()]
      .map((id) => api.getRow<PriceLine>(id))
      .filter((row): row is PriceLine => row !== null);
    setOriginals(new Map());
    const count = await savePrices(changed);
    setMessage(`Saved ${count} ${count === 1 ? 'row' : 'rows'}.`);
  };

  const unsaved = originals.size;

  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        '& .unsaved': { bgcolor: 'warning.light', color: 'warning.contrastText' },
      }}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button variant="contained" disabled={!unsaved} onClick={save}>
          Save
        </Button>
        <Button disabled={!unsaved} onClick={discard}>
          Discard
        </Button>
        <Typography variant="body2" role="status">
          {unsaved
            ? `${unsaved} unsaved ${unsaved === 1 ? 'row' : 'rows'}`
            : message}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellSelection
          processRowUpdate={processRowUpdate}
          getRowClassName={(params) => (originals.has(params.id) ? 'unsaved' : '')}
          hideFooter
        />
      </Box>
    </Box>
  );
}
