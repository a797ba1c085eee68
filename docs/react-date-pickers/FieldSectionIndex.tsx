import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { FieldSelectedSections } from '@mui/x-date-pickers/models';

/** In a range field, a section type is ambiguous: select by index (0–2 the start, 3–5 the end). */
export default function FieldSectionIndex() {
  const [selected, setSelected] = React.useState<FieldSelectedSections>(null);
  const fieldRef = React.useRef<HTMLDivElement>(null);

  const select = (index: number) => {
    fieldRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
    setSelected(index);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ width: 340, height: 112, pt: 1 }}>
        <SingleInputDateRangeField
          ref={fieldRef}
          label="Semester"
          defaultValue={[dayjs('2025-09-01'), dayjs('2026-01-30')]}
          selectedSections={selected}
          onSelectedSectionsChange={setSelected}
        />
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={() => select(2)}>
            Start year
          </Button>
          <Button size="small" variant="outlined" onClick={() => select(5)}>
            End year
          </Button>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
