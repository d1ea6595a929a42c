import type { Alternative } from '../api/desk-api';

/** The nearest free starts the server offered for a full time: one click takes one. */
export function AlternativesList({
  message,
  alternatives,
  onPick,
}: {
  message: string;
  alternatives: Alternative[];
  onPick: (alternative: Alternative) => void;
}) {
  return (
    <div className="desk-form__alternatives" role="alert">
      <p>{message}</p>
      {alternatives.length > 0 ? (
        <>
          <p>Free times nearby:</p>
          <ul>
            {alternatives.map((alternative) => (
              <li key={`${alternative.date}T${alternative.time}`}>
                <button
                  type="button"
                  className="staff-button staff-button--small"
                  onClick={() => onPick(alternative)}
                >
                  {alternative.label}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>No free time nearby: try another date.</p>
      )}
    </div>
  );
}
