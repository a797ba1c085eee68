import * as React from 'react';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import LockClockIcon from '@mui/icons-material/LockClock';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

/** The default button, preceded by an information icon with a tooltip. */
function ButtonWithInfo(props: IconButtonProps) {
  return (
    <>
      <Tooltip title="Orders placed after 3 PM ship the next day">
        <InfoOutlinedIcon
          fontSize="small"
          sx={{ color: 'text.secondary', mr: 0.5 }}
        />
      </Tooltip>
      <IconButton {...props} />
    </>
  );
}

/** An icon next to the opening button (left), and one at the start of the field (right). */
export default function OpeningButtonExtraIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 72, pt: 1 }}>
        <DatePicker
          label="Ship on"
          defaultValue={dayjs('2025-09-12')}
          slots={{ openPickerButton: ButtonWithInfo }}
        />
        <DatePicker
          label="Locked until"
          defaultValue={dayjs('2025-09-12')}
          slotProps={{
            textField: {
              InputProps: {
                startAdornment: (
                  <InputAdornment position="start">
                    <LockClockIcon />
                  </InputAdornment>
                ),
              },
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
