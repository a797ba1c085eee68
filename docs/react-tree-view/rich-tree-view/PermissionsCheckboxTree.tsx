import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type {
  TreeViewDefaultItemModelProperties,
  TreeViewSelectionPropagation,
} from '@mui/x-tree-view/models';

const permissions: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'billing',
    label: 'Billing',
    children: [
      { id: 'billing.view', label: 'View invoices' },
      { id: 'billing.pay', label: 'Pay invoices' },
    ],
  },
  {
    id: 'team',
    label: 'Team',
    children: [
      { id: 'team.invite', label: 'Invite members' },
      { id: 'team.remove', label: 'Remove members' },
      { id: 'team.roles', label: 'Change roles' },
    ],
  },
];

export default function PermissionsCheckboxTree() {
  const [propagation, setPropagation] = React.useState<TreeViewSelectionPropagation>(
    {
      parents: true,
      descendants: true,
    },
  );
  const [selected, setSelected] = React.useState<string[]>([]);

  const toggle =
    (key: keyof TreeViewSelectionPropagation) =>
    (event: React.ChangeEvent<HTMLInputElement>) =>
      setPropagation((previous) => ({ ...previous, [key]: event.target.checked }));

  return (
    <Stack spacing={1} sx={{ height: 400 }}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={
            <Switch
              checked={!!propagation.descendants}
              onChange={toggle('descendants')}
            />
          }
          label="Descendants"
        />
        <FormControlLabel
          control={
            <Switch checked={!!propagation.parents} onChange={toggle('parents')} />
          }
          label="Parents"
        />
      </Stack>
      <Box sx={{ flexGrow: 1, overflowY: 'auto' }}>
        <RichTreeView
          items={permissions}
          multiSelect
          checkboxSelection
          selectionPropagation={propagation}
          defaultExpandedItems={['billing', 'team']}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        />
      </Box>
      <Typography variant="body2" data-testid="selected-permissions">
        Selected: {selected.length > 0 ? [...selected].sort().join(', ') : 'none'}
      </Typography>
    </Stack>
  );
}
