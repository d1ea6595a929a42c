/** Shown while pending bookings are ticked: confirm them all after one code entry. */
export function BulkConfirmBar({
  count,
  disabledReason,
  onConfirm,
  onClear,
}: {
  count: number;
  disabledReason: string | null;
  onConfirm: () => void;
  onClear: () => void;
}) {
  if (count === 0) return null;
  return (
    <section className="dashboard__bulk" aria-label="Selected bookings">
      <span>
        {count} pending booking{count === 1 ? '' : 's'} selected
      </span>
      <button
        type="button"
        className="staff-button staff-button--small staff-button--primary"
        onClick={onConfirm}
        disabled={disabledReason !== null}
        title={disabledReason ?? undefined}
      >
        Confirm selected
      </button>
      <button type="button" className="staff-button staff-button--small" onClick={onClear}>
        Clear selection
      </button>
    </section>
  );
}
