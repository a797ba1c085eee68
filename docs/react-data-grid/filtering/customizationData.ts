import type { GridColDef } from '@mui/x-data-grid';

/** Phone numbers of a contact list, shared by the filter customization page's new demos. */
export interface Contact {
  id: number;
  name: string;
  phone: string;
  age: number;
  city: string;
}

export const contacts: Contact[] = [
  { id: 1, name: 'Aiko Tanaka', phone: '+81 90-1234-5678', age: 34, city: 'Osaka' },
  { id: 2, name: 'Bruno Costa', phone: '+351 912 345 678', age: 51, city: 'Porto' },
  {
    id: 3,
    name: 'Chiara Bianchi',
    phone: '+39 333 123 4567',
    age: 27,
    city: 'Turin',
  },
  {
    id: 4,
    name: 'Dmitri Volkov',
    phone: '+372 5123 4567',
    age: 45,
    city: 'Tallinn',
  },
  { id: 5, name: 'Esi Owusu', phone: '+233 24 123 4567', age: 38, city: 'Accra' },
  { id: 6, name: 'Farah Haddad', phone: '+961 3 123 456', age: 62, city: 'Beirut' },
];

export const contactColumns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'phone', headerName: 'Phone', width: 170 },
  { field: 'age', headerName: 'Age', type: 'number', width: 90 },
  { field: 'city', headerName: 'City', width: 120 },
];
