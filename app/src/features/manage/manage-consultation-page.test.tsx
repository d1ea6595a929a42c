// @vitest-environment jsdom
import { CONSULTATION_CALL_HOW } from '@domain/manage-consultation';
import { addDays, manilaDate } from '@domain/manila-date';
import { UNPAID } from '@domain/payment';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogMethods } from '../../components/dialog/testing/jsdom-dialog';
import { db } from '../../offline/db';
import { newOutboxItem } from '../../offline/outbox/outbox-store';
import type { ManagedConsultation } from './consultation-manage-api';
import { ManageConsultationPage } from './manage-consultation-page';
import { TOKEN } from './testing/fake-manage-api';

beforeAll(installDialogMethods);

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await db.outbox.clear();
});

function makeConsultation(overrides: Partial<ManagedConsultation> = {}): ManagedConsultation {
  return {
    bookingNumber: 'TBL20261130',
    status: 'booked',
    date: addDays(manilaDate(), 3),
    time: '15:00',
    minutes: 30,
    customerName: 'Bea Cruz',
    paymentMethod: 'gcash',
    totalPrice: 700,
    howTheCallHappens: CONSULTATION_CALL_HOW,
    canCancel: true,
    canReschedule: true,
    cancelDeadline: '2026-11-29T07:00:00.000Z',
    changeRequest: null,
    payment: UNPAID,
    paymentProof: null,
    ...overrides,
  };
}

const base = `/api/my-consultation/${encodeURIComponent(TOKEN)}`;

