import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DateTimePickerTabs,
  type DateTimePickerTabsProps,
} from '@mui/x-date-pickers/DateTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

/** The default tabs with words instead of icons, always shown. */
function WordTabs(props: DateTimePickerTabsProps) {
  return (
    <DateTimePickerTabs {...props} hidden={false} dateIcon="Day" timeIcon="Hour" />
  );
}

export default function TabsCustom() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 620 }}>
        <StaticDateTimePicker
          defaultValue={dayjs('2025-08-29T20:30')}
          slots={{ tabs: WordTabs }}
          slotProps={{ actionBar: { actions: [] } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
