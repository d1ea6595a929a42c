import { CONFIRMATION_MINUTES } from '@domain/brand';
import { givenName } from '@domain/given-name';
import { formatPesos } from '@domain/money';
import { findPaymentMethod, isTransferMethod } from '@domain/payment-methods';
import { lapseRuleNote } from '@domain/pending-lapse';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Dialog, DialogBody, DialogFooter } from '../../components/dialog/dialog';
import { CheckIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { allFromPackages, fromPackageText } from '../payments/package-price';
import { PayPanel } from '../payments/pay-panel';
import type { BookingReceipt } from './booking-receipt';
import { BookingReceiptDetails } from './booking-receipt-details';
import { PaymentDetails } from './form/payment-details';

/** SPEC section 7: a total of 0 means the doctor prices the treatment at the consultation. */
export const TOTAL_TO_BE_DISCUSSED = 'To be discussed during consultation';

export function bookingTotalText(
  total: number,
  lines: ReadonlyArray<{ packageId?: string | undefined }> = [],
): string {
  if (allFromPackages(lines)) return `${formatPesos(0)}, ${fromPackageText().toLowerCase()}`;
  return total > 0 ? formatPesos(total) : TOTAL_TO_BE_DISCUSSED;
}

interface BookingConfirmationProps {
  receipt: BookingReceipt;
  /**
   * The news is fresh: the booking has just reached the clinic and nobody has seen it yet. Only then
   * does the dialog open; coming back to this page (Back then Forward, a reload) shows the page alone.
   */
  fresh: boolean;
  onBackHome(): void;
  onBookAnother(): void;
}

/** The booking reached the clinic: its number, what to pay and how, and a way home. */
export function BookingConfirmation({ receipt, fresh, onBackHome, onBookAnother }: BookingConfirmationProps) {
  // Read once: the page marks the news as seen as soon as it shows it.
  const [overlayOpen, setOverlayOpen] = useState(fresh);
  const closeButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const payment = findPaymentMethod(receipt.paymentMethod);
  const totalText = bookingTotalText(receipt.total, receipt.lines);
  const firstName = givenName(receipt.customerName);
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <section className="page checkout-done" aria-labelledby="page-title">
      <header className="checkout-done__header">
        <span className="checkout-status__icon checkout-status__icon--done" aria-hidden="true">
          <CheckIcon />
        </span>
        <p className="eyebrow">{receipt.confirmed ? 'Booking confirmed' : 'Booking received'}</p>
        <h1 id="page-title" ref={heading} tabIndex={-1}>
          Thank you{firstName ? `, ${firstName}` : ''}!
        </h1>
        {receipt.confirmed ? (
          <p className="lead">
            Your booking number is <strong className="checkout-done__number">{receipt.bookingNumber}</strong>,
            and it is confirmed: we look forward to seeing you. A copy is on its way to {receipt.email}.
          </p>
        ) : (
          <p className="lead">
            Your booking number is <strong className="checkout-done__number">{receipt.bookingNumber}</strong>.
            Our team calls or messages you within {CONFIRMATION_MINUTES} minutes to confirm your schedule;
            until then your booking is tentative. A copy is on its way to {receipt.email}.
          </p>
        )}
        {allFromPackages(receipt.lines) || receipt.confirmed ? null : (
          <p className="checkout-done__note">{lapseRuleNote(isTransferMethod(payment))}</p>
        )}
      </header>
      <div className="checkout-done__grid">
        <div className="card checkout-done__card">
          <h2 className="checkout-done__card-title">Your booking</h2>
          <BookingReceiptDetails receipt={receipt} totalText={totalText} />
        </div>
        {payment && !allFromPackages(receipt.lines) ? (
          <div className="card checkout-done__card">
            <h2 className="checkout-done__card-title">How to pay</h2>
            {receipt.payment && receipt.bookingNumber ? (
              <PayPanel
                bookingNumber={receipt.bookingNumber}
                paymentMethod={receipt.paymentMethod}
                total={receipt.total}
                payment={receipt.payment}
                token={receipt.manageToken}
                proof={null}
              />
            ) : (
              <PaymentDetails
                method={payment}
                purpose={`booking ${receipt.bookingNumber}`}
                subject="booking"
                amount={receipt.total > 0 ? totalText : undefined}
              />
            )}
          </div>
        ) : null}
        {receipt.manageToken ? (
          <div className="card checkout-done__card">
            <h2 className="checkout-done__card-title">Health form</h2>
            <p>
              A few questions before your visit (allergies, pregnancy, medicines), so your treatment is safe
              for you. It takes two minutes on your phone.
            </p>
            <Link className="button button--ghost" to={paths.healthForm.href(receipt.manageToken)}>
              Fill in the health form
            </Link>
          </div>
        ) : null}
        {receipt.manageToken ? (
          <div className="card checkout-done__card">
            <h2 className="checkout-done__card-title">Consent forms</h2>
            <p>
              Read and sign your treatment consent before your visit, on your phone: it saves time at the
              clinic.
            </p>
            <Link className="button button--ghost" to={paths.consent.href(receipt.manageToken)}>
              Read and sign
            </Link>
          </div>
        ) : null}
      </div>
      <div className="checkout-done__actions">
        <button type="button" className="button button--primary button--large" onClick={onBackHome}>
          Back to Home
        </button>
        <button type="button" className="button button--ghost button--large" onClick={onBookAnother}>
          Book another treatment
        </button>
      </div>
      {overlayOpen ? (
        <Dialog
          title={receipt.confirmed ? 'Booking confirmed!' : 'Booking received!'}
          description={`Booking number ${receipt.bookingNumber}`}
          onClose={() => setOverlayOpen(false)}
          initialFocusRef={closeButton}
          returnFocusRef={heading}
          size="small"
          className="success-overlay"
        >
          <DialogBody>
            <p className="success-overlay__total">
              Total: <strong>{totalText}</strong>
            </p>
            <p>
              {receipt.confirmed
                ? 'Your schedule is confirmed. Payment details are on this page.'
                : `Our team confirms your schedule within ${CONFIRMATION_MINUTES} minutes. Payment details are on this page.`}
            </p>
          </DialogBody>
          <DialogFooter>
            <button
              ref={closeButton}
              type="button"
              className="button button--primary"
              onClick={() => setOverlayOpen(false)}
            >
              View my booking
            </button>
          </DialogFooter>
        </Dialog>
      ) : null}
    </section>
  );
}
