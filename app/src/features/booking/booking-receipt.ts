import { BRANCH_LABELS } from '@domain/branches';
import { cartTotal } from '@domain/cart-math';
import { homeAddressText } from '@domain/home-service';
import { TRAVEL_FEE_LABEL } from '@domain/home-service-area';
import type { Payment } from '@domain/payment';
import { bookingRecordSchema } from '@domain/schemas/records';
import { liveBranches } from '../../catalogue/live-branches';
import type { OutboxItem } from '../../offline/outbox/outbox-item';

export interface ReceiptLine {
  /** Unique within the receipt. */
  key: string;
  name: string;
  quantity: number;
  /** Pesos for the whole line. */
  total: number;
  selectedPromo?: string | undefined;
  /** A session from one of the client's packages (priced 0, nothing to pay). */
  packageId?: string | undefined;
}

/** A booking as the visitor reads it back: the server's record once delivered, what was sent before. */
export interface BookingReceipt {
  /** Only the server's number is final; `undefined` while the booking has not reached the clinic. */
  bookingNumber: string | undefined;
  serviceType: 'clinic' | 'home';
  branch: string;
  address: string;
  landmark: string;
  date: string;
  time: string;
  customerName: string;
  email: string;
  phone: string;
  paymentMethod: string;
  lines: ReceiptLine[];
  /** The server's total once delivered (0: to be discussed); the cart's own sum before. */
  total: number;
  /** Once delivered: the payment as recorded and the manage-link token a proof is sent under. */
  payment?: Payment | undefined;
  manageToken?: string | undefined;
  /** Once delivered: `confirmed` when the clinic confirms online bookings at once. */
  confirmed?: boolean | undefined;
}

interface SentBooking {
  bookingData?: Record<string, unknown>;
  cartItems?: Array<Record<string, unknown>>;
  totalPrice?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** What the outbox item carries: the request as sent. */
export function sentReceipt(item: OutboxItem): BookingReceipt {
  const sent = (item.body ?? {}) as SentBooking;
  const data = sent.bookingData ?? {};
  const items = sent.cartItems ?? [];
  return {
    bookingNumber: undefined,
    serviceType: data.serviceType === 'home' ? 'home' : 'clinic',
    branch: text(data.branch),
    address: text(data.address),
    landmark: text(data.landmark),
    date: text(data.date),
    time: text(data.time),
    customerName: text(data.customerName),
    email: text(data.email),
    phone: text(data.phone),
    paymentMethod: text(data.paymentMethod),
    lines: items.map((line, index) => ({
      key: `${text(line.id)}-${index}`,
      name: text(line.name) || text(line.id),
      quantity: Number(line.quantity) || 1,
      total: cartTotal([{ price: line.price, quantity: line.quantity }]),
      selectedPromo: typeof line.selectedPromo === 'string' ? line.selectedPromo : undefined,
      packageId: typeof line.packageId === 'string' ? line.packageId : undefined,
    })),
    total: cartTotal(items.map((line) => ({ price: line.price, quantity: line.quantity }))),
  };
}

/** The booking as the server stored it (its number, prices and total), or as sent if it says otherwise. */
export function deliveredReceipt(item: OutboxItem): BookingReceipt {
  const response = item.response as { booking?: unknown; manageToken?: unknown } | undefined;
  const parsed = bookingRecordSchema.safeParse(response?.booking);
  if (!parsed.success) return sentReceipt(item);
  const { bookingData: data, cartItems, totalPrice, travelFee, payment, status } = parsed.data;
  return {
    ...data,
    lines: [
      ...cartItems.map((line, index) => ({
        key: `${line.id}-${index}`,
        name: line.name,
        quantity: line.quantity,
        total: line.lineTotal,
        selectedPromo: line.selectedPromo ?? undefined,
        packageId: line.packageId ?? undefined,
      })),
      // The server's travel fee, its own line as on the e-mail.
      ...(travelFee > 0
        ? [{ key: 'travel-fee', name: TRAVEL_FEE_LABEL, quantity: 1, total: travelFee }]
        : []),
    ],
    total: totalPrice,
    payment,
    confirmed: status === 'confirmed',
    manageToken: typeof response?.manageToken === 'string' ? response.manageToken : undefined,
  };
}

/** 'Makati clinic, 3/F Salcedo ...' or 'Home service, 12 Mabini St. (near the chapel)'. */
export function locationOf(receipt: BookingReceipt): string {
  if (receipt.serviceType === 'home') {
    return `${BRANCH_LABELS.home}: ${homeAddressText(receipt.address, receipt.landmark)}`;
  }
  const branch = liveBranches().findClinic(receipt.branch);
  return branch ? `${branch.name} clinic, ${branch.address}` : receipt.branch;
}
