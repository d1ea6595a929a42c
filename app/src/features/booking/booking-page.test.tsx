// @vitest-environment jsdom
import { HOME_SERVICE_FEE_NOTE, HOME_SERVICE_RESTRICTION_NOTICE } from '@domain/home-service';
import { addDays, manilaDate } from '@domain/manila-date';
import { UNDER_AGE_MESSAGE } from '@domain/schemas/booking';
import { clashMessage } from '@domain/visit-clash';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialogMethods } from '../../components/dialog/testing/jsdom-dialog';
import { db } from '../../offline/db';
import { addToCart } from '../cart/cart-store';
import { BookingPage } from './booking-page';
import { SAVED_ON_DEVICE_MESSAGE } from './form/saved-on-device';
import { fakeClinic, reply } from './testing/fake-time-api';
import { BOOKING_EXPIRED_MESSAGE } from './time/hold-state';

const FACIAL = { id: 'stem-cell-facial', name: 'Stem Cell Facial', price: 1999, image: '' };
const HIKO = { id: 'hiko-nose', name: 'Hiko Nose', price: 19999, image: '' };
const TIRZEPATIDE = { id: 'tirzepatide-slim-jab', name: 'Tirzepatide Slim Jab', price: 3999, image: '' };

function renderBooking() {
  const router = createMemoryRouter(
    [
      { path: '/booking', element: <BookingPage /> },
      { path: '/services', element: <h1>Our Services</h1> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: ['/booking'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: /Confirm booking|Processing/ });

async function openForm() {
  const rendered = renderBooking();
  await screen.findByRole('heading', { name: 'Book your appointment', level: 1 });
  await screen.findByLabelText('Full name');
  return rendered;
}

async function fillValidClinicBooking(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(field('Branch'), 'las-pinas');
  fireEvent.change(field('Date'), { target: { value: addDays(manilaDate(), 3) } });
  await chooseTime(user, '14:30');
  await user.type(field('Full name'), 'Ana Santos');
  await user.type(field('Age'), '29');
  await user.type(field('E-mail'), 'ana@example.com');
  await user.type(field('Mobile number'), '09171234567');
  await user.click(screen.getByRole('radio', { name: /GCash/ }));
}

const timeGroup = () => screen.getByRole('group', { name: 'Time' });
const timeRadio = (time: string) => timeGroup().querySelector<HTMLInputElement>(`input[value="${time}"]`);
const chosenTime = () => timeGroup().querySelector<HTMLInputElement>('input:checked')?.value ?? '';

async function chooseTime(user: ReturnType<typeof userEvent.setup>, time: string) {
  await waitFor(() => expect(timeRadio(time)).not.toBeNull());
  await user.click(timeRadio(time) as HTMLInputElement);
}

function serverBooking(bookingNumber: string, totalPrice: number) {
  const now = new Date().toISOString();
  return {
    booking: {
      _id: 'b1',
      id: 'b1',
      status: 'pending',
      createdAt: now,
      updatedAt: now,
      totalPrice,
      noteAdmin: null,
      updatedBy: null,
      bookingData: {
        bookingNumber,
        serviceType: 'clinic',
        branch: 'las-pinas',
        address: '',
        landmark: '',
        date: addDays(manilaDate(), 3),
        time: '14:30',
        age: 29,
        customerName: 'Ana Santos',
        email: 'ana@example.com',
        phone: '09171234567',
        paymentMethod: 'gcash',
        notes: '',
      },
      cartItems: [
        {
          id: 'stem-cell-facial',
          name: 'Stem Cell Facial',
          quantity: 1,
          price: totalPrice,
          lineTotal: totalPrice,
          selectedPromo: null,
          promoCode: null,
          createdAt: now,
        },
      ],
      deletedAt: null,
      deletedBy: null,
    },
    msg: 'Booking received',
  };
}

beforeAll(() => {
  installDialogMethods();
  window.scrollTo = () => {};
});

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await Promise.all(db.tables.map((table) => table.clear()));
});

// Each journey types a whole form; on a loaded machine that takes longer than the default 5 s.
describe('the booking page', { timeout: 20_000 }, () => {
  it('sends an empty cart back to the services', async () => {
    renderBooking();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByText('Add some services to your cart first.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse services' }).getAttribute('href')).toBe('/services');
  });

  it('offers home service once, as the place, with the payments that fit each place', async () => {
    await addToCart(FACIAL);
    const { user } = await openForm();
    expect(within(field('Branch')).queryByRole('option', { name: /Home service/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /Pay at the clinic/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Cash on home service/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Home service/ }));
    expect(screen.queryByLabelText('Branch')).toBeNull();
    expect(screen.getByLabelText('Home address')).toBeTruthy();
    expect(screen.getByText(HOME_SERVICE_FEE_NOTE)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Pay at the clinic/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Cash on home service/ }));
    await user.type(screen.getByLabelText('Home address'), '12 Mabini St., Marikina');
    await user.click(screen.getByRole('radio', { name: /At one of our clinics/ }));
    expect(screen.queryByLabelText('Home address')).toBeNull();
    expect(field('Branch').value).toBe('makati');
    // Cash at the door does not fit a clinic visit: the choice is cleared, not carried over unseen.
    expect(
      screen.getAllByRole('radio', { checked: true }).map((radio) => radio.getAttribute('value')),
    ).toEqual(['clinic']);
    await user.click(screen.getByRole('radio', { name: /Home service/ }));
    expect((screen.getByLabelText('Home address') as HTMLTextAreaElement).value).toBe(
      '12 Mabini St., Marikina',
    );
  });

  it('keeps home service closed when the cart holds hiko-nose, and says why', async () => {
    await addToCart(FACIAL);
    await addToCart(HIKO);
    await openForm();
    expect((screen.getByRole('radio', { name: /Home service/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(HOME_SERVICE_RESTRICTION_NOTICE)).toBeTruthy();
  });

  it('tells weight-loss clients about the phone consultation before delivery', async () => {
    await addToCart(TIRZEPATIDE);
    const { user } = await openForm();
    expect(screen.queryByText(/phone consultation will be conducted/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Home service/ }));
    expect(screen.getByText(/A phone consultation will be conducted before delivery/)).toBeTruthy();
  });

  it('says why someone below 16 cannot book, next to the age', async () => {
    await addToCart(FACIAL);
    const { user } = await openForm();
    await user.type(field('Age'), '15');
    await user.tab();
    const age = field('Age');
    expect(age.getAttribute('aria-invalid')).toBe('true');
    const describedBy = age.getAttribute('aria-describedby')?.split(' ') ?? [];
    const messages = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(messages).toContain(UNDER_AGE_MESSAGE);
    expect(age.min).toBe('16');
    expect(age.max).toBe('100');
  });

  it('keeps the submit button unavailable until the form is valid, and says what is missing', async () => {
    await addToCart(FACIAL);
    const { user } = await openForm();
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    expect(
      screen.getByText(/Still needed: Date, Time, Age, Full name, E-mail, Mobile number, Payment method/),
    ).toBeTruthy();
    await user.click(submitButton());
    const summary = screen.getByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(within(summary).getByRole('link', { name: 'Date: Choose a date' })).toBeTruthy();
    await fillValidClinicBooking(user);
    await waitFor(() => expect(submitButton().getAttribute('aria-disabled')).toBeNull());
    expect(field('Date').min).toBe(manilaDate());
    expect(screen.getByText('0917 123 4567')).toBeTruthy();
  });

  it("shows the server's number and total once the clinic has the booking", async () => {
    const { fetch, submissions } = fakeClinic(() => reply(201, serverBooking('TBL55550001', 1999)));
    vi.stubGlobal('fetch', fetch);
    await addToCart(FACIAL);
    const { user, router } = await openForm();
    await fillValidClinicBooking(user);
    await screen.findByText("We're holding 2:30 PM at Las Piñas for you");
    await user.click(submitButton());
    const overlay = await screen.findByRole('dialog', { name: 'Booking received!' });
    expect(within(overlay).getByText('Booking number TBL55550001')).toBeTruthy();
    expect(within(overlay).getByText('₱1,999')).toBeTruthy();
    const { init, body: sent } = submissions()[0] as { init: RequestInit; body: Record<string, unknown> };
    expect(sent.bookingData).toMatchObject({
      branch: 'las-pinas',
      customerName: 'Ana Santos',
      age: 29,
      holdId: 'hold-1',
    });
    expect(sent.cartItems).toEqual([
      {
        id: 'stem-cell-facial',
        quantity: 1,
        name: 'Stem Cell Facial',
        price: 1999,
        timeSlot: 'to-be-selected',
      },
    ]);
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await user.click(within(overlay).getByRole('button', { name: 'View my booking' }));
    expect(screen.getByRole('heading', { name: 'Thank you, Ana!' })).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(router.state.location.pathname).toBe('/');
    await waitFor(async () => {
      expect(await db.cart.count()).toBe(0);
      expect(await db.drafts.get('booking')).toBeUndefined();
    });
  });

  it('opens the "Booking received" dialog once: leaving the page and coming back shows the confirmation alone', async () => {
    vi.stubGlobal('fetch', fakeClinic(() => reply(201, serverBooking('TBL55550004', 1999))).fetch);
    await addToCart(FACIAL);
    const { user, router } = await openForm();
    await fillValidClinicBooking(user);
    await user.click(submitButton());
    await screen.findByRole('dialog', { name: 'Booking received!' }, { timeout: 10_000 });
    await waitFor(async () => expect((await db.outbox.toArray())[0]?.unacknowledged).toBeUndefined());
    await act(() => router.navigate('/services'));
    await screen.findByRole('heading', { name: 'Our Services' });
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { name: 'Thank you, Ana!' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('brings the form back with every field and the server reason when the booking is refused', async () => {
    vi.stubGlobal(
      'fetch',
      fakeClinic(() => reply(400, { msg: 'That time is fully booked', message: 'That time is fully booked' }))
        .fetch,
    );
    await addToCart(FACIAL);
    const { user } = await openForm();
    await fillValidClinicBooking(user);
    await user.click(submitButton());
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('That time is fully booked')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(field('Full name').value).toBe('Ana Santos');
    expect(field('Mobile number').value).toBe('09171234567');
    expect(field('Branch').value).toBe('las-pinas');
    expect((screen.getByRole('radio', { name: /GCash/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows which visit the client already has at that time (409), with every field kept', async () => {
    const message = clashMessage({
      kind: 'booking',
      bookingNumber: 'TBL00001234',
      place: 'makati',
      date: addDays(manilaDate(), 3),
      time: '14:00',
    });
    vi.stubGlobal(
      'fetch',
      fakeClinic(() => reply(409, { msg: message, message, error: 'visit_clash' })).fetch,
    );
    await addToCart(FACIAL);
    const { user } = await openForm();
    await fillValidClinicBooking(user);
    await user.click(submitButton());
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText(message)).toBeTruthy();
    expect(message).toContain('You already have a visit at Makati on');
    expect(field('Full name').value).toBe('Ana Santos');
    expect(field('E-mail').value).toBe('ana@example.com');
    expect(chosenTime()).toBe('14:30');
  });

  it("says 'Processing...' and holds the fields while the first send is in flight", async () => {
    let answer: ((response: Response) => void) | undefined;
    vi.stubGlobal(
      'fetch',
      fakeClinic(
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ).fetch,
    );
    await addToCart(FACIAL);
    const { user } = await openForm();
    await fillValidClinicBooking(user);
    await user.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Processing...'));
    expect(field('Full name').matches(':disabled')).toBe(true);
    await waitFor(() => expect(answer).toBeDefined());
    answer?.(reply(201, serverBooking('TBL55550002', 1999)));
    expect(await screen.findByRole('dialog', { name: 'Booking received!' })).toBeTruthy();
  });

  it('keeps the booking on the phone when there is no connection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await addToCart(FACIAL);
    const { user } = await openForm();
    await fillValidClinicBooking(user);
    await user.click(submitButton());
    expect(await screen.findByText(SAVED_ON_DEVICE_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Ana Santos')).toBeTruthy();
    expect(screen.getByText('Stem Cell Facial')).toBeTruthy();
    expect(await db.outbox.count()).toBe(1);
    expect((await db.outbox.toArray())[0]?.status).toBe('queued');
  });

  it("shows the server's reason and waits as asked when the clinic says too many bookings (429)", async () => {
    const message = 'Too many bookings were sent from this connection. Please wait a little and try again.';
    vi.stubGlobal(
      'fetch',
      fakeClinic(
        () =>
          new Response(JSON.stringify({ msg: message }), { status: 429, headers: { 'Retry-After': '600' } }),
      ).fetch,
    );
    await addToCart(FACIAL);
    const { user } = await openForm();
    await fillValidClinicBooking(user);
    const sentAt = Date.now();
    await user.click(submitButton());
    expect(await screen.findByText(SAVED_ON_DEVICE_MESSAGE)).toBeTruthy();
    expect(await screen.findByText(new RegExp(`^${message} It stays on this phone`))).toBeTruthy();
    const [item] = await db.outbox.toArray();
    expect(item?.status).toBe('queued');
    expect(item?.nextAttemptAt).toBeGreaterThanOrEqual(sentAt + 300_000);
  });

  it('lists only the starts the clinic offers, full ones as "Full" and the last place as "1 left"', async () => {
    const { fetch, clinic } = fakeClinic(() => reply(500, {}));
    clinic.remaining = { '15:00': 0, '15:30': 1 };
    vi.stubGlobal('fetch', fetch);
    await addToCart(FACIAL);
    const { user } = await openForm();
    expect(timeGroup().querySelectorAll('input[type="radio"]')).toHaveLength(0);
    await user.selectOptions(field('Branch'), 'quezon-city');
    fireEvent.change(field('Date'), { target: { value: addDays(manilaDate(), 3) } });
    await chooseTime(user, '14:00');
    const full = timeRadio('15:00') as HTMLInputElement;
    expect(full.closest('label')?.textContent).toBe('3:00 PM · Full');
    expect(full.disabled).toBe(true);
    expect(timeRadio('15:30')?.closest('label')?.textContent).toBe('3:30 PM · 1 left');
    expect(timeRadio('19:30')).toBeNull();
    const asked = clinic.availabilityQueries.at(-1);
    expect(asked?.get('branch')).toBe('quezon-city');
    expect(asked?.get('services')).toBe('stem-cell-facial');
    // A new branch asks again, and the hold follows the visitor's choices.
    await user.selectOptions(field('Branch'), 'makati');
    await waitFor(() => expect(clinic.availabilityQueries.at(-1)?.get('branch')).toBe('makati'));
    await screen.findByText("We're holding 2:00 PM at Makati for you");
    expect(clinic.holds.map((hold) => [hold.body.branch, hold.released])).toEqual([
      ['quezon-city', true],
      ['makati', false],
    ]);
  });

  it("shows the clinic's own reason when it will not hold the time (429), and the form stays as typed", async () => {
    const { fetch, clinic } = fakeClinic(() => reply(500, {}));
    const reason = 'You already hold or booked a large part of this day here. Call the clinic.';
    clinic.refuseHolds = () => reply(429, { msg: reason });
    vi.stubGlobal('fetch', fetch);
    await addToCart(FACIAL);
    const { user } = await openForm();
    await fillValidClinicBooking(user);
    expect((await screen.findByText(`We could not hold this time: ${reason}`)).getAttribute('role')).toBe(
      'status',
    );
    expect(field('Full name').value).toBe('Ana Santos');
    expect(clinic.holds).toHaveLength(0);
  });

  it('holds the chosen time for five minutes and extends the hold once, by one minute, near the end', async () => {
    const { fetch, clinic } = fakeClinic(() => reply(500, {}));
    vi.stubGlobal('fetch', fetch);
    await addToCart(FACIAL);
    const { user } = await openForm();
    await fillValidClinicBooking(user);
    const timer = await screen.findByRole('timer');
    // Five minutes from when the clinic answered, give or take a slow test machine.
    expect(timer.textContent).toMatch(/^(5:00|4:[3-5]\d)$/);
    await act(async () => {
      const stored = await db.keyval.get('hold:booking');
      await db.keyval.put({
        key: 'hold:booking',
        value: { ...(stored?.value as object), deadline: Date.now() + 50_000 },
      });
    });
    await waitFor(() => expect(screen.getByRole('timer').textContent).toMatch(/^0:(4|5)\d$/));
    await user.click(screen.getByRole('button', { name: /\+1:00/ }));
    await waitFor(() => expect(screen.getByRole('timer').textContent).toMatch(/^1:(4|5)\d$/));
    expect(clinic.holds[0]?.extended).toBe(true);
    expect(screen.queryByRole('button', { name: /\+1:00/ })).toBeNull();
  });

  it('at zero says the time expired (no "refresh the page" beside "Start again"), lets the hold go, keeps everything typed and starts again with a new hold', async () => {
    const { fetch, clinic } = fakeClinic(() => reply(500, {}));
    vi.stubGlobal('fetch', fetch);
    await addToCart(FACIAL);
    const { user } = await openForm();
    await fillValidClinicBooking(user);
    await screen.findByRole('timer');
    await act(async () => {
      const stored = await db.keyval.get('hold:booking');
      await db.keyval.put({
        key: 'hold:booking',
        value: { ...(stored?.value as object), deadline: Date.now() },
      });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Booking time expired' });
    expect(within(dialog).getByText(BOOKING_EXPIRED_MESSAGE)).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/refresh/i);
    expect(within(dialog).getByRole('button', { name: 'Start again' })).toBeTruthy();
    await waitFor(async () => expect(await db.keyval.get('hold:booking')).toBeUndefined());
    expect(clinic.holds).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Start again' }));
    await screen.findByText("We're holding 2:30 PM at Las Piñas for you");
    expect(clinic.holds).toHaveLength(2);
    expect(field('Full name').value).toBe('Ana Santos');
    expect(chosenTime()).toBe('14:30');
    expect(await db.cart.count()).toBe(1);
  });

  it('offers the next two weeks as a strip of days, full days not choosable, and picks the next free start', async () => {
    const { fetch, clinic } = fakeClinic(() => reply(500, {}));
    const today = manilaDate();
    clinic.fullDates = [today, addDays(today, 1)];
    clinic.remaining = { '10:00': 0 };
    vi.stubGlobal('fetch', fetch);
    await addToCart(FACIAL);
    const { user } = await openForm();
    await user.selectOptions(field('Branch'), 'makati');
    const days = await screen.findByRole('list', { name: 'Next two weeks' });
    const buttons = within(days).getAllByRole('button');
    expect(buttons).toHaveLength(14);
    expect((buttons[0] as HTMLButtonElement).disabled).toBe(true);
    expect(buttons[0]?.getAttribute('aria-label')).toMatch(/, Full$/);
    await user.click(screen.getByRole('button', { name: /^Next available: .*10:30 AM$/ }));
    expect(field('Date').value).toBe(addDays(today, 2));
    await waitFor(() => expect(chosenTime()).toBe('10:30'));
    expect(buttons[2]?.getAttribute('aria-pressed')).toBe('true');
    await user.click(buttons[5] as HTMLButtonElement);
    expect(field('Date').value).toBe(addDays(today, 5));
  });

  it('gives a new cart a fresh form after a confirmed booking, and the cart keeps only what was not booked', async () => {
    vi.stubGlobal('fetch', fakeClinic(() => reply(201, serverBooking('TBL55550003', 1999))).fetch);
    await addToCart(FACIAL);
    const { user } = await openForm();
    await fillValidClinicBooking(user);
    await user.click(submitButton());
    await screen.findByRole('dialog', { name: 'Booking received!' });
    await waitFor(async () => expect(await db.cart.count()).toBe(0));
    cleanup();
    await addToCart(HIKO);
    await openForm();
    expect(screen.queryByRole('heading', { name: /Thank you/ })).toBeNull();
    expect(field('Full name').value).toBe('Ana Santos');
    expect(chosenTime()).toBe('');
    expect((await db.cart.toArray()).map((line) => line.id)).toEqual(['hiko-nose']);
  });
});
