import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  copies: number;
}

const rows: Book[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    year: 1969,
    copies: 4,
  },
  {
    id: 2,
    title: 'Things Fall Apart',
    author: 'Chinua Achebe',
    year: 1958,
    copies: 6,
  },
  { id: 3, title: 'Beloved', author: 'Toni Morrison', year: 1987, copies: 3 },
  {
    id: 4,
    title: 'The Remains of the Day',
    author: 'Kazuo Ishiguro',
    year: 1989,
    copies: 5,
  },
  {
    id: 5,
    title: 'One Hundred Years of Solitude',
    author: 'Gabriel García Márquez',
    year: 1967,
    copies: 7,
  },
  {
    id: 6,
    title: 'The God of Small Things',
    author: 'Arundhati Roy',
    year: 1997,
    copies: 2,
  },
  {
    id: 7,
    title: 'Never Let Me Go',
    author: 'Kazuo Ishiguro',
    year: 2005,
    copies: 4,
  },
  {
    id: 8,
    title: 'Americanah',
    author: 'Chimamanda Ngozi Adichie',
    year: 2013,
    copies: 5,
  },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', width: 170 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    // A year reads without a thousands separator.
    valueFormatter: (value: number) => String(value),
  },
  { field: 'copies', headerName: 'Copies', type: 'number', width: 90 },
];

const STORAGE_KEY = 'docs-library-grid-view';
const knownFields = new Set(columns.map((column) => column.field));

/** The saved view, or `undefined` when there is none or it cannot be trusted. */
function readSavedView(): GridInitialState | undefined {
  try {
    const parsed: unknown = JSON.parse(
      window.localStorage.getItem(STORAGE_KEY) ?? 'null',
    );
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      return undefined;
    const view = parsed as GridInitialState;
    const sortModel = view.sorting?.sortModel ?? [];
    const hidden = Object.keys(view.columns?.columnVisibilityModel ?? {});
    if (!Array.isArray(sortModel)) return undefined;
    if (sortModel.some((item) => !knownFields.has(item?.field))) return undefined;
    if (hidden.some((field) => !knownFields.has(field))) return undefined;
    return view;
  } catch {
    // Storage can be disabled, full or hold text that is not JSON: start from the default view.
    return undefined;
  }
}

function LibraryGrid() {
  const apiRef = useGridApiRef();
  // Read once, on mount: initialState is ignored after that.
  const [initialState] = React.useState(readSavedView);

  const save = React.useCallback(() => {
    if (!apiRef.current) return;
    try {
      const view = apiRef.current.exportState({ exportOnlyDirtyModels: true });
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(view));
    } catch {
      // Not being able to remember the view must not break the grid.
    }
  }, [apiRef]);

  return (
    <DataGrid
      apiRef={apiRef}
      rows={rows}
      columns={columns}
      initialState={initialState}
      onSortModelChange={save}
      onFilterModelChange={save}
      onColumnVisibilityModelChange={save}
      onColumnWidthChange={save}
      hideFooter
    />
  );
}

export default function StateLocalStorageGrid() {
  // A new key mounts the grid again, as a page reload would.
  const [visit, setVisit] = React.useState(0);

  const forget = () => {
    try {
      window.localStorage.removeItem(STORAGE_KEY);
    } catch {
      // Nothing stored, nothing to forget.
    }
    setVisit((current) => current + 1);
  };

  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ height: 32 }}>
        <Button
          size="small"
          variant="contained"
          onClick={() => setVisit((current) => current + 1)}
        >
          Mount the grid again
        </Button>
        <Button size="small" onClick={forget}>
          Forget the saved view
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <LibraryGrid key={visit} />
      </Box>
    </Box>
  );
}
