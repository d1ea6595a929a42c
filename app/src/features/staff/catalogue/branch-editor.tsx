import { formatManilaDate, isNotBeforeManilaToday } from '@domain/manila-date';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { StrandedVisit } from '../capacity/stranded-api';
import { StrandedList, strandedCount } from '../capacity/stranded-list';
import { type BranchDraft, branchChangeOf, branchDraftOf } from './branch-draft';
import { type CatalogueBranch, changeBranch } from './catalogue-api';
import { newlyClosed, visitsOnClosedDates } from './closing-preview';
import { HoursFields } from './hours-fields';
import { useSave } from './use-save';

interface BranchEditorProps {
  branch: CatalogueBranch;
  canEdit: boolean;
  onSaved: (branch: CatalogueBranch, words: string) => void;
}

/** A place's name, address, map link, hours per weekday and the dates it is closed. */
export function BranchEditor({ branch, canEdit, onSaved }: BranchEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState<BranchDraft>(() => branchDraftOf(branch));
  const [closedDay, setClosedDay] = useState('');
  const [closedReason, setClosedReason] = useState('');
  const { busy, error, setError, run } = useSave('Could not save the branch');
  /** Clients booked on the dates being closed: shown before the save, which then needs a second yes. */
  const [stranding, setStranding] = useState<StrandedVisit[] | null>(null);
  const [stranded, setStranded] = useState(0);

  useEffect(() => {
    setDraft(branchDraftOf(branch));
    setError('');
    setStranding(null);
  }, [branch, setError]);

  const change = branchChangeOf(draft, branch);
  const changed = Object.keys(change).length > 0;
  const hasPlace = branch.kind === 'clinic';

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!changed) return;
    await run(async () => {
      const closing = newlyClosed(draft.closedDates, branch.closedDates);
      if (stranding === null && closing.length > 0) {
        const visits = await visitsOnClosedDates(branch.id, draft.closedDates, closing);
        if (visits.length > 0) {
          setStranding(visits);
          return;
        }
      }
      const saved = await changeBranch(branch.id, change);
      setStranded(stranding?.length ?? 0);
      setStranding(null);
      onSaved(saved, `Saved ${saved.name}.`);
    });
  };

  const addClosedDay = () => {
    if (!isNotBeforeManilaToday(closedDay)) {
      setError('Pick a closed date from today on.');
      return;
    }
    if (draft.closedDates.some((closed) => closed.date === closedDay)) {
      setError(`${formatManilaDate(closedDay)} is already closed.`);
      return;
    }
    setError('');
    setStranding(null);
    setDraft({
      ...draft,
      closedDates: [...draft.closedDates, { date: closedDay, reason: closedReason.trim() }].sort((a, b) =>
        a.date.localeCompare(b.date),
      ),
    });
    setClosedDay('');
    setClosedReason('');
  };

  return (
    <form
      className="catalogue__editor"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void save(event)}
    >
      <div className="catalogue__editor-head">
        <h2 id={`${id}-title`}>{branch.name}</h2>
        <p className="catalogue__hint">{branch.kind === 'clinic' ? branch.areaName : 'No clinic address'}</p>
      </div>
      <fieldset className="catalogue__fields" disabled={!canEdit}>
        <legend className="visually-hidden">Branch</legend>
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
        {hasPlace ? (
          <>
            <label htmlFor={`${id}-address`}>Address</label>
            <textarea
              id={`${id}-address`}
              rows={2}
              value={draft.address}
              onChange={(event) => setDraft({ ...draft, address: event.target.value })}
            />
            <label htmlFor={`${id}-map`}>Map link</label>
            <input
              id={`${id}-map`}
              type="url"
              value={draft.mapUrl}
              onChange={(event) => setDraft({ ...draft, mapUrl: event.target.value })}
            />
          </>
        ) : null}
        <label htmlFor={`${id}-phone`}>Phone</label>
        <input
          id={`${id}-phone`}
          type="tel"
          value={draft.phone}
          onChange={(event) => setDraft({ ...draft, phone: event.target.value })}
        />
      </fieldset>
      <HoursFields
        hours={draft.hours}
        disabled={!canEdit}
        onChange={(hours) => setDraft({ ...draft, hours })}
      />
      <fieldset className="catalogue__closed" disabled={!canEdit}>
        <legend>Closed dates</legend>
        {draft.closedDates.length === 0 ? <p className="catalogue__hint">No closed dates ahead.</p> : null}
        <ul className="catalogue__closed-list">
          {draft.closedDates.map((closed) => (
            <li key={closed.date}>
              <span>
                <strong>{formatManilaDate(closed.date)}</strong>
                {closed.reason ? ` · ${closed.reason}` : ''}
              </span>
              <button
                type="button"
                className="staff-button staff-button--quiet"
                aria-label={`Open again on ${formatManilaDate(closed.date)}`}
                onClick={() => {
                  setStranding(null);
                  setDraft({
                    ...draft,
                    closedDates: draft.closedDates.filter((other) => other.date !== closed.date),
                  });
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
        <div className="catalogue__closed-add">
          <label htmlFor={`${id}-closed-day`}>Date</label>
          <input
            id={`${id}-closed-day`}
            type="date"
            value={closedDay}
            onChange={(event) => setClosedDay(event.target.value)}
          />
          <label htmlFor={`${id}-closed-reason`}>Reason</label>
          <input
            id={`${id}-closed-reason`}
            value={closedReason}
            placeholder="e.g. Holiday"
            onChange={(event) => setClosedReason(event.target.value)}
          />
          <button type="button" className="staff-button" onClick={addClosedDay}>
            Add closed date
          </button>
        </div>
      </fieldset>
      <p className="catalogue__error" role="alert">
        {error}
      </p>
      {stranding ? (
        <section className="catalogue__stranding" aria-labelledby={`${id}-stranding`}>
          <h3 id={`${id}-stranding`}>Closing leaves {strandedCount(stranding.length)} without a place</h3>
          <StrandedList visits={stranding} />
          <p>Save to close anyway; then move each visit or tell the clients from the Closed dates screen.</p>
        </section>
      ) : null}
      {stranded > 0 ? (
        <p className="catalogue__hint" role="status">
          {strandedCount(stranded)} booked on the closed dates:{' '}
          <Link to={paths.admin.capacity.href()}>move them or tell them on the Closed dates screen</Link>.
        </p>
      ) : null}
      {canEdit ? (
        <div className="catalogue__actions">
          <button
            type="submit"
            className="staff-button staff-button--primary"
            aria-disabled={busy || !changed || undefined}
          >
            {busy ? 'Saving…' : stranding ? 'Close anyway and save' : 'Save changes'}
          </button>
          <button
            type="button"
            className="staff-button staff-button--quiet"
            disabled={!changed || busy}
            onClick={() => {
              setDraft(branchDraftOf(branch));
              setStranding(null);
            }}
          >
            Undo my edits
          </button>
        </div>
      ) : null}
    </form>
  );
}
