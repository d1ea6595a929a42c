import { CONFIRMATION_MINUTES } from '@domain/brand';
import { CONSULTATION_CALL_HOW } from '@domain/manage-consultation';
import { formatManilaDate } from '@domain/manila-date';
import type { Payment } from '@domain/payment';
import { findPaymentMethod } from '@domain/payment-methods';
import { formatTimeLabel } from '@domain/time-slots';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { CheckIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { PaymentDetails } from '../booking/form/payment-details';
import { PayPanel } from '../payments/pay-panel';

export interface ConsultationSummaryFacts {
  /** The server's number once it has the consultation; `undefined` while it waits on the phone. */
  bookingNumber: string | undefined;
  /** Opens the consultation's own page (cancel, another time), as the e-mail's link does. */
  manageToken?: string | undefined;
  date: string;
  time: string;
  customerName: string;
  email: string;
  phone: string;
  paymentMethod: string;
  /** Once delivered: the payment as the clinic recorded it (the pay panel and proof form show then). */
  payment?: Payment | undefined;
  /** The amount to pay, in pesos (the consultation fee). */
  total?: number | undefined;
}

/** What was booked: number, date and time, price and how to pay. */
export function ConsultationFacts({
  facts,
  priceText,
}: {
  facts: ConsultationSummaryFacts;
  priceText: string;
}) {
  const payment = findPaymentMethod(facts.paymentMethod);
  return (
    <div className="receipt">
      <dl className="receipt__facts">
        {facts.bookingNumber ? (
          <div>
            <dt>Booking number</dt>
            <dd className="receipt__number">{facts.bookingNumber}</dd>
          </div>
        ) : null}
        <div>
          <dt>Date</dt>
          <dd>{formatManilaDate(facts.date)}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{facts.time ? formatTimeLabel(facts.time) : ''}</dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>Online video consultation, 30 minutes</dd>
        </div>
        <div>
          <dt>Name</dt>
          <dd>{facts.customerName}</dd>
        </div>
        <div>
          <dt>Contact</dt>
          <dd>
            {facts.email}
            <br />
            {facts.phone}
          </dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{payment?.name ?? facts.paymentMethod}</dd>
        </div>
      </dl>
      <p className="receipt__total">
        <span>Price</span>
        <strong>{priceText}</strong>
      </p>
    </div>
  );
}

interface ConsultationSummaryProps {
  facts: ConsultationSummaryFacts;
  priceText: string;
  onBackHome(): void;
  onBookAnother(): void;
}

/** The consultation reached the clinic. */
export function ConsultationSummary({
  facts,
  priceText,
  onBackHome,
  onBookAnother,
}: ConsultationSummaryProps) {
  const payment = findPaymentMethod(facts.paymentMethod);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="page checkout-done" aria-labelledby="page-title">
      <header className="checkout-done__header">
        <span className="checkout-status__icon checkout-status__icon--done" aria-hidden="true">
          <CheckIcon />
        </span>
        <p className="eyebrow">Consultation booked</p>
        <h1 id="page-title" ref={heading} tabIndex={-1}>
          See you online!
        </h1>
        <p className="lead" role="status">
          Your booking number is <strong className="checkout-done__number">{facts.bookingNumber}</strong>. Our
          team confirms within {CONFIRMATION_MINUTES} minutes and sends the video call link to {facts.email}.
        </p>
      </header>
      <div className="checkout-done__grid">
        <div className="card checkout-done__card">
          <h2 className="checkout-done__card-title">Your consultation</h2>
          <ConsultationFacts facts={facts} priceText={priceText} />
        </div>
        <div className="card checkout-done__card consultation-call">
          <h2 className="checkout-done__card-title">How the call happens</h2>
          <p>{CONSULTATION_CALL_HOW}</p>
          <h3 className="consultation-call__subtitle">Change of plans?</h3>
          <p>
            You can ask for another date and time, or cancel up to 24 hours before your consultation. The link
            is also in your confirmation e-mail.
          </p>
          {facts.manageToken ? (
            <Link className="button button--ghost" to={paths.myConsultation.href(facts.manageToken)}>
              Manage my consultation
            </Link>
          ) : null}
        </div>
        {payment ? (
          <div className="card checkout-done__card">
            <h2 className="checkout-done__card-title">How to pay</h2>
            {facts.payment && facts.bookingNumber ? (
              <PayPanel
                bookingNumber={facts.bookingNumber}
                target="consultation"
                paymentMethod={facts.paymentMethod}
                total={facts.total ?? 0}
                payment={facts.payment}
                token={facts.manageToken}
                proof={null}
              />
            ) : (
              <PaymentDetails
                method={payment}
                purpose={`consultation ${facts.bookingNumber}`}
                subject="consultation"
                amount={payment.qrCode ? priceText : undefined}
              />
            )}
          </div>
        ) : null}
      </div>
      <div className="checkout-done__actions">
        <button type="button" className="button button--primary button--large" onClick={onBackHome}>
          Back to Home
        </button>
        <button type="button" className="button button--ghost button--large" onClick={onBookAnother}>
          Book another consultation
        </button>
      </div>
    </section>
  );
}
