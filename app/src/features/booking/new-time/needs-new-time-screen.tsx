import { useEffect, useRef } from 'react';
import { db } from '../../../offline/db';
import { chooseOnForm, withdrawRequest } from '../../../offline/outbox/needs-new-time';
import type { OutboxItem } from '../../../offline/outbox/outbox-item';
import { serverMessageOf } from '../../../offline/outbox/use-submission';
import { conflictSentence, NewTimeChoices } from './new-time-choices';

/** The form's page while its submission needs a new time: the news, the choices, a way back to the form. */
export function NeedsNewTimeScreen({ item, title }: { item: OutboxItem; title: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="page page--narrow checkout-status new-time" aria-labelledby="page-title">
      <h1 id="page-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p className="checkout-status__lead" role="status">
        {conflictSentence(item)}
      </p>
      <h2 className="new-time__title">Pick one of these free times</h2>
      <NewTimeChoices item={item} />
      <button
        type="button"
        className="button button--small"
        onClick={() => void chooseOnForm(db, item.id, serverMessageOf(item, 'Choose another time'))}
      >
        Choose another date or time on the form
      </button>{' '}
      <button
        type="button"
        className="button button--small"
        onClick={() => void withdrawRequest(db, item.id)}
      >
        Cancel this request
      </button>
    </section>
  );
}
