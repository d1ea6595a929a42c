import type { ReactNode } from 'react';
import { TableScroll } from './table-scroll';

export interface ReportColumn<Row> {
  header: string;
  /** Figures: right-aligned, as the eye compares them down the column. */
  numeric?: boolean;
  cell(row: Row): ReactNode;
  /** The column's figure in the totals row; the columns before the first total hold its label. */
  total?: ReactNode;
}

/**
 * One report table in its sideways scroll: a column header each, a row a report row, and a totals
 * row when a column has a total. The caption is the scroll's name; it is shown only where the
 * section's heading does not already say what the table is.
 */
export function ReportTable<Row>({
  caption,
  captionShown = false,
  columns,
  rows,
  rowKey,
  totalLabel,
}: {
  caption: string;
  captionShown?: boolean;
  columns: ReadonlyArray<ReportColumn<Row>>;
  rows: readonly Row[];
  rowKey(row: Row): string;
  totalLabel?: string;
}) {
  const figureClass = (column: ReportColumn<Row>) => (column.numeric ? 'report__number' : undefined);
  const labelSpan = columns.findIndex((column) => column.total !== undefined);
  return (
    <TableScroll label={caption}>
      <table className="report__table">
        <caption className={captionShown ? 'report__caption' : 'visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={figureClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} className={figureClass(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {labelSpan > 0 ? (
          <tfoot>
            <tr>
              <th scope="row" colSpan={labelSpan > 1 ? labelSpan : undefined}>
                {totalLabel}
              </th>
              {columns.slice(labelSpan).map((column) => (
                <td key={column.header} className={figureClass(column)}>
                  {column.total}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </TableScroll>
  );
}
