import * as React from 'react';
import MdxTable from './MdxTable';

/** One row: the keys (`'Shift+Space'`, combos joined by `+`; alternatives as separate rows) and what they do. */
export type KeyboardTableRow = readonly [keys: string, action: React.ReactNode];

export interface KeyboardTableProps {
  rows: readonly KeyboardTableRow[];
  /** Header of the first column; defaults to "Keys". */
  keysLabel?: string;
}

/** Splits `Ctrl+Shift+A` into its keys; a lone `+` (the plus key) stays a key. */
export function splitKeys(keys: string): string[] {
  if (keys === '+') return ['+'];
  return keys
    .split(/(?<!^)\+(?!$)/)
    .map((key) => key.trim())
    .filter(Boolean);
}

/** A keyboard-interaction table for pages of components with keyboard behaviour (see README). */
export default function KeyboardTable({ rows, keysLabel = 'Keys' }: KeyboardTableProps) {
  return (
    <MdxTable>
      <thead>
        <tr>
          <th scope="col">{keysLabel}</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([keys, action]) => (
          <tr key={keys}>
            <td>
              {splitKeys(keys).map((key, index) => (
                <React.Fragment key={`${key}-${index}`}>
                  {index > 0 ? ' + ' : null}
                  <kbd>{key}</kbd>
                </React.Fragment>
              ))}
            </td>
            <td>{action}</td>
          </tr>
        ))}
      </tbody>
    </MdxTable>
  );
}
