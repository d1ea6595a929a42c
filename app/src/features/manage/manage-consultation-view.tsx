import { givenName } from '@domain/given-name';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PayPanel } from '../payments/pay-panel';
import { PhoneLink } from './cancel-panel';
import { ConsultationFacts } from './consultation-facts';
import type { ManagedConsultation } from './consultation-manage-api';
import { ConsultationCancelPanel, ConsultationTimePanel } from './consultation-panels';

interface ManageConsultationViewProps {
  token: string;
  consultation: ManagedConsultation;
  onChange: (consultation: ManagedConsultation) => void;
}

/** The online consultation behind a private link: when, how the call happens, and what the client can do. */
export function ManageConsultationView({ token, consultation, onChange }: ManageConsultationViewProps) {
  const [notice, setNotice] = useState('');
  const firstName = givenName(consultation.customerName);
  const booked = consultation.status === 'booked';
  const changed = (updated: ManagedConsultation, message: string) => {
    onChange(updated);
    setNotice(message);
  };

  return (
    <section className="page manage-page" aria-labelledby="page-title">
      <header className="manage-page__header">
        <p className="eyebrow">Manage my consultation</p>
        <h1 id="page-title">
          {firstName ? `Hi ${firstName}, here’s your online consultation` : 'Your online consultation'}
        </h1>
        <p className="lead">
          {booked
            ? 'We have your consultation. The video link reaches your e-mail before the call.'
            : 'This consultation is cancelled. We’d love to talk with you another time.'}
        </p>
      </header>
      <p className="manage-notice" role="status">
        {notice}
      </p>
      <div className="manage-page__grid">
        <ConsultationFacts consultation={consultation} />
        <div className="manage-page__side">
          <section className="card manage-card manage-panel" aria-labelledby="payment-title">
            <h2 id="payment-title" className="manage-panel__title">
              Payment
            </h2>
            <PayPanel
              bookingNumber={consultation.bookingNumber}
              target="consultation"
              paymentMethod={consultation.paymentMethod}
              total={consultation.totalPrice}
              payment={consultation.payment}
              token={booked ? token : undefined}
              proof={consultation.paymentProof}
              cancelled={!booked}
              onProofDelivered={(response) => {
                const updated = (response as { consultation?: ManagedConsultation } | undefined)
                  ?.consultation;
                if (updated) changed(updated, 'Thank you: we received your proof of payment.');
              }}
            />
          </section>
          <ConsultationTimePanel token={token} consultation={consultation} onChange={changed} />
          <ConsultationCancelPanel token={token} consultation={consultation} onChange={changed} />
          {booked ? null : (
            <section className="card manage-card manage-panel" aria-labelledby="next-title">
              <h2 id="next-title" className="manage-panel__title">
                Book another time
              </h2>
              <p className="manage-panel__text">
                Pick a new time for a video call with our doctors. Questions? Call us at <PhoneLink />.
              </p>
              <Link className="button button--primary" to={paths.onlineConsultation.href()}>
                Book a consultation
              </Link>
            </section>
          )}
        </div>
      </div>
    </section>
  );
}
