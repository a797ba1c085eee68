import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// The invoice is issued on this date; payment terms count from it.
const issued = dayjs('2025-03-03');

const terms: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'On receipt', getValue: () => issued },
  { label: 'Net 15', getValue: () => issued.add(15, 'day') },
  { label: 'Net 30', getValue: () => issued.add(30, 'day') },
  {
    label: 'End of next month',
    getValue: () => issued.add(1, 'month').endOf('month'),
  },
];

/** Payment-term shortcuts on a Date Picker, which only fill in the date (`changeImportance="set"`). */
export default function ShortcutsDate() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ width: 300, height: 72, pt: 1 }}>
        <DatePicker
          label="Payment due"
          defaultValue={issued.add(30, 'day')}
          slotProps={{ shortcuts: { items: terms, changeImportance: 'set' } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
