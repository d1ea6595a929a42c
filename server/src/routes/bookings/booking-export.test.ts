import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findService } from '../../../../domain/catalogue/services';
import { manilaDate } from '../../../../domain/manila-date';
import { ADMIN_ONLY_MESSAGE } from '../../auth/require-admin';
import { CSV_HEADERS } from '../../export/bookings-csv';
import { bookingBody, type Staff, signedIn, soon, storeBookings } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { tokenFor } from '../../test/manage';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: Client;
let staff: Staff;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  staff = await signedIn(server.db.knex, api, 'admin', 'Export Desk');
});

afterAll(async () => {
  await server.close();
});

/** The raw download: `text()` would drop the byte order mark this test checks for. */
async function download(query: string, token: string | null = staff.token) {
  const response = await fetch(`${server.url}/api/bookings/export.csv${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes, text: bytes.toString('utf8') };
}

/** RFC 4180 read back: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += character;
  }
  return rows;
}

describe('GET /api/bookings/export.csv', () => {
  it('needs an admin sign-in and refuses bad filters like the list', async () => {
    expect((await download('', null)).response.status).toBe(401);
    const desk = await signedIn(server.db.knex, api, 'staff', 'Front Desk');
    const refused = await download('', desk.token);
    expect(refused.response.status).toBe(403);
    expect(JSON.parse(refused.text).msg).toBe(ADMIN_ONLY_MESSAGE);
    const bad = await download('?status=lost');
    expect(bad.response.status).toBe(400);
    expect(JSON.parse(bad.text).msg).toBe(
      'status must be one of: all, pending, confirmed, arrived, in-treatment, completed, cancelled, no-show',
    );
  });

  it('downloads the filtered list as UTF-8 with a BOM, labels instead of codes, quoted and defused', async () => {
    const promo = findService('stem-cell-facial')?.promoPackages?.[0];
    const made = await api.post(
      '/api/bookings',
      bookingBody({
        bookingData: {
          branch: 'las-pinas',
          time: '13:30',
          customerName: '=HYPERLINK("http://evil")',
          notes: 'Gate code: 12, "blue" door\nring twice',
          paymentMethod: 'gcash',
          email: 'pinas@example.com',
        },
        cartItems: [
          { id: 'stem-cell-facial', quantity: 2, ...(promo ? { selectedPromo: promo.title } : {}) },
          { id: 'korean-glow-drip', quantity: 1 },
        ],
      }),
    );
    expect(made.status).toBe(201);
    const booking = made.body.booking;
    await api.patch(
      `/api/bookings/${booking.id}/note`,
      { noteAdmin: '@mention -1 +1' },
      { token: staff.token },
    );
    await api.post(`/api/my-booking/${tokenFor(booking.id)}/reschedule`, { date: soon(9), time: '10:00' });
    await storeBookings(server.db.knex, [{ branch: 'makati', status: 'pending' }]);

    const { response, bytes, text } = await download('?branch=las-pinas&search=HYPERLINK');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="tbl-bookings-${manilaDate()}.csv"`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual(CSV_HEADERS);
    expect(rows).toHaveLength(2);
    const cells = Object.fromEntries(CSV_HEADERS.map((header, index) => [header, rows[1]?.[index]]));
    const weekday = new Date(`${soon(9)}T00:00:00Z`).toLocaleDateString('en-GB', {
      weekday: 'short',
      timeZone: 'UTC',
    });
    expect(cells).toMatchObject({
      'Booking number': booking.bookingData.bookingNumber,
      Status: 'Pending',
      'Service type': 'Clinic visit',
      Branch: 'Las Piñas',
      Date: booking.bookingData.date,
      Time: '1:30 PM',
      'Customer name': `'=HYPERLINK("http://evil")`,
      'E-mail': 'pinas@example.com',
      // Kept as text when opened in a spreadsheet: the leading zero stays (issue 24, item 15).
      Phone: '="09171234567"',
      Age: '29',
      'Total (PHP)': String(booking.totalPrice),
      'Payment method': 'GCash',
      'Client notes': 'Gate code: 12, "blue" door\nring twice',
      'Admin note': "'@mention -1 +1",
      'Last updated by': '',
    });
    expect(cells.Services).toBe(
      promo
        ? `Stem Cell Facial x2 (${promo.title}); Korean Glow Drip`
        : 'Stem Cell Facial x2; Korean Glow Drip',
    );
    expect(cells['Booked at (Manila)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(cells['Reschedule requested']).toMatch(new RegExp(`^${weekday}, .* 10:00 AM$`));
    expect(text).toContain(`,"'=HYPERLINK(""http://evil"")",`);
  });

  it('keeps phones and GCash references as text for spreadsheets (issue 24, item 15)', async () => {
    const made = await api.post(
      '/api/bookings',
      bookingBody({
        bookingData: { branch: 'makati', customerName: 'Reference Keeper', phone: '0918 000 1111' },
      }),
    );
    expect(made.status).toBe(201);
    // A 13-digit GCash reference: a spreadsheet would show 1.23457E+12 unless it stays text.
    const paid = await api.post(
      `/api/bookings/${made.body.booking.id}/payment`,
      { status: 'paid', amountPaid: 1000, reference: '1234567890123' },
      { token: staff.token },
    );
    expect(paid.status).toBe(200);
    const { text } = await download('?search=Reference%20Keeper');
    const rows = parseCsv(text.slice(1));
    expect(rows).toHaveLength(2);
    const cells = Object.fromEntries(CSV_HEADERS.map((header, index) => [header, rows[1]?.[index]]));
    expect(cells.Phone).toBe('="09180001111"');
    expect(cells['Payment reference']).toBe('="1234567890123"');
    expect(cells['Amount paid (PHP)']).toBe('1000');
  });

  it('streams every matching booking across batches, in the list order, once each', async () => {
    const count = 2_345;
    const start = Date.now() - count * 1000;
    await storeBookings(
      server.db.knex,
      Array.from({ length: count }, (_, index) => ({
        status: 'completed',
        branch: 'quezon-city',
        customerName: `Bulk ${index}`,
        // Pairs share a created_at, so the order has to fall back on the id.
        createdAt: new Date(start + Math.floor(index / 2) * 1000),
        date: soon(2 + (index % 5)),
        time: index % 2 ? '10:00' : '15:30',
      })),
    );
    for (const sort of ['booked', 'service-date']) {
      const { response, text } = await download(`?status=completed&branch=quezon-city&sort=${sort}`);
      expect(response.status).toBe(200);
      const rows = parseCsv(text.slice(1)).slice(1);
      expect(rows).toHaveLength(count);
      expect(new Set(rows.map((row) => row[0])).size).toBe(count);
      if (sort === 'service-date') {
        const keys = rows.map((row) => `${row[4]} ${row[5] === '10:00 AM' ? '10:00' : '15:30'}`);
        expect([...keys].sort()).toEqual(keys);
      } else {
        const booked = rows.map((row) => row[17] ?? '');
        expect([...booked].sort().reverse()).toEqual(booked);
      }
    }
  });
});
