import type { GridColDef } from '@mui/x-data-grid';

/** Shifts of a hospital ward's rota, shared by the editing overview's new demos. */
export interface Shift {
  id: number;
  nurse: string;
  ward: string;
  hours: number;
  locked: boolean;
}

export const shifts: Shift[] = [
  { id: 1, nurse: 'Adaeze Nwosu', ward: 'Cardiology', hours: 8, locked: false },
  { id: 2, nurse: 'Björn Holm', ward: 'Paediatrics', hours: 12, locked: true },
  { id: 3, nurse: 'Carmen Ruiz', ward: 'Oncology', hours: 8, locked: false },
  { id: 4, nurse: 'Deniz Aydın', ward: 'Cardiology', hours: 10, locked: false },
  { id: 5, nurse: 'Emeka Obi', ward: 'Maternity', hours: 12, locked: true },
  { id: 6, nurse: 'Fiona Walsh', ward: 'Oncology', hours: 6, locked: false },
];

export const shiftColumns: GridColDef<Shift>[] = [
  { field: 'nurse', headerName: 'Nurse', flex: 1, minWidth: 150, editable: true },
  {
    field: 'ward',
    headerName: 'Ward',
    type: 'singleSelect',
    valueOptions: ['Cardiology', 'Oncology', 'Paediatrics', 'Maternity'],
    width: 140,
    editable: true,
  },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90, editable: true },
  { field: 'locked', headerName: 'Signed off', type: 'boolean', width: 110 },
];
