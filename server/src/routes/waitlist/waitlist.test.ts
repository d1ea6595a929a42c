import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, manilaDate } from '../../../../domain/manila-date';
import { WAITLIST_OFFER_MINUTES } from '../../../../domain/waitlist';
import { BURST_TIMEOUT_MS } from '../../test/burst-timeout';
import { setCapacity } from '../../test/capacity';
import { anotherPerson, bookingBody, signedIn } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { type MailTestServer, startMailTestServer } from '../../test/mail-test-server';
import { leafParts } from '../../test/mime';
import { TEST_SECRETS } from '../../test/test-server';
import { offerFreedPlaces } from '../../waitlist/offer-freed-places';

/**
 * The waitlist (issue 28 item 4): a client asks to be told when a full day frees up; when a place
 * frees, the first wish that fits gets an e-mail and a text with a link, and the place is held for it
 * 15 minutes (nobody else can take it), then passed to the next wish. The desk reads the day's list.
 */
let mail: MailTestServer;
let api: Client;
let staff: string;
const day = addDays(manilaDate(), 6);
const { updateCode } = TEST_SECRETS;

beforeAll(async () => {
  mail = await startMailTestServer();
  api = client(mail.server.url);
  staff = (await signedIn(mail.server.db.knex, api, 'staff', 'Rosa Front Desk')).token;
  await setCapacity(mail.server.db.knex, 'las-pinas', 1);
});

afterAll(async () => {
  await mail.close();
});

function wish(overrides: Record<string, unknown> = {}) {
  const person = anotherPerson();
  return {
    branch: 'las-pinas',
    date: day,
    from: '14:00',
    to: '14:00',
    services: ['stem-cell-facial'],
    customerName: 'Bea Cruz',
    email: person.email,
    phone: person.phone,
    ...overrides,
  };
}

async function book(time: string, extra: Record<string, unknown> = {}) {
  return api.post(
    '/api/bookings',
    bookingBody({ bookingData: { branch: 'las-pinas', date: day, time, ...anotherPerson(), ...extra } }),
  );
}

const rules = () => mail.server.context.catalogue.rules();
const entry = (id: string) => mail.server.db.knex('waitlist_entries').where({ id }).first();

describe('joining the waitlist', () => {
  it('refuses bad input with 400 or 409 naming it, and nothing is stored', async () => {
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ services: ['no-such-treatment'] }, 400, /Unknown service: no-such-treatment/],
      [{ services: [] }, 400, /Choose at least one treatment/],
      [{ date: '2020-01-01' }, 400, /past/i],
      [
        { from: '15:00', to: '14:00' },
        400,
        /from .* before .*to|earliest time must not be after the latest/i,
      ],
      [{ email: 'not-an-email' }, 400, /e-mail/i],
      [{ branch: 'online' }, 400, /Choose a branch/],
    ];
    for (const [overrides, status, message] of cases) {
      const reply = await api.post('/api/waitlist', wish(overrides));
      expect(reply.status, JSON.stringify(overrides)).toBe(status);
      expect(reply.body.msg, JSON.stringify(overrides)).toMatch(message);
    }
    const stored = await mail.server.db.knex('waitlist_entries').count({ n: '*' }).first();
    expect(Number(stored?.n)).toBe(0);
  });

  it('takes a wish once: the same wish again is 409', async () => {
    const body = wish({ to: '16:00' });
    const first = await api.post('/api/waitlist', body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({
      branch: 'las-pinas',
      date: day,
      from: '14:00',
      to: '16:00',
      status: 'waiting',
    });
    const again = await api.post('/api/waitlist', { ...body, email: body.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.msg).toMatch(/already on the waitlist/);
    await mail.server.db
      .knex('waitlist_entries')
      .where({ id: first.body.data.id })
      .update({ status: 'closed' });
  });
});

