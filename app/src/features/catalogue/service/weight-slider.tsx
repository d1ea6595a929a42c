import { typicalWeightLossRangeKg, WEIGHT_LOSS_NOTE, WEIGHT_MAX, WEIGHT_MIN } from '@domain/weight-loss';
import { useId, useState } from 'react';
import { useHydrating } from '../../../components/use-hydrating';
import './weight-slider.css';

const STARTING_WEIGHT = 80;

/** Lets a visitor see what the program could mean for them: their weight in, a typical range out. */
export function WeightSlider() {
  const [weight, setWeight] = useState(STARTING_WEIGHT);
  const id = useId();
  const range = typicalWeightLossRangeKg(weight);
  const percent = ((weight - WEIGHT_MIN) / (WEIGHT_MAX - WEIGHT_MIN)) * 100;
  // The page's policy blocks style attributes in HTML, so a prerendered page gets the fill from the
  // render after hydration (which sets it from script) and from the stylesheet's default until then.
  const hydrating = useHydrating();
  return (
    <div className="weight-slider">
      <div className="weight-slider__header">
        <label className="field-label" htmlFor={`${id}-weight`}>
          Your current weight
        </label>
        <span className="weight-slider__value" aria-hidden="true">
          {weight} kg
        </span>
      </div>
      <input
        id={`${id}-weight`}
        className="weight-slider__input"
        type="range"
        min={WEIGHT_MIN}
        max={WEIGHT_MAX}
        step={1}
        value={weight}
        aria-valuetext={`${weight} kilograms`}
        aria-describedby={`${id}-estimate`}
        onChange={(event) => setWeight(Number(event.target.value))}
        style={hydrating ? undefined : ({ '--fill': `${percent}%` } as React.CSSProperties)}
      />
      <div className="weight-slider__scale" aria-hidden="true">
        <span>{WEIGHT_MIN} kg</span>
        <span>{WEIGHT_MAX} kg</span>
      </div>
      <p className="weight-slider__estimate">
        <output id={`${id}-estimate`} htmlFor={`${id}-weight`} aria-live="polite">
          Typical loss over the program:{' '}
          <strong>
            {range.low}–{range.high} kg
          </strong>
        </output>
        <span className="weight-slider__note">{WEIGHT_LOSS_NOTE}</span>
      </p>
    </div>
  );
}
