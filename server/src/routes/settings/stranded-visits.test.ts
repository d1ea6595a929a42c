import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../../../../domain/brand';
import { consultationBody, signedIn, soon, storeBookings } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { type MailTestServer, startMailTestServer } from '../../test/mail-test-server';
import { decodeHeader, leafParts, messageHeaders } from '../../test/mime';
import { TEST_SECRETS } from '../../test/test-server';

let mail: MailTestServer;
let api: Client;
let admin: string;
let staff: string;
const { updateCode } = TEST_SECRETS;
const busyDay = soon(41);
const closingDay = soon(42);
const callDay = soon(43);
const ids: Record<string, string> = {};
let callId: string;

beforeAll(async () => {
  mail = await startMailTestServer();
  api = client(mail.server.url);
  admin = (await signedIn(mail.server.db.knex, api, 'admin', 'Dr. Lim')).token;
  staff = (await signedIn(mail.server.db.knex, api, 'staff', 'Rosa Front Desk')).token;
  const people = [
    { date: busyDay, time: '10:00', customerName: 'First Booked', email: 'first@example.com' },
    { date: busyDay, time: '10:30', customerName: 'Second Booked', email: 'second@example.com' },
    { date: busyDay, time: '10:00', customerName: 'Third Booked', email: 'third@example.com' },
    { date: busyDay, time: '14:00', customerName: 'Afternoon Alone', email: 'afternoon@example.com' },
    {
      date: closingDay,
      time: '11:00',
      branch: 'las-pinas',
      customerName: 'Las Pinas Client',
      email: 'laspinas@example.com',
    },
    { date: closingDay, time: '11:00', customerName: 'Makati Same Day', email: 'makati-same@example.com' },
    {
      date: closingDay,
      time: '12:00',
      branch: 'las-pinas',
      customerName: 'Cancelled Already',
      email: 'cancelled@example.com',
      status: 'cancelled',
    },
  ];
  const stored = await storeBookings(mail.server.db.knex, people);
  people.forEach((person, index) => {
    ids[person.customerName] = stored[index] as string;
  });
  const call = await api.post(
    '/api/online-consultations',
    consultationBody({
      date: callDay,
      time: '15:00',
      email: 'caller@example.com',
      customerName: 'Online Caller',
    }),
  );
  expect(call.status).toBe(201);
  callId = call.body.consultation.id;
  await mail.outbox.runOnce();
});

afterAll(async () => {
  await mail.close();
});

beforeEach(() => {
  mail.sink.received.length = 0;
});

/** Two closed dates: Las Piñas for a repair, and the video calls on the caller's day. */
const lowered = {
  closedDates: [
    { branch: 'las-pinas', date: closingDay, reason: 'Aircon repair' },
    { branch: 'online', date: callDay, reason: 'Platform upgrade' },
  ],
};

const names = (affected: Array<{ customerName: string }>) => affected.map((visit) => visit.customerName);

async function subjectsTo(address: string): Promise<string[]> {
  await mail.outbox.runOnce();
  return mail.sink.received
    .filter((message) => message.to.includes(address))
    .map((message) => decodeHeader(messageHeaders(message.raw).subject ?? ''));
}

describe('POST /api/settings/capacity/preview', () => {
  it('lists who the closed dates would strand, and saves nothing', async () => {
    const reply = await api.post('/api/settings/capacity/preview', lowered, { token: admin });
    expect(reply.status).toBe(200);
    const affected = reply.body.data.affected;
    // The three overlapping Makati visits of the busy day strand nobody: rooms decide that now.
    expect(names(affected)).toEqual(['Las Pinas Client', 'Online Caller']);
    expect(affected[0]).toMatchObject({
      kind: 'booking',
      id: ids['Las Pinas Client'],
      place: 'las-pinas',
      date: closingDay,
      time: '11:00',
      reason: 'closed',
      closedReason: 'Aircon repair',
      email: 'laspinas@example.com',
    });
    expect(affected[1]).toMatchObject({
      kind: 'consultation',
      id: callId,
      place: 'online',
      reason: 'closed',
      closedReason: 'Platform upgrade',
    });
    const saved = await api.get('/api/settings/capacity', { token: admin });
    expect(saved.body.data.closedDates).toEqual([]);
  });

  it('lists nobody for settings that strand no one', async () => {
    const reply = await api.post(
      '/api/settings/capacity/preview',
      { closedDates: [{ branch: 'quezon-city', date: busyDay, reason: '' }] },
      { token: admin },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.affected).toEqual([]);
  });

  it('is for admins, and refuses bad settings with 400 { msg }', async () => {
    expect((await api.post('/api/settings/capacity/preview', lowered)).status).toBe(401);
    expect((await api.post('/api/settings/capacity/preview', lowered, { token: staff })).status).toBe(403);
    const bad = await api.post(
      '/api/settings/capacity/preview',
      { closedDates: [{ branch: 'cebu', date: busyDay }] },
      { token: admin },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/branch must be one of/);
    expect((await api.post('/api/settings/capacity/preview', [], { token: admin })).status).toBe(400);
  });
});

