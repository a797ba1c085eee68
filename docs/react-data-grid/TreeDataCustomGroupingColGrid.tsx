import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import {
  DataGridPro,
  useGridApiContext,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';
import {
  driveColumns,
  getDriveItems,
  getDrivePath,
  type DriveItem,
} from './treeDataFiles';

/** Folders get an open/close button and a folder sign; files a file sign, indented by depth. */
function DriveCell(props: GridRenderCellParams<DriveItem>) {
  const { id, field, rowNode } = props;
  const apiRef = useGridApiContext();
  const isFolder = rowNode.type === 'group';
  const expanded = isFolder && rowNode.childrenExpanded;
  const name =
    rowNode.type === 'group' || rowNode.type === 'leaf'
      ? String(rowNode.groupingKey)
      : '';
  return (
    <Box
      sx={{ ml: rowNode.depth * 2, display: 'flex', alignItems: 'center', gap: 0.5 }}
    >
      {isFolder ? (
        <IconButton
          size="small"
          aria-label={expanded ? `Close ${name}` : `Open ${name}`}
          onClick={(event) => {
            event.stopPropagation();
            apiRef.current.setRowChildrenExpansion(id, !expanded);
            apiRef.current.setCellFocus(id, field);
          }}
          sx={{ width: 28, height: 28, fontSize: 14 }}
        >
          {expanded ? '▾' : '▸'}
        </IconButton>
      ) : (
        <Box component="span" sx={{ width: 28 }} />
      )}
      <span aria-hidden>{isFolder ? '📁' : '📄'}</span>
      <span>{name}</span>
    </Box>
  );
}

export default function TreeDataCustomGroupingColGrid() {
  const rows = React.useMemo(() => getDriveItems(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={driveColumns}
        getTreeDataPath={getDrivePath}
        groupingColDef={{
          headerName: 'Name',
          width: 300,
          renderCell: (params) => <DriveCell {...params} />,
        }}
        defaultGroupingExpansionDepth={1}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
