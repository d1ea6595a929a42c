import { ApiError, buildUrl, messageFromBody, NETWORK_MESSAGE } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';
import type { BookingListParams } from './bookings-api';

export interface CsvExport {
  blob: Blob;
  filename: string;
}

const FALLBACK_FILENAME = 'tbl-bookings.csv';
const EXPORT_FAILED = 'Failed to export bookings';

/** `attachment; filename="tbl-bookings-2026-11-28.csv"` -> the name, kept to safe characters. */
export function filenameFrom(disposition: string | null): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  const name = match?.[1] ? decodeURIComponent(match[1]).replace(/[^\w.-]+/g, '-') : '';
  return name || FALLBACK_FILENAME;
}

/**
 * Every booking matching the dashboard's filters as CSV. A plain link cannot carry the bearer token,
 * so the file is fetched and handed to the browser as a Blob.
 */
export function fetchBookingsCsv(params: Omit<BookingListParams, 'page'>): Promise<CsvExport> {
  return fetchCsv('/bookings/export.csv', { ...params }, EXPORT_FAILED);
}

/** A CSV answer of the API (the bookings export, a report) fetched with the bearer token. */
export async function fetchCsv(
  path: string,
  query: Record<string, string | number | undefined>,
  failed: string,
): Promise<CsvExport> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(NETWORK_MESSAGE, 'network', 0);
  }
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    throw new ApiError(messageFromBody(body) ?? failed, 'http', response.status, null, body);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!/text\/csv/i.test(type)) throw new ApiError(failed, 'non-json', response.status);
  return { blob: await response.blob(), filename: filenameFrom(response.headers.get('content-disposition')) };
}

/** Starts the browser's download of a file already in memory. */
export function saveFile({ blob, filename }: CsvExport): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Released once the browser has taken its copy; otherwise the file stays in memory until the tab closes.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
