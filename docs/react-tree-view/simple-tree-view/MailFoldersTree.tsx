import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import LabelIcon from '@mui/icons-material/Label';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import ForumIcon from '@mui/icons-material/Forum';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

interface Folder {
  id: string;
  name: string;
  icon: typeof InboxIcon;
  unread: number;
  children?: Folder[];
}

const folders: Folder[] = [
  {
    id: 'inbox',
    name: 'Inbox',
    icon: InboxIcon,
    unread: 12,
    children: [
      { id: 'promotions', name: 'Promotions', icon: LocalOfferIcon, unread: 31 },
      { id: 'forums', name: 'Forums', icon: ForumIcon, unread: 4 },
    ],
  },
  { id: 'sent', name: 'Sent', icon: SendIcon, unread: 0 },
  {
    id: 'labels',
    name: 'Labels',
    icon: LabelIcon,
    unread: 0,
    children: [
      { id: 'invoices', name: 'Invoices', icon: LabelIcon, unread: 2 },
      { id: 'travel', name: 'Travel', icon: LabelIcon, unread: 0 },
    ],
  },
];

const byId = new Map<string, Folder>();
const index = (list: Folder[]) =>
  list.forEach((folder) => {
    byId.set(folder.id, folder);
    index(folder.children ?? []);
  });
index(folders);

/** A `SimpleTreeView` label can be any React node: here an icon, the name and the unread count. */
function renderFolder(folder: Folder): React.ReactNode {
  const Icon = folder.icon;
  return (
    <TreeItem
      key={folder.id}
      itemId={folder.id}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}>
          <Icon fontSize="small" color="action" />
          <Box component="span" sx={{ flexGrow: 1 }}>
            {folder.name}
          </Box>
          {folder.unread > 0 ? <Chip size="small" label={folder.unread} /> : null}
        </Box>
      }
    >
      {folder.children?.map(renderFolder)}
    </TreeItem>
  );
}

export default function MailFoldersTree() {
  const [folderId, setFolderId] = React.useState<string | null>('inbox');
  const folder = folderId ? byId.get(folderId) : undefined;

  return (
    <Box sx={{ height: 300, display: 'flex', gap: 3 }}>
      <SimpleTreeView
        aria-label="Mail folders"
        defaultExpandedItems={['inbox']}
        selectedItems={folderId}
        onSelectedItemsChange={(_event, id) => setFolderId(id)}
        sx={{
          width: 240,
          // Rounded on the right only, as a mail client's folder list.
          [`& .${treeItemClasses.content}`]: {
            borderRadius: '0 16px 16px 0',
            pr: 1.5,
          },
          [`& .${treeItemClasses.content}[data-selected]`]: {
            bgcolor: 'primary.light',
            color: 'primary.contrastText',
          },
        }}
      >
        {folders.map(renderFolder)}
      </SimpleTreeView>
      <Typography role="status" variant="body2" sx={{ pt: 0.5 }}>
        {folder
          ? `${folder.name}: ${folder.unread === 0 ? 'no unread messages' : `${folder.unread} unread`}`
          : 'No folder selected'}
      </Typography>
    </Box>
  );
}
