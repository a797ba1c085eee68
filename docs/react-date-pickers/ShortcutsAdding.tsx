import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// Computed on click, relative to today.
const reminders: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow', getValue: () => dayjs().add(1, 'day') },
  { label: 'In a week', getValue: () => dayjs().add(1, 'week') },
  {
    label: 'Start of next month',
    getValue: () => dayjs().add(1, 'month').startOf('month'),
  },
  { label: 'No reminder', getValue: () => null },
];

/** Shortcuts beside the calendar of a static picker. */
export default function ShortcutsAdding() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 460 }}>
        <StaticDatePicker
          displayStaticWrapperAs="desktop"
          slotProps={{ shortcuts: { items: reminders }, actionBar: { actions: [] } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
