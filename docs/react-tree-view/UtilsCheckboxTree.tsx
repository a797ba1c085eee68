import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';

/** A native checkbox inside the label, wired to the tree with handleCheckboxSelection. */
function ToggleLabel({ itemId, text }: { itemId: string; text: string }) {
  const { interactions, status } = useTreeItemUtils({ itemId });
  return (
    <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <input
        type="checkbox"
        checked={status.selected}
        onClick={(event) => event.stopPropagation()}
        onChange={interactions.handleCheckboxSelection}
      />
      {text}
    </Box>
  );
}

const toppings = [
  { id: 'basil', text: 'Basil' },
  { id: 'olives', text: 'Olives' },
  { id: 'chili', text: 'Chili flakes' },
];

export default function UtilsCheckboxTree() {
  const [selected, setSelected] = React.useState<string[]>([]);
  return (
    <Box sx={{ height: 160, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Toppings: {selected.join(', ') || 'none'}
      </Typography>
      <SimpleTreeView
        multiSelect
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
      >
        {toppings.map((topping) => (
          <TreeItem
            key={topping.id}
            itemId={topping.id}
            label={<ToggleLabel itemId={topping.id} text={topping.text} />}
          />
        ))}
      </SimpleTreeView>
    </Box>
  );
}
