import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type {
  PickersShortcutsItem,
  PickersShortcutsProps,
} from '@mui/x-date-pickers/PickersShortcuts';
import { useIsValidValue, usePickerActionsContext } from '@mui/x-date-pickers/hooks';

const start = dayjs('2025-01-06');

const items: PickersShortcutsItem<Dayjs | null>[] = [
  { label: '+1 week', getValue: () => start.add(1, 'week') },
  { label: '+2 weeks', getValue: () => start.add(2, 'week') },
  { label: '+1 month', getValue: () => start.add(1, 'month') },
];

/** The shortcuts as chips beside the calendar. */
function ChipShortcuts(props: PickersShortcutsProps<Dayjs | null>) {
  const { items: chipItems = [], changeImportance = 'accept', className } = props;
  const isValid = useIsValidValue<Dayjs | null>();
  const { setValue } = usePickerActionsContext<Dayjs | null>();

  return (
    <Stack
      direction="row"
      spacing={1}
      className={className}
      sx={{ p: 2, gridColumn: '1 / 4' }}
    >
      {chipItems.map((item) => {
        const value = item.getValue({ isValid });
        return (
          <Chip
            key={item.label}
            label={item.label}
            disabled={!isValid(value)}
            onClick={() => setValue(value, { changeImportance, shortcut: item })}
          />
        );
      })}
    </Stack>
  );
}

export default function ShortcutsChips() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 460 }}>
        <StaticDatePicker
          displayStaticWrapperAs="desktop"
          defaultValue={start}
          slots={{ shortcuts: ChipShortcuts }}
          slotProps={{ shortcuts: { items }, actionBar: { actions: [] } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
