// @vitest-environment jsdom
import { HOME_SERVICE_FEE_NOTE, HOME_SERVICE_RESTRICTION_NOTICE } from '@domain/home-service';
import { addDays, manilaDate } from '@domain/manila-date';
import { UNDER_AGE_MESSAGE } from '@domain/schemas/booking';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialogMethods } from '../../components/dialog/testing/jsdom-dialog';
import { db } from '../../offline/db';
import { addToCart } from '../cart/cart-store';
import { BookingPage } from './booking-page';
import { SAVED_ON_DEVICE_MESSAGE } from './form/saved-on-device';

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
  await user.selectOptions(field('Time'), '14:30');
  await user.type(field('Full name'), 'Ana Santos');
  await user.type(field('Age'), '29');
  await user.type(field('E-mail'), 'ana@example.com');
  await user.type(field('Mobile number'), '09171234567');
  await user.click(screen.getByRole('radio', { name: /GCash/ }));
}

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
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

describe('the booking page', () => {
  it('sends an empty cart back to the services', async () => {
    renderBooking();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByText('Add some services to your cart first.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse services' }).getAttribute('href')).toBe('/services');
  });

  it('couples the service type and the branch', async () => {
    await addToCart(FACIAL);
    const { user } = await openForm();
    await user.click(screen.getByRole('radio', { name: /Home service/ }));
    expect(field('Branch').value).toBe('home');
    expect(screen.getByLabelText('Home address')).toBeTruthy();
    expect(screen.getByText(HOME_SERVICE_FEE_NOTE)).toBeTruthy();
    await user.type(screen.getByLabelText('Home address'), '12 Mabini St., Marikina');
    await user.selectOptions(field('Branch'), 'makati');
    expect((screen.getByRole('radio', { name: /At one of our clinics/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.queryByLabelText('Home address')).toBeNull();
    await user.selectOptions(field('Branch'), 'home');
    expect((screen.getByRole('radio', { name: /Home service/ }) as HTMLInputElement).checked).toBe(true);
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
    const homeOption = within(field('Branch')).getByRole('option', {
      name: /Home service/,
    }) as HTMLOptionElement;
    expect(homeOption.disabled).toBe(true);
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
    const fetch = vi.fn(async () => reply(201, serverBooking('TBL55550001', 1999)));
    vi.stubGlobal('fetch', fetch);
    await addToCart(FACIAL);
    const { user, router } = await openForm();
    await fillValidClinicBooking(user);
    await user.click(submitButton());
    const overlay = await screen.findByRole('dialog', { name: 'Booking received!' });
    expect(within(overlay).getByText('Booking number TBL55550001')).toBeTruthy();
    expect(within(overlay).getByText('₱1,999')).toBeTruthy();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const sent = JSON.parse(String(init.body));
    expect(sent.bookingData).toMatchObject({ branch: 'las-pinas', customerName: 'Ana Santos', age: 29 });
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

  it('brings the form back with every field and the server reason when the booking is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        reply(400, { msg: 'That time is fully booked', message: 'That time is fully booked' }),
      ),
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

  it("says 'Processing...' and holds the fields while the first send is in flight", async () => {
    let answer: ((response: Response) => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ),
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
      vi.fn(
        async () =>
          new Response(JSON.stringify({ msg: message }), { status: 429, headers: { 'Retry-After': '600' } }),
      ),
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

  it('counts down from five minutes and offers one more minute near the end', async () => {
    await addToCart(FACIAL);
    await db.keyval.put({
      key: 'booking-timer',
      value: { startedAt: Date.now() - 250_000, extended: false },
    });
    const { user } = await openForm();
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(/^0:(4|5)\d$/);
    await user.click(screen.getByRole('button', { name: /\+1:00/ }));
    await waitFor(() => expect(screen.getByRole('timer').textContent).toMatch(/^1:(4|5)\d$/));
    expect(screen.queryByRole('button', { name: /\+1:00/ })).toBeNull();
  });

  it('tells the visitor when the time ran out, keeps the cart and the draft, and goes to the services', async () => {
    await addToCart(FACIAL);
    await db.drafts.put({ id: 'booking', values: { customerName: 'Ana Santos' }, updatedAt: 1 });
    await db.keyval.put({ key: 'booking-timer', value: { startedAt: Date.now() - 299_000, extended: true } });
    const { router } = renderBooking();
    await act(async () => {
      await db.keyval.put({
        key: 'booking-timer',
        value: { startedAt: Date.now() - 301_000, extended: false },
      });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Booking time expired' });
    expect(within(dialog).getByText('Your booking time has expired. Please refresh the page.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Browse services' }));
    expect(router.state.location.pathname).toBe('/services');
    expect(await db.keyval.get('booking-timer')).toBeUndefined();
    expect(await db.cart.count()).toBe(1);
    expect((await db.drafts.get('booking'))?.values).toEqual({ customerName: 'Ana Santos' });
  });
});
