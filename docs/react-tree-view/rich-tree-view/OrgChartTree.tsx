import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// Your own shape: no `id`, `label` or `children` keys.
interface Employee {
  employeeId: number;
  name: string;
  role: string;
  reports?: Employee[];
}

const company: Employee[] = [
  {
    employeeId: 1,
    name: 'Amira Haddad',
    role: 'CEO',
    reports: [
      {
        employeeId: 2,
        name: 'Lucas Moreau',
        role: 'CTO',
        reports: [
          { employeeId: 4, name: 'Priya Nair', role: 'Engineering manager' },
          { employeeId: 5, name: 'Tom Becker', role: 'Staff engineer' },
        ],
      },
      {
        employeeId: 3,
        name: 'Sofia Rossi',
        role: 'CFO',
        reports: [{ employeeId: 6, name: 'Kenji Sato', role: 'Controller' }],
      },
    ],
  },
];

export default function OrgChartTree() {
  return (
    <Box sx={{ height: 260, minWidth: 300, overflowY: 'auto' }}>
      <RichTreeView<Employee>
        items={company}
        getItemId={(employee) => String(employee.employeeId)}
        getItemLabel={(employee) => `${employee.name} (${employee.role})`}
        getItemChildren={(employee) => employee.reports}
        defaultExpandedItems={['1', '2']}
      />
    </Box>
  );
}
