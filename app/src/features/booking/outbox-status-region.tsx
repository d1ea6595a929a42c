import './outbox-status.css';

/**
 * The live region the outbox's waiting count is announced through. It is in the page from the first
 * paint, before the outbox itself has loaded, so a change in the count is announced.
 */
export function OutboxStatusRegion({ count }: { count: number }) {
  return (
    <span className="outbox-status" role="status">
      {count > 0 ? (
        <span className="outbox-status__pill" data-testid="outbox-waiting">
          <span className="outbox-status__dot" aria-hidden="true" />
          {count} waiting to send
        </span>
      ) : null}
    </span>
  );
}
