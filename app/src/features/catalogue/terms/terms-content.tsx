import { CLINIC_EMAIL, CLINIC_PHONE, CLINIC_PHONE_TEL, PRODUCT_NAME } from '@domain/brand';
import type { ReactNode } from 'react';
import { useLiveBranches } from '../../../catalogue/live-branches';

export interface TermsSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** The clinics' names as this page's catalogue has them. */
function ClinicNames() {
  return (
    <>
      {useLiveBranches()
        .clinics.map((branch) => branch.name)
        .join(', ')}
    </>
  );
}

export const TERMS_SECTIONS: TermsSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    body: (
      <>
        <p>
          By using this website, booking a treatment or an online consultation with {PRODUCT_NAME}, you agree
          to these terms. If you do not agree, please do not use the site or our booking services.
        </p>
        <p>
          Our clients must be <strong>18 years old or older</strong>. Minors may receive treatment only with a
          parent or legal guardian present who gives consent on their behalf.
        </p>
      </>
    ),
  },
  {
    id: 'booking',
    title: 'Booking and Appointments',
    body: (
      <ul>
        <li>
          All appointments are <strong>subject to availability and confirmation</strong> by our booking team.
          A booking stays tentative until we confirm it by phone, text or e-mail.
        </li>
        <li>
          To cancel or reschedule, please give us at least <strong>24 hours' notice</strong>.
        </li>
        <li>Late cancellations, made less than 24 hours before the appointment, may incur a fee.</li>
        <li>
          <strong>No-shows are charged the full fee</strong> of the booked treatment.
        </li>
        <li>
          Treatments are done at our clinics in <ClinicNames />, or at your home where home service is
          available for the treatment.
        </li>
      </ul>
    ),
  },
  {
    id: 'payment',
    title: 'Payment Terms',
    body: (
      <ul>
        <li>
          <strong>Payment is required at booking</strong>, by bank transfer (BDO or BPI), GCash, cash at the
          clinic, or cash on home service.
        </li>
        <li>
          All prices are in <strong>Philippine pesos (₱) and include applicable taxes</strong>.
        </li>
        <li>
          <strong>Home service fees may apply</strong> depending on your location; our team confirms the exact
          fee by phone before your visit.
        </li>
        <li>Promo packages and promo codes are valid only as described on the treatment's page.</li>
      </ul>
    ),
  },
  {
    id: 'disclaimer',
    title: 'Treatment Disclaimer',
    body: (
      <>
        <p>
          Results vary from person to person and depend on your skin, body, health and aftercare. Photos,
          testimonials and estimates on this site, including the weight-loss estimate, are illustrations and
          not a guarantee of results.
        </p>
        <p>
          Please tell your doctor about your medical history, medicines, allergies, pregnancy or breastfeeding
          before any treatment. Our doctors may decline or postpone a treatment when it is not safe for you.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Liability and Indemnification',
    body: (
      <>
        <p>
          We take every reasonable care in our treatments. To the extent the law allows, we are not liable for
          outcomes that arise from information you withheld, from not following aftercare instructions, or
          from reactions that could not reasonably be foreseen.
        </p>
        <p>
          You agree to indemnify {PRODUCT_NAME} against claims that arise from your misuse of this website or
          from inaccurate information you give us.
        </p>
      </>
    ),
  },
  {
    id: 'modification',
    title: 'Modification of Terms',
    body: (
      <p>
        We may update these terms from time to time. The date at the top of this page shows the latest
        version. Bookings are governed by the terms in force on the day you booked.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Information',
    body: (
      <>
        <p>Questions about these terms or a booking? We are happy to help.</p>
        <ul>
          <li>
            E-mail: <a href={`mailto:${CLINIC_EMAIL}`}>{CLINIC_EMAIL}</a>
          </li>
          <li>
            Phone: <a href={`tel:${CLINIC_PHONE_TEL}`}>{CLINIC_PHONE}</a>
          </li>
        </ul>
      </>
    ),
  },
];
