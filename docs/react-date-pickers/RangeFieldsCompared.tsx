import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

const semester = [dayjs('2025-09-08'), dayjs('2026-01-23')] as const;

/** The same range in one input and in two inputs. */
export default function RangeFieldsCompared() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: 460, height: 152, pt: 1 }}>
        <SingleInputDateRangeField
          label="Semester (one input)"
          defaultValue={[...semester]}
        />
        <MultiInputDateRangeField
          defaultValue={[...semester]}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Semester starts' : 'Semester ends',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
