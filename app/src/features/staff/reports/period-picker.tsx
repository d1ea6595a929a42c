import { manilaDate } from '@domain/manila-date';
import {
  presetPeriod,
  REPORT_PRESET_LABELS,
  REPORT_PRESETS,
  type ReportPeriod,
  type ReportPreset,
} from '@domain/reports/report-presets';
import { reportQuerySchema } from '@domain/reports/report-range';
import { check } from '@domain/schemas/validation';
import { type FormEvent, useState } from 'react';

interface PeriodPickerProps {
  period: ReportPeriod;
  onChange: (period: ReportPeriod) => void;
}

/**
 * The period of every report: a preset in one press, or two dates. Dates the reports refuse (the
 * wrong way round, over a year) are named under the field, and what was typed stays.
 */
export function PeriodPicker({ period, onChange }: PeriodPickerProps) {
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const today = manilaDate();
  const active = REPORT_PRESETS.find((preset) => {
    const candidate = presetPeriod(preset, today);
    return candidate.from === period.from && candidate.to === period.to;
  });

  const choose = (preset: ReportPreset) => {
    const next = presetPeriod(preset, today);
    setFrom(next.from);
    setTo(next.to);
    setProblem(null);
    onChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(reportQuerySchema, { from, to });
    if (!checked.ok) {
      setProblem({ field: checked.field ?? 'to', message: checked.message });
      return;
    }
    setProblem(null);
    onChange({ from, to });
  };

  const error = (field: string) =>
    problem?.field === field ? (
      <p id={`report-${field}-error`} className="field-error" role="alert">
        {problem.message}
      </p>
    ) : null;

  return (
    <div className="report-period">
      <fieldset className="report-period__presets">
        <legend className="field-label">Period</legend>
        {REPORT_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="staff-button"
            aria-pressed={active === preset}
            onClick={() => choose(preset)}
          >
            {REPORT_PRESET_LABELS[preset]}
          </button>
        ))}
      </fieldset>
      <form className="report-period__custom" onSubmit={submit} noValidate>
        <div className="report-period__field">
          <label className="field-label" htmlFor="report-from">
            From
          </label>
          <input
            id="report-from"
            className="input"
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            aria-invalid={problem?.field === 'from'}
            aria-describedby={problem?.field === 'from' ? 'report-from-error' : undefined}
          />
          {error('from')}
        </div>
        <div className="report-period__field">
          <label className="field-label" htmlFor="report-to">
            To
          </label>
          <input
            id="report-to"
            className="input"
            type="date"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            aria-invalid={problem?.field === 'to'}
            aria-describedby={problem?.field === 'to' ? 'report-to-error' : undefined}
          />
          {error('to')}
        </div>
        <button type="submit" className="staff-button staff-button--primary">
          Show these dates
        </button>
      </form>
    </div>
  );
}
