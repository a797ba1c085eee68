import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { FieldSelectedSections } from '@mui/x-date-pickers/models';

/** A Date Time Field whose selected section is controlled, reported and moved by buttons. */
export default function FieldSelectedSection() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-10-31T19:30'));
  const [selected, setSelected] = React.useState<FieldSelectedSections>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);

  const select = (section: FieldSelectedSections) => {
    inputRef.current?.focus();
    setSelected(section);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ width: 340, height: 156, pt: 1 }}>
        <DateTimeField
          label="Doors open"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          selectedSections={selected}
          onSelectedSectionsChange={setSelected}
          inputRef={inputRef}
        />
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={() => select('day')}>
            Day
          </Button>
          <Button size="small" variant="outlined" onClick={() => select('hours')}>
            Hours
          </Button>
          <Button size="small" variant="outlined" onClick={() => select('all')}>
            All
          </Button>
        </Stack>
        <Typography variant="body2" data-testid="selected-section">
          Selected section: {selected === null ? 'none' : String(selected)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
