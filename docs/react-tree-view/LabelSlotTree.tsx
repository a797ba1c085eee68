import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItem,
  TreeItemLabel,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

interface Recipe {
  id: string;
  label: string;
  minutes?: number;
  children?: Recipe[];
}

const recipes: Recipe[] = [
  {
    id: 'quick',
    label: 'Weeknight dinners',
    children: [
      { id: 'omelette', label: 'Omelette', minutes: 10 },
      { id: 'fried-rice', label: 'Fried rice', minutes: 20 },
    ],
  },
  { id: 'ragu', label: 'Sunday ragù', minutes: 180 },
];

/** The label slot: the default label followed by the cooking time read from the item's data. */
function TimedLabel(props: { itemId: string; children?: React.ReactNode }) {
  const { itemId, children, ...other } = props;
  const recipe = useTreeItemModel<Recipe>(itemId);
  return (
    <TreeItemLabel
      {...other}
      sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
    >
      <span>{children}</span>
      {recipe?.minutes ? (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {recipe.minutes} min
        </Box>
      ) : null}
    </TreeItemLabel>
  );
}

const RecipeItem = React.forwardRef(function RecipeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ label: TimedLabel }}
      // The slot needs the item id to find its data; TreeItem passes its own props to the label otherwise.
      slotProps={{
        label: { itemId: props.itemId } as React.HTMLAttributes<HTMLDivElement>,
      }}
    />
  );
});

export default function LabelSlotTree() {
  return (
    <Box sx={{ height: 170, minWidth: 300 }}>
      <RichTreeView
        items={recipes}
        defaultExpandedItems={['quick']}
        slots={{ item: RecipeItem }}
      />
    </Box>
  );
}
