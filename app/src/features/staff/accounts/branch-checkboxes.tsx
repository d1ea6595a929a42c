import { BRANCH_IDS, BRANCH_LABELS } from '@domain/branches';
import { useId } from 'react';

/** The places an account may be limited to, as the pickers name them. */
export const ACCOUNT_BRANCHES = BRANCH_IDS;

/** "All branches" for none, else their names: how a row says where the person works. */
export function branchesSummary(branches: readonly string[]): string {
  if (branches.length === 0) return 'All branches';
  return branches.map((id) => BRANCH_LABELS[id as keyof typeof BRANCH_LABELS] ?? id).join(', ');
}

interface BranchCheckboxesProps {
  value: readonly string[];
  onChange: (branches: string[]) => void;
  /** Whose branches, for the legend read aloud in a list of accounts. */
  owner?: string | undefined;
  disabled?: boolean;
}

/** One checkbox per branch; none ticked means every branch (and an admin always sees all). */
export function BranchCheckboxes({ value, onChange, owner, disabled }: BranchCheckboxesProps) {
  const id = useId();
  const toggle = (branch: string, on: boolean) =>
    onChange(ACCOUNT_BRANCHES.filter((one) => (one === branch ? on : value.includes(one))));
  return (
    <fieldset className="accounts__branches" aria-describedby={`${id}-hint`} disabled={disabled}>
      <legend>
        Branches<span className="visually-hidden">{owner ? ` of ${owner}` : ''}</span>
      </legend>
      {ACCOUNT_BRANCHES.map((branch) => (
        <label key={branch} className="accounts__branch">
          <input
            type="checkbox"
            checked={value.includes(branch)}
            onChange={(event) => toggle(branch, event.target.checked)}
          />
          {BRANCH_LABELS[branch]}
        </label>
      ))}
      <p id={`${id}-hint`} className="accounts__hint">
        {value.length === 0 ? 'None ticked: all branches.' : `Sees ${branchesSummary(value)} only.`} Admins
        always see all.
      </p>
    </fieldset>
  );
}
