import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import {
  PickersLayoutContentWrapper,
  PickersLayoutRoot,
  pickersLayoutClasses,
  usePickerLayout,
  type PickersLayoutProps,
} from '@mui/x-date-pickers/PickersLayout';

/** A layout that puts the action bar on top and the toolbar at the bottom. */
function ActionsFirstLayout(props: PickersLayoutProps<Dayjs | null>) {
  const { toolbar, content, actionBar, ownerState } = usePickerLayout(props);

  return (
    <PickersLayoutRoot
      ownerState={ownerState}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      {actionBar}
      <PickersLayoutContentWrapper
        ownerState={ownerState}
        className={pickersLayoutClasses.contentWrapper}
      >
        {content}
      </PickersLayoutContentWrapper>
      {toolbar}
    </PickersLayoutRoot>
  );
}

/** `slots.layout` receives the parts of the picker and arranges them. */
export default function LayoutCustomOrder() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 490 }}>
        <StaticDatePicker
          defaultValue={dayjs('2025-01-15')}
          slots={{ layout: ActionsFirstLayout }}
          slotProps={{ actionBar: { actions: ['clear', 'today'] } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
