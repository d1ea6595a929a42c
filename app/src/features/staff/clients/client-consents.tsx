import type { ClientRecord } from '../api/clients-api';
import { formatInstant } from '../format';

/**
 * Every consent the client signed or withdrew, newest first (issue 27 item 4): which version, when,
 * the name typed and the signature drawn. Reading them is logged on the server.
 */
export function ClientConsents({ consents }: Pick<ClientRecord, 'consents'>) {
  return (
    <section aria-labelledby="client-consents" className="client-record__section">
      <h2 id="client-consents">Consents</h2>
      {consents.length === 0 ? (
        <p className="client-record__empty">No consent signed yet.</p>
      ) : (
        <ol className="client-consents">
          {consents.map((consent) => (
            <li
              key={consent.id}
              className={`client-consents__item${consent.action === 'withdraw' ? ' client-consents__item--withdrawn' : ''}`}
            >
              <p className="client-consents__what">
                <strong>{consent.label}</strong>{' '}
                <span className="client-consents__action">
                  {consent.action === 'sign' ? 'Signed' : 'Withdrawn'} · version {consent.version}
                </span>
              </p>
              <p className="client-consents__when">
                <time dateTime={consent.signedAt}>{formatInstant(consent.signedAt)}</time>
                {consent.signedName ? ` · typed name: ${consent.signedName}` : ' · name erased'}
              </p>
              {consent.signature ? (
                <img
                  className="client-consents__signature"
                  src={consent.signature}
                  alt={`Signature drawn by ${consent.signedName || 'the client'}`}
                />
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
