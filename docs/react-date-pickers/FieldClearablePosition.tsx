import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

/** The clear button at the start, with another icon, and `onClear` counting the clears. */
export default function FieldClearablePosition() {
  const [clears, setClears] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ width: 280, height: 104, pt: 1 }}>
        <DateField
          label="Follow-up date"
          defaultValue={dayjs('2025-12-05')}
          clearable
          clearButtonPosition="start"
          slots={{ clearIcon: BackspaceOutlinedIcon }}
          onClear={() => setClears((count) => count + 1)}
        />
        <Typography variant="body2" data-testid="clear-count">
          Cleared {clears} {clears === 1 ? 'time' : 'times'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
