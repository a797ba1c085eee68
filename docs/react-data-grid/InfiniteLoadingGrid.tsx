import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Post {
  id: number;
  author: string;
  title: string;
  likes: number;
}

const authors = ['mira', 'jonas', 'akua', 'ravi', 'lena'];
const topics = [
  'Release notes',
  'Weekly digest',
  'Bug bash recap',
  'Design critique',
  'Q&A',
];

const TOTAL = 300;
const BATCH = 30;

function makePost(index: number): Post {
  return {
    id: index + 1,
    author: authors[index % authors.length],
    title: `${topics[(index * 3) % topics.length]} #${index + 1}`,
    likes: (index * 37) % 500,
  };
}

/** A fake feed endpoint: the next batch after `offset`, after 500 ms. */
function fetchPosts(offset: number): Promise<Post[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const end = Math.min(offset + BATCH, TOTAL);
      resolve(Array.from({ length: end - offset }, (_, i) => makePost(offset + i)));
    }, 500);
  });
}

const columns: GridColDef<Post>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 70 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 110 },
  { field: 'likes', headerName: 'Likes', type: 'number', width: 90 },
];

/** Scroll to the bottom: onRowsScrollEnd loads the next 30 posts, up to 300. */
export default function InfiniteLoadingGrid() {
  const [rows, setRows] = React.useState<Post[]>(() =>
    Array.from({ length: BATCH }, (_, i) => makePost(i)),
  );
  const [loading, setLoading] = React.useState(false);

  const loadMore = React.useCallback(async () => {
    if (loading || rows.length >= TOTAL) return;
    setLoading(true);
    const next = await fetchPosts(rows.length);
    setRows((current) => [...current, ...next]);
    setLoading(false);
  }, [loading, rows.length]);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        onRowsScrollEnd={loadMore}
        loading={loading}
        slotProps={{ loadingOverlay: { variant: 'linear-progress' } }}
        rowHeight={40}
        hideFooterPagination
      />
    </Box>
  );
}