describe('after the save: the affected list and telling them', () => {
  beforeAll(async () => {
    const saved = await api.put('/api/settings/capacity', { ...lowered, updateCode }, { token: admin });
    expect(saved.status).toBe(200);
  });

  it('lists the stranded visits with free starts to move each to', async () => {
    const reply = await api.get('/api/settings/capacity/affected', { token: admin });
    expect(reply.status).toBe(200);
    const affected = reply.body.data.affected;
    expect(names(affected)).toEqual(['Las Pinas Client', 'Online Caller']);
    expect(affected.map((visit: { told: boolean }) => visit.told)).toEqual([false, false]);
    // An alternative is a start that has room: never on the closed day.
    expect(affected[0].alternatives.length).toBeGreaterThan(0);
    expect(affected[0].alternatives.every((a: { date: string }) => a.date !== closingDay)).toBe(true);
    expect(affected[1].alternatives.length).toBeGreaterThan(0);
    expect(affected[1].alternatives.every((a: { date: string }) => a.date !== callDay)).toBe(true);
  });

  it('e-mails each stranded client exactly once through the outbox, however often and at once it is asked', async () => {
    const visits = [
      { kind: 'booking', id: ids['Las Pinas Client'] },
      { kind: 'consultation', id: callId },
    ];
    const [one, two] = await Promise.all([
      api.post('/api/settings/capacity/affected/notify', { visits }, { token: admin }),
      api.post('/api/settings/capacity/affected/notify', { visits }, { token: admin }),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect([...one.body.data.told, ...two.body.data.told].sort()).toEqual(
      visits.map((visit) => visit.id).sort(),
    );
    const again = await api.post('/api/settings/capacity/affected/notify', { visits }, { token: admin });
    expect(again.body.data).toMatchObject({ told: [], alreadyTold: visits.map((visit) => visit.id) });
    expect(await subjectsTo('laspinas@example.com')).toEqual([
      `${PRODUCT_NAME} - Your booking needs a new time`,
    ]);
    // Every desk reads who was told already.
    const listed = (await api.get('/api/settings/capacity/affected', { token: admin })).body.data.affected;
    expect(listed.map((visit: { told: boolean }) => visit.told)).toEqual([true, true]);
    expect(await subjectsTo('caller@example.com')).toEqual([
      `${PRODUCT_NAME} - Your online consultation needs a new time`,
    ]);
    const told = mail.sink.received.find((message) => message.to.includes('laspinas@example.com'));
    const text = leafParts(told?.raw ?? '').find((part) => part.contentType.startsWith('text/plain'))?.body;
    expect(text).toContain('The reason: Aircon repair');
  });

  it('never e-mails a client the settings do not strand, whatever the page sends', async () => {
    const visits = [
      { kind: 'booking', id: ids['First Booked'] },
      // Third of three overlapping at Makati: a capacity number stranded it once; rooms do not.
      { kind: 'booking', id: ids['Third Booked'] },
      { kind: 'booking', id: ids['Cancelled Already'] },
      { kind: 'consultation', id: ids['Makati Same Day'] },
    ];
    const reply = await api.post('/api/settings/capacity/affected/notify', { visits }, { token: admin });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ told: [], notStranded: visits.map((visit) => visit.id) });
    expect(await subjectsTo('first@example.com')).toEqual([]);
    expect(await subjectsTo('third@example.com')).toEqual([]);
    expect(await subjectsTo('cancelled@example.com')).toEqual([]);
  });

  it('refuses a bad list with 400 { msg }, and is for admins', async () => {
    const bad = await api.post(
      '/api/settings/capacity/affected/notify',
      { visits: [{ kind: 'walk-in', id: 'x' }] },
      { token: admin },
    );
    expect(bad.status).toBe(400);
    expect(typeof bad.body.msg).toBe('string');
    expect((await api.post('/api/settings/capacity/affected/notify', {}, { token: admin })).status).toBe(400);
    const visits = [{ kind: 'booking', id: ids['Third Booked'] }];
    expect(
      (await api.post('/api/settings/capacity/affected/notify', { visits }, { token: staff })).status,
    ).toBe(403);
  });

  it("marks the closed place on the day's schedule", async () => {
    const day = await api.get(`/api/schedule?date=${closingDay}`, { token: staff });
    expect(day.status).toBe(200);
    expect(day.body.data.closed).toEqual([{ branch: 'las-pinas', reason: 'Aircon repair' }]);
    const makati = await api.get(`/api/schedule?date=${closingDay}&branch=makati`, { token: staff });
    expect(makati.body.data.closed).toEqual([]);
  });

  it('lists a visit booked before the hours changed (9:30 PM at Las Piñas) and tells its client (issue 30 item 13)', async () => {
    const [late] = await storeBookings(mail.server.db.knex, [
      {
        date: soon(44),
        time: '21:30',
        branch: 'las-pinas',
        customerName: 'Booked Before Round Two',
        email: 'old-form@example.com',
      },
    ]);
    const listed = (await api.get('/api/settings/capacity/affected', { token: admin })).body.data.affected;
    const visit = listed.find((one: { id: string }) => one.id === late);
    expect(visit).toMatchObject({ reason: 'outside-hours', time: '21:30', told: false });
    expect(visit.alternatives.length).toBeGreaterThan(0);
    const told = await api.post(
      '/api/settings/capacity/affected/notify',
      { visits: [{ kind: 'booking', id: late }] },
      { token: admin },
    );
    expect(told.body.data.told).toEqual([late]);
    expect(await subjectsTo('old-form@example.com')).toHaveLength(1);
    const message = mail.sink.received.find((one) => one.to.includes('old-form@example.com'));
    const text = leafParts(message?.raw ?? '').find((part) =>
      part.contentType.startsWith('text/plain'),
    )?.body;
    expect(text).toContain('the clinic is no longer open at that time');
  });
});
