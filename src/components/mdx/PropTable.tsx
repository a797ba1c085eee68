import * as React from 'react';
import Link from '@docusaurus/Link';
import MdxTable from './MdxTable';

export interface PropTableRow {
  name: string;
  type: string;
  default?: string;
  description: string;
  href: string;
}

export interface PropTableProps {
  /** The component whose props are listed, e.g. `DataGrid`. */
  component: string;
  /** Prop names separated by spaces, in display order. */
  props: string;
  /** Filled in at build time by the api-links remark plugin from the generated API data (maintainers/writing.md, "Naming a prop, a slot or a class"). */
  rows?: PropTableRow[];
}

/** Name, type, default and first sentence of some props of a component, each linked to its API row. */
export default function PropTable({ component, props, rows }: PropTableProps) {
  const names = props.split(/\s+/).filter(Boolean);
  const byName = new Map((rows ?? []).map((row) => [row.name, row]));
  return (
    <MdxTable data-prop-table={component}>
      <thead>
        <tr>
          <th scope="col">Prop</th>
          <th scope="col">Type</th>
          <th scope="col">Default</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => {
          const row = byName.get(name);
          return (
            <tr key={name} data-prop={name}>
              <td>
                {row ? (
                  <Link to={row.href}>
                    <code>{name}</code>
                  </Link>
                ) : (
                  <code>{name}</code>
                )}
              </td>
              <td>{row ? <code>{row.type}</code> : null}</td>
              <td>{row?.default ? <code>{row.default}</code> : '–'}</td>
              <td>{row?.description}</td>
            </tr>
          );
        })}
      </tbody>
    </MdxTable>
  );
}
