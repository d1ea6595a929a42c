import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as backfill } from '../../../migrations/20261121002100_backfill_booking_events';
import { storeBookings } from '../test/factories';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

describe('the audit-trail backfill', () => {
  it('gives bookings made before it their creation and later status changes, in order', async () => {
    const knex = server.db.knex;
    const createdAt = new Date('2026-10-01T02:00:00Z');
    const [id] = (await storeBookings(knex, [{ status: 'completed', createdAt }])) as [string];
    await knex('booking_status_history').insert([
      {
        booking_id: id,
        from_status: null,
        to_status: 'pending',
        changed_by: 'Online booking',
        changed_at: createdAt,
      },
      {
        booking_id: id,
        from_status: 'pending',
        to_status: 'confirmed',
        changed_by: 'Joy Mendoza',
        changed_at: new Date('2026-10-01T03:00:00Z'),
      },
      {
        booking_id: id,
        from_status: 'confirmed',
        to_status: 'completed',
        changed_by: 'admin@tbl-clinic.ph',
        changed_at: new Date('2026-10-02T09:00:00Z'),
      },
    ]);
    await knex('booking_events').delete();
    await backfill(knex);
    const events = await knex('booking_events')
      .where({ booking_id: id })
      .orderBy([{ column: 'at' }, { column: 'id' }]);
    expect(
      events.map((event) => [event.kind, event.actor, event.summary, new Date(event.at).toISOString()]),
    ).toEqual([
      ['created', 'Online booking', 'Booked online', '2026-10-01T02:00:00.000Z'],
      [
        'status_changed',
        'Joy Mendoza',
        'Status changed from Pending to Confirmed',
        '2026-10-01T03:00:00.000Z',
      ],
      [
        'status_changed',
        'admin@tbl-clinic.ph',
        'Status changed from Confirmed to Completed',
        '2026-10-02T09:00:00.000Z',
      ],
    ]);
  });
});
