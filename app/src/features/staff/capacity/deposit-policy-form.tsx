import {
  DEPOSIT_MODE_LABELS,
  DEPOSIT_MODES,
  type DepositMode,
  depositPolicyText,
  windowWords,
} from '@domain/deposits';
import { formatManilaDateTime } from '@domain/manila-date';
import { type FormEvent, useEffect, useState } from 'react';
import { type DepositPolicySettings, fetchDepositPolicy, saveDepositPolicy } from './deposit-policy-api';

/**
 * The clinic's deposit policy (issue 28 item 3): none, first visits only or every online booking, and
 * the percent. It applies to bookings made after the save; the server computes every deposit.
 */
export function DepositPolicyForm({
  disabled,
  onSaved,
}: {
  disabled: boolean;
  onSaved: (message: string) => void;
}) {
  const [saved, setSaved] = useState<DepositPolicySettings>();
  const [mode, setMode] = useState<DepositMode>('none');
  const [percent, setPercent] = useState('30');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    fetchDepositPolicy(abort.signal).then(
      (policy) => {
        setSaved(policy);
        setMode(policy.mode);
        setPercent(String(policy.percent));
      },
      (failure: unknown) => {
        if (!abort.signal.aborted) setProblem(failure instanceof Error ? failure.message : 'Failed to fetch');
      },
    );
    return () => abort.abort();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      const policy = await saveDepositPolicy({ mode, percent: Number(percent) });
      setSaved(policy);
      onSaved('Deposit policy saved.');
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : 'Could not save the deposit policy');
    } finally {
      setBusy(false);
    }
  };

  const windowMinutes = saved?.windowMinutes ?? 120;
  const preview = depositPolicyText({ mode, percent: Number(percent) || 0 }, windowMinutes);
  return (
    <form className="capacity__panel" onSubmit={submit} noValidate aria-labelledby="deposit-form-title">
      <h2 id="deposit-form-title" className="capacity__title">
        Deposits
      </h2>
      <p className="capacity__lead">
        A booking that owes a deposit keeps its time for {windowWords(windowMinutes)}; unpaid then, it is
        cancelled and the client told. Applies to bookings made from now on.
      </p>
      <fieldset className="deposit-policy__modes">
        <legend className="visually-hidden">Who pays a deposit</legend>
        {DEPOSIT_MODES.map((option) => (
          <label key={option} className="deposit-policy__mode">
            <input
              type="radio"
              name="deposit-mode"
              value={option}
              checked={mode === option}
              onChange={() => setMode(option)}
            />
            {DEPOSIT_MODE_LABELS[option]}
          </label>
        ))}
      </fieldset>
      <div className="capacity__place deposit-policy__percent">
        <label htmlFor="deposit-percent">Deposit (% of the total)</label>
        <input
          id="deposit-percent"
          className="input"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          value={percent}
          disabled={mode === 'none'}
          onChange={(event) => setPercent(event.target.value)}
        />
      </div>
      {preview ? <p className="capacity__lead">Clients read: “{preview}”</p> : null}
      {saved?.updatedBy && saved.updatedAt ? (
        <p className="capacity__lead">
          Last changed by {saved.updatedBy}, {formatManilaDateTime(saved.updatedAt)}.
        </p>
      ) : null}
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={disabled || busy || !saved}>
        {busy ? 'Saving...' : 'Save deposit policy'}
      </button>
    </form>
  );
}
