import type { ClientPackage } from '@domain/packages';
import type { Payment, RecordedPaymentStatus } from '@domain/payment';
import type { PackageEvent } from '@domain/schemas/packages';
import type { KeptPaymentProof } from '@domain/schemas/payment';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';

export type StaffPackage = ClientPackage & { history: PackageEvent[] };

const bookingPath = (id: string) => `/bookings/${encodeURIComponent(id)}`;

/** Where a visit's payment lives: a booking or an online consultation. */
export type PaymentOwner = { kind: 'booking' | 'consultation'; id: string };

const ownerPath = (owner: PaymentOwner) =>
  owner.kind === 'booking' ? bookingPath(owner.id) : `/online-consultations/${encodeURIComponent(owner.id)}`;

export async function recordPayment(
  owner: PaymentOwner,
  input: { status: RecordedPaymentStatus; amountPaid?: number; reference?: string; deleteCode?: string },
): Promise<{ payment: Payment }> {
  const reply = await apiRequest<{ data?: { payment: Payment } } | null>(`${ownerPath(owner)}/payment`, {
    method: 'POST',
    auth: true,
    body: input,
    fallbackMessage: 'Failed to record the payment',
  });
  if (!reply?.data) throw new ApiError('Failed to record the payment', 'http', 200);
  return reply.data;
}

/** The proofs whose images the clinic keeps, newest first: checked at payment, sent after it, current. */
export async function fetchKeptProofs(owner: PaymentOwner): Promise<KeptPaymentProof[]> {
  const reply = await apiRequest<{ data?: KeptPaymentProof[] }>(`${ownerPath(owner)}/payment-proofs`, {
    auth: true,
    fallbackMessage: 'Failed to load the proofs of payment',
  });
  return reply.data ?? [];
}

/** One kept proof as an image the dialog can show. */
export async function fetchProofImage(owner: PaymentOwner, proofId: string): Promise<Blob> {
  const token = getToken();
  const response = await fetch(`/api${ownerPath(owner)}/payment-proofs/${encodeURIComponent(proofId)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) throw new ApiError('Failed to load the proof of payment', 'http', response.status);
  return response.blob();
}

/** One package with its whole history (each spend the desk may still give back carries its id). */
export async function fetchPackage(packageId: string): Promise<StaffPackage> {
  const reply = await apiRequest<{ data: StaffPackage }>(`/packages/${encodeURIComponent(packageId)}`, {
    auth: true,
    fallbackMessage: 'Failed to load the package',
  });
  return reply.data;
}

export async function fetchClientPackages(id: string): Promise<ClientPackage[]> {
  const reply = await apiRequest<{ data?: ClientPackage[] }>(`${bookingPath(id)}/packages`, {
    auth: true,
    fallbackMessage: 'Failed to load the client’s packages',
  });
  return reply.data ?? [];
}

export async function redeemSession(packageId: string, bookingId: string): Promise<StaffPackage> {
  const reply = await apiRequest<{ data: StaffPackage }>(
    `/packages/${encodeURIComponent(packageId)}/redeem`,
    {
      method: 'POST',
      auth: true,
      body: { bookingId },
      fallbackMessage: 'Failed to spend a session',
    },
  );
  return reply.data;
}

export async function undoSession(packageId: string, redemptionId: string): Promise<StaffPackage> {
  const reply = await apiRequest<{ data: StaffPackage }>(
    `/packages/${encodeURIComponent(packageId)}/redemptions/${encodeURIComponent(redemptionId)}/undo`,
    { method: 'POST', auth: true, body: {}, fallbackMessage: 'Failed to undo the session' },
  );
  return reply.data;
}

/** Admins only: the package's new owner, by e-mail or phone. */
export async function transferPackage(
  packageId: string,
  to: { email: string } | { phone: string },
): Promise<StaffPackage> {
  const reply = await apiRequest<{ data: StaffPackage }>(
    `/packages/${encodeURIComponent(packageId)}/transfer`,
    {
      method: 'POST',
      auth: true,
      body: to,
      fallbackMessage: 'The package could not be transferred',
    },
  );
  return reply.data;
}
