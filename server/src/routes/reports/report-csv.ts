import { type CsvValue, csvRow, UTF8_BOM } from '../../export/csv';
import type { BookingsReport } from '../../queries/reports/bookings-report';
import type { ClientsReport } from '../../queries/reports/clients-report';
import type { OccupancyReport } from '../../queries/reports/occupancy-report';
import type { PackagesOwedReport } from '../../queries/reports/packages-report';
import type { TakingsReport } from '../../queries/reports/takings-report';

/** A report as spreadsheet rows: the header first, then one row per line of the report. */
export type CsvTable = CsvValue[][];

/** The CSV text of a table, through the one CSV writer the booking export uses. */
export function csvText(table: CsvTable): string {
  return UTF8_BOM + table.map(csvRow).join('');
}

export function takingsTable(report: TakingsReport): CsvTable {
  return [
    ['Date', 'Branch', 'Method', 'Amount (PHP)'],
    ...report.rows.map((row) => [row.date, row.branch, row.method, row.amount.toFixed(2)]),
    ['All', '', '', report.total.toFixed(2)],
  ];
}

export function bookingsTable(report: BookingsReport): CsvTable {
  return [
    ['Branch', 'Treatment', 'Bookings', 'Cancelled', 'No-shows', 'No-show rate (%)'],
    ...report.rows.map((row) => [
      row.branch,
      row.treatmentName,
      row.bookings,
      row.cancelled,
      row.noShows,
      row.noShowRate,
    ]),
    [
      'All',
      'All',
      report.total.bookings,
      report.total.cancelled,
      report.total.noShows,
      report.total.noShowRate,
    ],
  ];
}

export function occupancyTable(report: OccupancyReport): CsvTable {
  return [
    ['Branch', 'Resource', 'Kind', 'Visits', 'Booked minutes', 'Capacity minutes', 'Full (%)'],
    ...report.rows.map((row) => [
      row.branch,
      'All rooms',
      'branch',
      row.visits,
      row.bookedMinutes,
      row.capacityMinutes,
      row.percent,
    ]),
    ...report.resources.map((row) => [
      row.branch,
      row.name,
      row.kind,
      row.visits,
      row.bookedMinutes,
      row.capacityMinutes,
      row.percent,
    ]),
  ];
}

export function packagesTable(report: PackagesOwedReport): CsvTable {
  return [
    ['Branch', 'Treatment', 'Package', 'Open packages', 'Sessions owed', 'Value (PHP)'],
    ...report.rows.map((row) => [
      row.branch,
      row.treatment,
      row.title,
      row.packages,
      row.sessionsLeft,
      row.value.toFixed(2),
    ]),
    ['All', '', '', report.total.packages, report.total.sessionsLeft, report.total.value.toFixed(2)],
  ];
}

export function clientsTable(report: ClientsReport): CsvTable {
  return [
    ['Branch', 'New clients', 'Returning clients'],
    ...report.rows.map((row) => [row.branch, row.newClients, row.returningClients]),
    ['All', report.total.newClients, report.total.returningClients],
  ];
}
