import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

const cellClass = 'border-t border-slate-200 px-3 py-2 align-top dark:border-slate-700';

/**
 * An accessible table: a caption names it, column headers have scope="col" and the first cell of each row
 * is its row header, so screen readers announce "Received, 5 Jan 2026, Email, ...". The wrapper scrolls
 * sideways on small screens; it is focusable and named so keyboard users can scroll it too (WCAG 2.1.1).
 */
export function DataTable<T extends { id: string }>({ caption, columns, rows }: { caption: string; columns: Column<T>[]; rows: T[] }) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="px-3 py-2 text-left text-base font-semibold">{caption}</caption>
        <thead className="bg-slate-100 dark:bg-slate-800">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-3 py-2 font-semibold">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column, i) =>
                i === 0 ? (
                  <th key={column.header} scope="row" className={`${cellClass} font-normal ${column.className ?? ''}`}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={`${cellClass} ${column.className ?? ''}`}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
