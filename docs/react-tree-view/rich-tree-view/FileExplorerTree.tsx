import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import ImageIcon from '@mui/icons-material/Image';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import CodeIcon from '@mui/icons-material/Code';
import ArticleIcon from '@mui/icons-material/Article';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import {
  findFile,
  formatSize,
  projectFiles,
  totalSize,
  type FileKind,
  type FileNode,
} from './fileSystem';

const kindIcon: Record<Exclude<FileKind, 'folder'>, typeof ImageIcon> = {
  image: ImageIcon,
  pdf: PictureAsPdfIcon,
  code: CodeIcon,
  text: ArticleIcon,
};

const kindName: Record<FileKind, string> = {
  folder: 'Folder',
  image: 'Image',
  pdf: 'PDF document',
  code: 'Source file',
  text: 'Text file',
};

export default function FileExplorerTree() {
  const [selectedId, setSelectedId] = React.useState<string | null>('src/app.tsx');
  const selected = selectedId ? findFile(projectFiles, selectedId) : undefined;

  return (
    <Box sx={{ height: 280, display: 'flex', gap: 2 }}>
      <RichTreeView<FileNode, false>
        aria-label="Files"
        items={projectFiles}
        defaultExpandedItems={['src']}
        selectedItems={selectedId}
        onSelectedItemsChange={(_event, id) => setSelectedId(id)}
        // Folders open and close with folder icons; each file gets the icon of its kind.
        slots={{ expandIcon: FolderIcon, collapseIcon: FolderOpenIcon }}
        slotProps={{
          item: ({ itemId }) => {
            const file = findFile(projectFiles, itemId);
            if (!file || file.kind === 'folder') return {};
            return { slots: { endIcon: kindIcon[file.kind] } };
          },
        }}
        sx={{
          width: 240,
          [`& .${treeItemClasses.iconContainer} svg`]: {
            fontSize: 18,
            color: 'text.secondary',
          },
        }}
      />
      <Paper variant="outlined" sx={{ flexGrow: 1, p: 2, minWidth: 180 }}>
        {selected ? (
          <div data-testid="file-details">
            <Typography variant="subtitle2">{selected.label}</Typography>
            <Typography variant="body2">{kindName[selected.kind]}</Typography>
            <Typography variant="body2">
              {formatSize(totalSize(selected))}
            </Typography>
            {selected.children ? (
              <Typography variant="body2">
                {selected.children.length} items
              </Typography>
            ) : null}
          </div>
        ) : (
          <Typography variant="body2">Select a file to see its details.</Typography>
        )}
      </Paper>
    </Box>
  );
}
