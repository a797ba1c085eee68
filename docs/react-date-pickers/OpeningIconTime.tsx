import * as React from 'react';
import Stack from '@mui/material/Stack';
import AlarmIcon from '@mui/icons-material/Alarm';
import AlarmAddIcon from '@mui/icons-material/AlarmAdd';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

/** The icon depends on the state: an "add" icon while the value is empty. */
function AlarmStateIcon() {
  const { value } = usePickerContext();
  return value == null ? <AlarmAddIcon /> : <AlarmIcon />;
}

export default function OpeningIconTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 72, pt: 1 }}>
        <TimePicker label="Alarm" slots={{ openPickerIcon: AlarmStateIcon }} />
        <TimePicker
          label="Alarm"
          defaultValue={dayjs('2025-05-14T06:30')}
          slots={{ openPickerIcon: AlarmStateIcon }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
