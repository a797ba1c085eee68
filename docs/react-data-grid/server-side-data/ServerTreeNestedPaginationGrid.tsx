import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-pro';
import { wait } from './simulatedServer';

interface StorageItem {
  id: string;
  name: string;
  owner: string;
  sizeMb: number;
  /** Items inside a folder; 0 for a file. */
  itemCount: number;
}

const owners = ['Design', 'Finance', 'Legal', 'Research', 'Support'];
const extensions = ['pdf', 'xlsx', 'docx', 'png'];
const FOLDERS = 42;

// Folder `index` and its files, computed on request: the server holds no list in memory.
function folderAt(index: number): StorageItem {
  const name = `${owners[index % owners.length]} ${2019 + (index % 6)} — box ${index + 1}`;
  return {
    id: `folder-${index}`,
    name,
    owner: owners[index % owners.length],
    sizeMb: 0,
    itemCount: 2 + (index % 4),
  };
}

function filesIn(folderIndex: number): StorageItem[] {
  const folder = folderAt(folderIndex);
  return Array.from({ length: folder.itemCount }, (_, index) => {
    const extension = extensions[(folderIndex + index) % extensions.length];
    const name = `scan-${String(index + 1).padStart(3, '0')}.${extension}`;
    return {
      id: `${folder.id}/${name}`,
      name,
      owner: folder.owner,
      sizeMb: 1 + ((folderIndex * 7 + index * 13) % 40),
      itemCount: 0,
    };
  });
}

const columns: GridColDef<StorageItem>[] = [
  { field: 'owner', headerName: 'Department', width: 130 },
  { field: 'sizeMb', headerName: 'Size (MB)', type: 'number', width: 110 },
  { field: 'itemCount', headerName: 'Items', type: 'number', width: 90 },
];

/** The root level is paginated by the server; a folder's files are fetched when it is expanded. */
export default function ServerTreeNestedPaginationGrid() {
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({ groupKeys = [], start, end }) => {
        await wait(350);
        if (groupKeys.length === 0) {
          // A page of folders: `start` and `end` come from the pagination model.
          const first = Number(start);
          const last = Math.min(end, FOLDERS - 1);
          const rows = Array.from({ length: last - first + 1 }, (_, offset) =>
            folderAt(first + offset),
          );
          return { rows, rowCount: FOLDERS };
        }
        // groupKeys[0] is the folder's name (getGroupKey below), which ends with its number.
        const folderNumber = Number(/box (\d+)$/.exec(groupKeys[0])?.[1] ?? 0);
        const rows = folderNumber > 0 ? filesIn(folderNumber - 1) : [];
        return { rows, rowCount: rows.length };
      },
      // The key of a row among its siblings, sent back in `groupKeys`; the grouping column shows it.
      getGroupKey: (row) => row.name,
      getChildrenCount: (row) => row.itemCount,
    }),
    [],
  );

  return (
    <Box sx={{ height: 430, width: '100%' }}>
      <DataGridPro
        columns={columns}
        dataSource={dataSource}
        treeData
        groupingColDef={{
          headerName: 'Folder or file',
          flex: 1,
          minWidth: 240,
        }}
        pagination
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
        disableColumnFilter
        disableColumnSorting
      />
    </Box>
  );
}
