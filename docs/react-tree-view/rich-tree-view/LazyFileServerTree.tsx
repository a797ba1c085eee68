import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface FileEntry {
  id: string;
  label: string;
  /** Number of entries inside a folder; 0 for a file. */
  childCount: number;
}

// A simulated file server: folders are listed one level at a time, after 800 ms.
const disk: Record<string, FileEntry[]> = {
  root: [
    { id: 'photos', label: 'photos', childCount: 2 },
    { id: 'invoices', label: 'invoices', childCount: 3 },
    { id: 'notes.txt', label: 'notes.txt', childCount: 0 },
  ],
  photos: [
    { id: 'photos/2024', label: '2024', childCount: 2 },
    { id: 'photos/cover.jpg', label: 'cover.jpg', childCount: 0 },
  ],
  'photos/2024': [
    { id: 'photos/2024/lisbon.jpg', label: 'lisbon.jpg', childCount: 0 },
    { id: 'photos/2024/oslo.jpg', label: 'oslo.jpg', childCount: 0 },
  ],
  invoices: [
    { id: 'invoices/january.pdf', label: 'january.pdf', childCount: 0 },
    { id: 'invoices/february.pdf', label: 'february.pdf', childCount: 0 },
    { id: 'invoices/march.pdf', label: 'march.pdf', childCount: 0 },
  ],
};

function listFolder(folderId: string): Promise<FileEntry[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(disk[folderId] ?? []), 800);
  });
}

export default function LazyFileServerTree() {
  const [requests, setRequests] = React.useState<string[]>([]);
  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (entry: FileEntry) => entry.childCount,
      getTreeItems: (parentId?: string) => {
        setRequests((previous) => [...previous, parentId ?? 'root']);
        return listFolder(parentId ?? 'root');
      },
    }),
    [],
  );
  return (
    <Box sx={{ height: 320, minWidth: 280 }}>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="server-requests">
        Server requests: {requests.join(', ') || 'none'}
      </Typography>
      <RichTreeViewPro items={[]} dataSource={dataSource} />
    </Box>
  );
}
