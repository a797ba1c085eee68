import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  useGridApiRef,
  type DataGridProProps,
  type GridColDef,
  type GridEventListener,
  type GridRowId,
} from '@mui/x-data-grid-pro';

interface Region {
  id: string;
  path: string[];
  population: number | null;
  /** Set on rows whose children are still on the server. */
  hasChildren?: boolean;
  /** Marks the stand-in row shown under a region until its children arrive. */
  placeholder?: boolean;
}

// The "server": children of each region, returned after a short delay.
const childrenOnServer: Record<string, Region[]> = {
  europe: [
    { id: 'france', path: ['Europe', 'France'], population: 68_400_000 },
    { id: 'germany', path: ['Europe', 'Germany'], population: 84_500_000 },
    { id: 'spain', path: ['Europe', 'Spain'], population: 48_600_000 },
  ],
  asia: [
    { id: 'japan', path: ['Asia', 'Japan'], population: 124_000_000 },
    { id: 'vietnam', path: ['Asia', 'Vietnam'], population: 100_300_000 },
  ],
  africa: [
    { id: 'kenya', path: ['Africa', 'Kenya'], population: 55_100_000 },
    { id: 'ghana', path: ['Africa', 'Ghana'], population: 34_100_000 },
    { id: 'morocco', path: ['Africa', 'Morocco'], population: 37_700_000 },
  ],
};

function fetchChildren(parentId: GridRowId): Promise<Region[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(childrenOnServer[String(parentId)] ?? []), 500);
  });
}

function placeholderFor(parent: Region): Region {
  return {
    id: `${parent.id}-loading`,
    path: [...parent.path, 'Loading…'],
    population: null,
    placeholder: true,
  };
}

const topLevel: Region[] = [
  { id: 'europe', path: ['Europe'], population: null, hasChildren: true },
  { id: 'asia', path: ['Asia'], population: null, hasChildren: true },
  { id: 'africa', path: ['Africa'], population: null, hasChildren: true },
];

// Each region starts with a placeholder child, so the grid shows its expand toggle.
const initialRows: Region[] = topLevel.flatMap((region) => [
  region,
  placeholderFor(region),
]);

const columns: GridColDef<Region>[] = [
  {
    field: 'population',
    headerName: 'Population',
    type: 'number',
    width: 160,
  },
];

const getTreeDataPath: DataGridProProps<Region>['getTreeDataPath'] = (row) =>
  row.path;

/** Children are fetched the first time their parent is expanded, then added through the API object. */
export default function TreeDataLazyChildrenGrid() {
  const apiRef = useGridApiRef();
  const requested = React.useRef(new Set<GridRowId>());

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    const handleExpansion: GridEventListener<'rowExpansionChange'> = async (
      node,
    ) => {
      const row = api.getRow(node.id) as Region | null;
      if (!node.childrenExpanded || !row?.hasChildren) {
        return;
      }
      if (requested.current.has(node.id)) {
        return;
      }
      requested.current.add(node.id);
      const children = await fetchChildren(node.id);
      // Swap the placeholder for the real children in one update.
      api.updateRows([...children, { id: `${row.id}-loading`, _action: 'delete' }]);
    };
    return api.subscribeEvent('rowExpansionChange', handleExpansion);
  }, [apiRef]);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        treeData
        rows={initialRows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{
          headerName: 'Region',
          flex: 1,
          minWidth: 220,
          hideDescendantCount: true,
        }}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