describe('a freed place is offered', () => {
  it(
    'holds the freed place 15 minutes for the first wish that fits (others get 409), then passes it to the next',
    async () => {
      const knex = mail.server.db.knex;
      const taken = await book('14:00');
      expect(taken.status, JSON.stringify(taken.body)).toBe(201);
      const first = await api.post('/api/waitlist', wish());
      const otherTime = await api.post(
        '/api/waitlist',
        wish({ from: '17:00', to: '17:00', services: ['stem-cell-facial'] }),
      );
      const second = await api.post('/api/waitlist', wish());
      for (const reply of [first, otherTime, second])
        expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      // 17:00 is free: that wish is offered at once, whatever its place in line.
      const now = new Date();
      const round = await offerFreedPlaces(knex, now, await rules());
      expect(round.offered).toEqual([otherTime.body.data.id]);

      const cancelled = await api.patch(
        `/api/bookings/${taken.body.booking.id}/status`,
        { status: 'cancelled', updateCode },
        { token: staff },
      );
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      const freed = await offerFreedPlaces(knex, now, await rules());
      expect(freed.offered).toEqual([first.body.data.id]);

      const offered = await entry(first.body.data.id);
      expect(offered).toMatchObject({ status: 'offered', offer_time: '14:00' });
      const held = new Date(offered.offer_expires_at).getTime() - now.getTime();
      expect(held).toBe(WAITLIST_OFFER_MINUTES * 60_000);
      expect((await entry(second.body.data.id)).status).toBe('waiting');

      // Held: nobody else books or holds it.
      expect((await book('14:00')).status).toBe(409);
      const hold = await api.post('/api/holds', {
        branch: 'las-pinas',
        date: day,
        time: '14:00',
        services: ['stem-cell-facial'],
      });
      expect(hold.status).toBe(409);

      // The client is told by e-mail and text, with the link to the offer.
      expect(
        await knex('sms_outbox').where({ waitlist_entry_id: offered.id, kind: 'waitlist-offer' }),
      ).toHaveLength(1);
      mail.sink.received.length = 0;
      await mail.outbox.runOnce();
      const text = mail.sink.received
        .map(
          (message) =>
            leafParts(message.raw).find((part) => part.contentType.startsWith('text/plain'))?.body ?? '',
        )
        .join('\n');
      expect(text).toContain(`https://tbl.example/waitlist/offer/${offered.offer_token}`);
      expect(text).toContain('held for you for 15 minutes');

      const offer = await api.get(`/api/waitlist/offers/${offered.offer_token}`);
      expect(offer.status).toBe(200);
      expect(offer.body.data).toMatchObject({
        branch: 'las-pinas',
        date: day,
        time: '14:00',
        services: ['stem-cell-facial'],
        status: 'offered',
        holdId: offered.offer_hold_id,
      });
      expect((await api.get('/api/waitlist/offers/not-a-token')).status).toBe(404);

      // The desk sees the day's waitlist.
      const desk = await api.get(`/api/waitlist?date=${day}`, { token: staff });
      expect(desk.status).toBe(200);
      const listed = Object.fromEntries(
        (desk.body.data as Array<{ id: string; status: string }>).map((one) => [one.id, one.status]),
      );
      expect(listed).toMatchObject({
        [first.body.data.id]: 'offered',
        [second.body.data.id]: 'waiting',
        [otherTime.body.data.id]: 'offered',
      });
      expect((await api.get(`/api/waitlist?date=${day}`)).status).toBe(401);

      // 15 minutes pass untaken: the next wish gets the place.
      const later = new Date(now.getTime() + (WAITLIST_OFFER_MINUTES + 1) * 60_000);
      const passed = await offerFreedPlaces(knex, later, await rules());
      expect(passed.missed).toContain(first.body.data.id);
      expect(passed.offered).toEqual([second.body.data.id]);
      const next = await entry(second.body.data.id);
      expect((await book('14:00')).status).toBe(409);

      // The second client books with the held place.
      const booked = await book('14:00', {
        holdId: next.offer_hold_id,
        email: next.email,
        phone: next.phone,
      });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      expect((await entry(second.body.data.id)).status).toBe('booked');
      expect((await offerFreedPlaces(knex, later, await rules())).offered).toEqual([]);
    },
    BURST_TIMEOUT_MS,
  );
});
