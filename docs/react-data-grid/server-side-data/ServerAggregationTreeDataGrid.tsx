import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-premium';
import {
  aggregate,
  organisation,
  teamAt,
  wait,
  type Person,
} from './simulatedServer';

interface Employee {
  id: string;
  name: string;
  jobTitle: string;
  salary: number;
  reports: number;
  /** The server's values for this person's whole subtree, themselves included. */
  aggregates: Record<string, number>;
}

/** A salary derived from the job title, so every visitor sees the same figures. */
function salaryOf(person: Person): number {
  return (
    52_000 +
    ((person.jobTitle.length * 7919 + person.name.length * 104_729) % 90) * 1000
  );
}

/** The person and everyone under them. */
function subtree(person: Person): Person[] {
  return [person, ...(person.team ?? []).flatMap(subtree)];
}

const columns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', flex: 1, minWidth: 170 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 130 },
];

const aggregationFunctions = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  max: { columnTypes: ['number'] },
};

export default function ServerAggregationTreeDataGrid() {
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({ groupKeys = [], aggregationModel = {} }) => {
        await wait(300);
        const aggregatesOf = (people: Person[]) =>
          Object.fromEntries(
            Object.entries(aggregationModel).map(([field, fn]) => [
              field,
              aggregate(people.map(salaryOf), String(fn)),
            ]),
          );
        const rows: Employee[] = teamAt(groupKeys).map((person) => ({
          id: [...groupKeys, person.name].join('/'),
          name: person.name,
          jobTitle: person.jobTitle,
          salary: salaryOf(person),
          reports: person.team?.length ?? 0,
          aggregates: aggregatesOf(subtree(person)),
        }));
        return {
          rows,
          rowCount: rows.length,
          aggregateRow: { aggregates: aggregatesOf(organisation.flatMap(subtree)) },
        };
      },
      getGroupKey: (row) => row.name,
      getChildrenCount: (row) => row.reports,
      getAggregatedValue: (row, field) => row.aggregates?.[field],
    }),
    [],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        treeData
        groupingColDef={{ headerName: 'Employee', width: 240 }}
        aggregationFunctions={aggregationFunctions}
        initialState={{ aggregation: { model: { salary: 'sum' } } }}
        disableColumnFilter
        disableColumnSorting
        hideFooter
      />
    </Box>
  );
}
