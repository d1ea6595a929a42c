import { apiRequest } from '../../../lib/api-client';
import { type CsvExport, fetchCsv } from '../api/export-api';

export const REPORT_NAMES = ['takings', 'bookings', 'occupancy', 'packages', 'clients'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export interface ReportQuery {
  from: string;
  to: string;
  /** '' for every branch the reader may see. */
  branch: string;
}

export interface TakingsReport {
  rows: Array<{ date: string; branch: string; method: string; amount: number }>;
  total: number;
}

export interface BookingsReport {
  rows: Array<{
    branch: string;
    treatment: string;
    treatmentName: string;
    bookings: number;
    cancelled: number;
    noShows: number;
    noShowRate: number;
  }>;
  total: { bookings: number; cancelled: number; noShows: number; noShowRate: number };
}

export interface OccupancyReport {
  rows: Array<{
    branch: string;
    visits: number;
    bookedMinutes: number;
    rooms: number;
    capacityMinutes: number;
    percent: number;
  }>;
  resources: Array<{
    branch: string;
    resourceId: string;
    kind: string;
    name: string;
    visits: number;
    bookedMinutes: number;
    capacityMinutes: number;
    percent: number;
  }>;
}

export interface PackagesReport {
  rows: Array<{
    branch: string;
    treatment: string;
    title: string;
    packages: number;
    sessionsLeft: number;
    value: number;
  }>;
  total: { packages: number; sessionsLeft: number; value: number };
}

export interface ClientsReport {
  rows: Array<{ branch: string; newClients: number; returningClients: number }>;
  total: { newClients: number; returningClients: number };
}

export interface ReportAnswers {
  takings: TakingsReport;
  bookings: BookingsReport;
  occupancy: OccupancyReport;
  packages: PackagesReport;
  clients: ClientsReport;
}

const queryOf = ({ from, to, branch }: ReportQuery) => ({ from, to, ...(branch ? { branch } : {}) });

export function fetchReport<N extends ReportName>(
  name: N,
  query: ReportQuery,
  signal?: AbortSignal,
): Promise<ReportAnswers[N]> {
  return apiRequest<ReportAnswers[N]>(`/reports/${name}`, {
    auth: true,
    query: queryOf(query),
    signal,
    fallbackMessage: 'Could not load the report',
  });
}

export function fetchReportCsv(name: ReportName, query: ReportQuery): Promise<CsvExport> {
  return fetchCsv(`/reports/${name}`, { ...queryOf(query), format: 'csv' }, 'Could not download the report');
}
