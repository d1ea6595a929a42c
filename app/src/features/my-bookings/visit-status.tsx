/** A visit's status as a badge beside its number: a cancelled visit must not look live. */
export function VisitStatus({ status, label }: { status: string; label: string }) {
  return (
    <span className={`my-bookings__status my-bookings__status--${status}`}>
      <span className="visually-hidden">Status: </span>
      {label}
    </span>
  );
}
