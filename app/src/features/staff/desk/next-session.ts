import { type ClientPackage, canRedeem } from '@domain/packages';
import type { StaffBooking } from '../api/types';
import type { ClientValue } from './client-fields';
import type { TreatmentLine } from './treatment-picker';
import type { VisitValue } from './visit-fields';

/** The client's next session, as "Book the next session" hands it to the new-booking screen. */
export interface NextSession {
  customerName: string;
  phone: string;
  email: string;
  /** As the booking gave it: the desk corrects it if a birthday passed. */
  age: number | null;
  serviceType: 'clinic' | 'home';
  branch: string;
  address: string;
  landmark: string;
  treatmentId: string;
  /** An open package of the client's with a session left for that treatment: booked from it. */
  fromPackage: { id: string; title: string; sessionsLeft: number | null } | null;
}

/** The same client, place and (first) treatment as the booking; no package until one is found. */
export function nextSessionOf(booking: StaffBooking): NextSession | null {
  const [first] = booking.cartItems ?? [];
  if (!first) return null;
  const data = booking.bookingData;
  return {
    customerName: data.customerName,
    phone: data.phone,
    email: data.email ?? '',
    age: typeof data.age === 'number' ? data.age : null,
    serviceType: data.serviceType === 'home' ? 'home' : 'clinic',
    branch: data.branch,
    address: data.address ?? '',
    landmark: data.landmark ?? '',
    treatmentId: first.id,
    fromPackage: null,
  };
}

/** The package the next session comes from: the client's open one for the treatment with fewest left. */
export function withPackage(
  next: NextSession,
  packages: readonly ClientPackage[],
  now = new Date(),
): NextSession {
  const open = packages
    .filter((pkg) => pkg.serviceId === next.treatmentId && canRedeem(pkg, now))
    .sort(
      (a, b) => (a.sessionsLeft ?? Number.POSITIVE_INFINITY) - (b.sessionsLeft ?? Number.POSITIVE_INFINITY),
    );
  const [chosen] = open;
  return {
    ...next,
    fromPackage: chosen ? { id: chosen.id, title: chosen.title, sessionsLeft: chosen.sessionsLeft } : null,
  };
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The next session carried in the router's state (kept by the browser over a reload), if it is one. */
export function readNextSession(state: unknown): NextSession | null {
  const next = (state as { nextSession?: Partial<NextSession> } | null)?.nextSession;
  if (!next || typeof next !== 'object') return null;
  const { customerName, phone, email, serviceType, branch, address, landmark, treatmentId, fromPackage } =
    next;
  if (![customerName, phone, email, branch, address, landmark, treatmentId].every(isText)) return null;
  if (serviceType !== 'clinic' && serviceType !== 'home') return null;
  const age = typeof next.age === 'number' && Number.isInteger(next.age) ? next.age : null;
  const pkg = fromPackage && isText(fromPackage.id) && isText(fromPackage.title) ? fromPackage : null;
  return {
    customerName,
    phone,
    email,
    age,
    serviceType,
    branch,
    address,
    landmark,
    treatmentId,
    fromPackage: pkg,
  } as NextSession;
}

/** What the new-booking form starts with for the next session; the date and time stay the desk's. */
export function prefillOf(next: NextSession): {
  client: Partial<ClientValue>;
  visit: Partial<VisitValue>;
  line: TreatmentLine;
} {
  const home = next.serviceType === 'home';
  return {
    visit: home
      ? { serviceType: 'home', address: next.address, landmark: next.landmark }
      : { serviceType: 'clinic', branch: next.branch },
    client: {
      customerName: next.customerName,
      phone: next.phone,
      email: next.email,
      age: next.age === null ? '' : String(next.age),
    },
    line: {
      id: next.treatmentId,
      quantity: 1,
      selectedPromo: null,
      ...(next.fromPackage ? { packageId: next.fromPackage.id } : {}),
    },
  };
}