/** GET and the proof upload of one consultation's link, as the server answers them; records the uploads. */
function serve(initial: ManagedConsultation) {
  let consultation = initial;
  const uploads: { path: string; reference: unknown; key: string | null }[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if ((init.method ?? 'GET') === 'GET' && path === base) return json({ consultation });
    if (init.method === 'POST' && path === `${base}/payment-proof`) {
      // A real browser keeps the image a Blob in IndexedDB and sends multipart; jsdom's Blob does not
      // survive fake-indexeddb's structured clone, so here the outbox sends its body as JSON. The
      // multipart upload itself is proved by the API tests and the browser journey.
      const sent =
        init.body instanceof FormData
          ? { reference: init.body.get('reference') }
          : (JSON.parse(String(init.body)) as { reference?: unknown });
      const reference = sent.reference;
      uploads.push({ path, reference, key: new Headers(init.headers).get('Idempotency-Key') });
      consultation = {
        ...consultation,
        payment: { ...UNPAID, status: 'proof-submitted', reference: String(reference) },
        paymentProof: {
          submittedAt: '2026-11-25T05:00:00.000Z',
          reference: String(reference),
          contentType: 'image/png',
          width: 800,
          height: 1600,
        },
      };
      return json({ consultation, msg: 'Thank you: we received your proof of payment.' }, 201);
    }
    return json({ msg: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return { uploads };
}

async function openPage() {
  const router = createMemoryRouter(
    [{ path: '/my-consultation/:token', element: <ManageConsultationPage /> }],
    { initialEntries: [`/my-consultation/${encodeURIComponent(TOKEN)}`] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1, name: /here’s your online consultation/ });
  return userEvent.setup();
}

describe('paying for an online consultation from its link', () => {
  it('shows the status, the fee to pay, the account with a copy button, the QR to save and the proof form', async () => {
    serve(makeConsultation());
    await openPage();
    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    expect(within(payment.getByTestId('payment-summary')).getByText('Not paid yet')).toBeTruthy();
    expect(payment.getByText('₱700')).toBeTruthy();
    expect(payment.getByText(/consultation TBL20261130/)).toBeTruthy();
    expect(payment.getByRole('button', { name: 'Copy number' })).toBeTruthy();
    expect(payment.getByRole('link', { name: 'Save QR image' }).getAttribute('download')).toBeTruthy();
    expect(payment.getByLabelText('Reference number (optional)')).toBeTruthy();
    expect(payment.getByLabelText('Screenshot or photo of your payment')).toBeTruthy();
  });

  it('sends the proof through the consultation’s own link, once, and then shows it as sent', async () => {
    const server = serve(makeConsultation());
    const user = await openPage();
    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    await user.type(payment.getByLabelText('Reference number (optional)'), 'GC 0917 555');
    const screenshot = new File([new Uint8Array([137, 80, 78, 71])], 'gcash.png', { type: 'image/png' });
    await user.upload(payment.getByLabelText('Screenshot or photo of your payment'), screenshot);
    await user.click(payment.getByRole('button', { name: 'Send proof' }));

    await waitFor(() =>
      expect(
        within(payment.getByTestId('payment-summary')).getByText('Proof sent, awaiting check'),
      ).toBeTruthy(),
    );
    expect(screen.getByText('Thank you: we received your proof of payment.')).toBeTruthy();
    expect(server.uploads).toHaveLength(1);
    expect(server.uploads[0]).toMatchObject({ path: `${base}/payment-proof`, reference: 'GC 0917 555' });
    expect(server.uploads[0]?.key).toBeTruthy();
    expect(payment.getByRole('heading', { name: 'Send a new proof of payment' })).toBeTruthy();
    const queued = await db.outbox.where('kind').equals('payment-proof').toArray();
    expect(queued.map((item) => item.url)).toEqual([`${base}/payment-proof`]);
  });

  it('while a proof uploads online it says it is sending, with a progress bar; “waiting for a connection” only offline', async () => {
    serve(makeConsultation());
    const now = Date.now();
    await db.outbox.add({
      ...newOutboxItem(
        { id: 'proof-up', kind: 'payment-proof', url: `${base}/payment-proof`, body: {} },
        now,
      ),
      status: 'sending',
      attempts: 1,
      leaseUntil: now + 60_000,
    });
    await openPage();
    const status = await screen.findByTestId('proof-status');
    await waitFor(() => expect(status.textContent).toContain('Sending your proof…'));
    expect(within(status).getByRole('progressbar', { name: 'Upload of your proof' })).toBeTruthy();
    expect(status.textContent).not.toMatch(/online|connection/);

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(status.textContent).toContain('waiting for a connection');
    onLine.mockRestore();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(status.textContent).toContain('Sending your proof…');
  });

  it('says readably why a proof waits when the clinic asked it to (429), without calling the phone offline', async () => {
    serve(makeConsultation());
    const now = Date.now();
    await db.outbox.add({
      ...newOutboxItem(
        { id: 'proof-429', kind: 'payment-proof', url: `${base}/payment-proof`, body: {} },
        now,
      ),
      attempts: 1,
      nextAttemptAt: now + 60_000,
      httpStatus: 429,
      lastError: 'Too many proofs sent from here. Try again in a minute.',
    });
    await openPage();
    const status = await screen.findByTestId('proof-status');
    await waitFor(() =>
      expect(status.textContent).toBe(
        'Too many proofs sent from here. Try again in a minute. Your proof is kept on this phone and is sent again shortly.',
      ),
    );
  });

  it('a paid consultation shows what was received and no form; a cancelled one shows no way to pay', async () => {
    serve(
      makeConsultation({
        payment: {
          status: 'paid',
          amountPaid: 700,
          balance: 0,
          source: 'desk',
          reference: 'GC-1',
          verifiedBy: 'Desk',
          verifiedAt: '2026-11-25T06:00:00.000Z',
        },
      }),
    );
    await openPage();
    let payment = within(screen.getByRole('region', { name: 'Payment' }));
    expect(within(payment.getByTestId('payment-summary')).getByText('Paid')).toBeTruthy();
    expect(payment.getByText('₱700')).toBeTruthy();
    expect(payment.queryByLabelText('Screenshot or photo of your payment')).toBeNull();
    cleanup();

    serve(makeConsultation({ status: 'cancelled', canCancel: false, canReschedule: false }));
    await openPage();
    payment = within(screen.getByRole('region', { name: 'Payment' }));
    expect(payment.getByTestId('payment-summary').textContent).toBe(
      'Nothing to pay: this consultation is cancelled.',
    );
    expect(payment.queryByText('Not paid yet')).toBeNull();
    expect(payment.queryByRole('button', { name: 'Copy number' })).toBeNull();
    expect(payment.queryByRole('link', { name: 'Save QR image' })).toBeNull();
    expect(payment.queryByText(/consultation TBL20261130/)).toBeNull();
    expect(payment.queryByLabelText('Screenshot or photo of your payment')).toBeNull();
  });
});

describe('asking to move an online consultation from its link', () => {
  it('offers only the starts a call can end by closing at 10:00 PM', async () => {
    serve(makeConsultation());
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Ask for another date and time' }));
    const times = within(screen.getByLabelText(/New time/)).getAllByRole('option');
    const labels = times.map((option) => option.textContent);
    expect(labels).toContain('9:30 PM');
    expect(labels).not.toContain('10:00 PM');
    expect(labels[1]).toBe('10:00 AM');
  });
});
