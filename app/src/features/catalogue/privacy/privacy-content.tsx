import { CLINIC_EMAIL, CLINIC_PHONE, CLINIC_PHONE_TEL, PRODUCT_NAME } from '@domain/brand';
import { ERASURE_KEEPS } from '@domain/privacy';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { TermsSection } from '../terms/terms-content';

const mail = <a href={`mailto:${CLINIC_EMAIL}`}>{CLINIC_EMAIL}</a>;
const phone = <a href={`tel:${CLINIC_PHONE_TEL}`}>{CLINIC_PHONE}</a>;
const myBookings = <Link to={paths.myBookings.href()}>My bookings</Link>;

/**
 * The privacy notice (issue 27 item 6), in our own plain words: what we hold, why, for how long, who
 * reads it, and how to use each right the Data Privacy Act of 2012 gives. docs/PRIVACY.md is the
 * team's longer account of the same; the two must agree.
 */
export const PRIVACY_SECTIONS: TermsSection[] = [
  {
    id: 'who',
    title: 'Who looks after your data',
    body: (
      <p>
        {PRODUCT_NAME} decides what is done with the personal data you give us, and answers for it. Our data
        protection officer reads every message sent to {mail} with "Privacy" in the subject, and you can also
        call us on {phone}.
      </p>
    ),
  },
  {
    id: 'what',
    title: 'What we hold about you',
    body: (
      <ul>
        <li>Your name, e-mail address, mobile number and age, and your address when we come to your home.</li>
        <li>
          Your bookings and online consultations: the treatments, dates, branch, prices and anything you wrote
          to us.
        </li>
        <li>Your payments: amounts, method, reference numbers and the screenshots you sent as proof.</li>
        <li>Your packages and the sessions you have used.</li>
        <li>
          Your health form and signed consents. These are sensitive personal information: we keep them
          encrypted, and only clinic staff who are signed in can open them.
        </li>
        <li>A record of which staff member opened your record, and when.</li>
      </ul>
    ),
  },
  {
    id: 'why',
    title: 'Why we hold it',
    body: (
      <>
        <p>
          To book and remind you of your visits, to treat you safely (a treatment that is wrong for you during
          pregnancy or with some medicines must be caught before it starts), to take and acknowledge your
          payments, and to keep the clinic's accounts as the law requires.
        </p>
        <p>
          We do not sell your data, and we do not send you offers unless you said yes to them. We share only
          what each task needs with the services that carry it: the e-mail and text message services that
          reach you and the payment service that takes an online payment.
        </p>
      </>
    ),
  },
  {
    id: 'how-long',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>
          Your contact details, health form and consents: while you are our client, and erased five years
          after your last visit.
        </li>
        <li>
          Bookings, payments and packages: ten years, because the clinic must keep its accounts that long.
          After an erasure they stay without your name.
        </li>
        <li>The "My bookings" link we e-mail you works for seven days.</li>
      </ul>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights, and how to use them',
    body: (
      <>
        <p>
          Under the Data Privacy Act of 2012 you have the right to be told what we do with your data, and
          these rights, each of which costs you nothing:
        </p>
        <ul>
          <li>
            <strong>To see it and take a copy.</strong> Open {myBookings}, ask for the link by e-mail, and
            choose "Download my data": you get everything we hold about you in one file.
          </li>
          <li>
            <strong>To correct it.</strong> Tell the desk at your next visit, write to {mail} or call us, and
            we fix it.
          </li>
          <li>
            <strong>To have it erased.</strong> On the same page, choose "Ask us to erase my data".{' '}
            {ERASURE_KEEPS}
          </li>
          <li>
            <strong>To object.</strong> You may say no to offers and to photos at any time, and withdraw a
            consent you gave; write to {mail}.
          </li>
          <li>
            <strong>To complain.</strong> If we do not put things right, you may complain to the National
            Privacy Commission (privacy.gov.ph).
          </li>
        </ul>
        <p>We answer every request within 30 days.</p>
      </>
    ),
  },
  {
    id: 'safety',
    title: 'How we keep it safe',
    body: (
      <p>
        Our site and app talk to our server over an encrypted connection, staff sign in with their own
        accounts, and health answers are encrypted where they are stored. If your data is ever exposed, we
        tell the National Privacy Commission and you within 72 hours of finding out.
      </p>
    ),
  },
];
