import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const today = dayjs('2025-03-10');

const items: PickersShortcutsItem<Dayjs | null>[] = [
  { id: 'tomorrow', label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  { id: 'next-week', label: 'Next week', getValue: () => today.add(1, 'week') },
];

/** `context.shortcut` in `onChange` says which shortcut set the value (none for a click on a day). */
export default function ShortcutsSelected() {
  const [source, setSource] = React.useState('nothing yet');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ height: 490 }}>
        <StaticDatePicker
          displayStaticWrapperAs="desktop"
          defaultValue={today}
          onChange={(_value, context) =>
            setSource(
              context.shortcut
                ? `shortcut "${context.shortcut.id}"`
                : 'the calendar',
            )
          }
          slotProps={{ shortcuts: { items }, actionBar: { actions: [] } }}
        />
        <Typography variant="body2" data-testid="shortcut-source">
          Last change from: {source}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
