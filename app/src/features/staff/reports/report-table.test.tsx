// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReportTable } from './report-table';

afterEach(cleanup);

interface Row {
  branch: string;
  method: string;
  amount: number;
}

const rows: Row[] = [
  { branch: 'Makati', method: 'Cash', amount: 1000 },
  { branch: 'Makati', method: 'GCash', amount: 250 },
];

describe('ReportTable', () => {
  it('names its scroll by the caption, right-aligns figures, and labels the totals across the columns before them', () => {
    render(
      <ReportTable
        caption="Takings by branch and method"
        rows={rows}
        rowKey={(row) => `${row.branch}-${row.method}`}
        totalLabel="Takings in all"
        columns={[
          { header: 'Branch', cell: (row) => row.branch },
          { header: 'Method', cell: (row) => row.method },
          { header: 'Amount', numeric: true, cell: (row) => `₱${row.amount}`, total: '₱1250' },
        ]}
      />,
    );
    const scroll = screen.getByRole('group', { name: 'Takings by branch and method' });
    const table = within(scroll).getByRole('table', { name: 'Takings by branch and method' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Branch', 'Method', 'Amount']);
    expect(within(table).getByRole('columnheader', { name: 'Amount' }).className).toBe('report__number');
    expect(within(table).getByRole('cell', { name: '₱250' }).className).toBe('report__number');
    expect(within(table).getByRole('cell', { name: 'GCash' }).className).toBe('');
    const total = within(table).getByRole('row', { name: /Takings in all/ });
    expect(within(total).getByRole('rowheader').getAttribute('colspan')).toBe('2');
    expect(within(total).getByRole('cell').textContent).toBe('₱1250');
    expect(table.querySelector('caption')?.className).toBe('visually-hidden');
  });

  it('has no totals row when no column has a total, and shows its caption when asked', () => {
    render(
      <ReportTable
        caption="Each practitioner"
        captionShown
        rows={rows}
        rowKey={(row) => `${row.branch}-${row.method}`}
        columns={[
          { header: 'Branch', cell: (row) => row.branch },
          { header: 'Amount', numeric: true, cell: (row) => String(row.amount) },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Each practitioner' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).queryByRole('rowheader')).toBeNull();
    expect(table.querySelector('caption')?.className).toBe('report__caption');
  });
});
