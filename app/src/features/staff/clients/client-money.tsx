import { formatPesos } from '@domain/money';
import { PAYMENT_STATUS_LABELS } from '@domain/payment';
import type { ClientRecord } from '../api/clients-api';
import { formatDatedAppointment, formatInstant } from '../format';

type Package = ClientRecord['packages'][number];

function sessionsLine(pkg: Package): string {
  if (pkg.refundedAt) return 'Refunded';
  if (pkg.sessionsTotal === null) return `Unlimited · ${pkg.sessionsUsed} used`;
  return `${pkg.sessionsLeft} of ${pkg.sessionsTotal} sessions left`;
}

/** Packages with sessions left, and every visit with money recorded against it. */
export function ClientMoney({ packages, payments }: Pick<ClientRecord, 'packages' | 'payments'>) {
  return (
    <section aria-labelledby="client-money" className="client-record__section">
      <h2 id="client-money">Packages and payments</h2>
      <h3>Packages</h3>
      {packages.length ? (
        <ul className="client-record__list">
          {packages.map((pkg) => (
            <li key={pkg.id}>
              <strong>{pkg.title || pkg.serviceId}</strong> · {sessionsLine(pkg)}
              {pkg.expiresAt ? ` · expires ${formatInstant(pkg.expiresAt)}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p className="client-record__empty">No packages.</p>
      )}
      <h3>Payments</h3>
      {payments.length ? (
        <div className="client-record__scroll">
          <table className="client-record__table">
            <caption className="visually-hidden">Payments</caption>
            <thead>
              <tr>
                <th scope="col">Visit date</th>
                <th scope="col">Booking</th>
                <th scope="col">Status</th>
                <th scope="col">Reference</th>
                <th scope="col" className="client-record__money">
                  Paid
                </th>
                <th scope="col" className="client-record__money">
                  Balance
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.id}>
                  <td>{formatDatedAppointment(payment.date, '')}</td>
                  <td>{payment.bookingNumber}</td>
                  <td>{PAYMENT_STATUS_LABELS[payment.status]}</td>
                  <td>{payment.reference || '—'}</td>
                  <td className="client-record__money">
                    {payment.amountPaid === null ? '—' : formatPesos(payment.amountPaid)}
                  </td>
                  <td className="client-record__money">{formatPesos(payment.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="client-record__empty">No payments recorded.</p>
      )}
    </section>
  );
}
