import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';

/** A label with its own "Pick" button: only the button selects the item. */
function PickLabel({ itemId, text }: { itemId: string; text: string }) {
  const { interactions, status } = useTreeItemUtils({ itemId });
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
    >
      <span>{text}</span>
      <Button
        size="small"
        sx={{ py: 0 }}
        disabled={status.selected}
        onClick={(event) => {
          event.stopPropagation();
          interactions.handleSelection(event);
        }}
      >
        {status.selected ? 'Picked' : 'Pick'}
      </Button>
    </Box>
  );
}

// Marks the row click as handled, so the item skips its default selection: only the button selects.
const skipDefaultSelection = (event: React.MouseEvent) => {
  (
    event as React.MouseEvent & { defaultMuiPrevented?: boolean }
  ).defaultMuiPrevented = true;
};

const venues = [
  { id: 'harbour-hall', text: 'Harbour Hall' },
  { id: 'old-mill', text: 'The Old Mill' },
  { id: 'rooftop', text: 'Rooftop garden' },
];

export default function UtilsSelectionTree() {
  const [picked, setPicked] = React.useState<string | null>(null);
  return (
    <Box sx={{ height: 160, minWidth: 300 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Venue: {picked ?? 'not chosen'}
      </Typography>
      <SimpleTreeView onSelectedItemsChange={(_event, itemId) => setPicked(itemId)}>
        {venues.map((venue) => (
          <TreeItem
            key={venue.id}
            itemId={venue.id}
            label={<PickLabel itemId={venue.id} text={venue.text} />}
            slotProps={{ content: { onClick: skipDefaultSelection } }}
          />
        ))}
      </SimpleTreeView>
    </Box>
  );
}
