import type { PractitionerOption } from '../time/availability-api';
import { controlId } from './field-problem';
import { FormField } from './form-field';

interface PractitionerFieldProps {
  form: string;
  /** The branch's practitioners who fit every treatment in the cart. */
  practitioners: readonly PractitionerOption[];
  /** The chosen one's id; empty for Anyone. */
  value: string;
  onChange(practitionerId: string): void;
}

/**
 * "Who would you like?" (issue 26 item 4): Anyone, or one of the practitioners who do every
 * treatment in the cart. Shown only where there is a choice (more than one fits); the times listed
 * below are then that person's free times.
 */
export function PractitionerField({ form, practitioners, value, onChange }: PractitionerFieldProps) {
  if (practitioners.length < 2) return null;
  return (
    <FormField
      id={controlId(form, 'practitionerId')}
      label="Practitioner"
      hint="Anyone gives you the most free times"
      error={undefined}
    >
      {(control) => (
        <select
          {...control}
          className="select"
          name="practitionerId"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">Anyone</option>
          {practitioners.map((practitioner) => (
            <option key={practitioner.id} value={practitioner.id}>
              {practitioner.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
