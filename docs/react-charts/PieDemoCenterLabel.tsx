import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// Tasks of a project by status.
const tasks = [
  { id: 'done', value: 34, label: 'Done', color: '#2e7d32' },
  { id: 'progress', value: 11, label: 'In progress', color: '#f9a825' },
  { id: 'todo', value: 9, label: 'To do', color: '#bdbdbd' },
];
const total = tasks.reduce((sum, task) => sum + task.value, 0);

/** SVG text in the middle of the drawing area: the child sits inside the donut. */
function CenterLabel({ children }: { children: React.ReactNode }) {
  const { left, top, width, height } = useDrawingArea();
  return (
    <text
      x={left + width / 2}
      y={top + height / 2}
      textAnchor="middle"
      dominantBaseline="central"
      fontSize={20}
      fill="currentColor"
    >
      {children}
    </text>
  );
}

/** A donut with its headline figure in the hole. */
export default function PieDemoCenterLabel() {
  return (
    <Box sx={{ width: '100%', color: 'text.primary' }}>
      <PieChart
        series={[
          { data: tasks, innerRadius: 75, outerRadius: 110, paddingAngle: 1 },
        ]}
        height={260}
      >
        <CenterLabel>{Math.round((tasks[0].value / total) * 100)}% done</CenterLabel>
      </PieChart>
    </Box>
  );
}
