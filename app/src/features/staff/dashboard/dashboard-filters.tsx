import { BOOKING_STATUS_LABELS } from '@domain/booking-status';
import { BRANCH_LABELS, type BranchId } from '@domain/branches';
import { PAYMENT_STATUS_LABELS } from '@domain/payment';
import { useId } from 'react';
import {
  type DashboardFilters as Filters,
  PAYMENT_FILTERS,
  SORT_LABELS,
  SORT_OPTIONS,
  STATUS_FILTERS,
} from './dashboard-query';
import './dashboard-filters.css';

interface DashboardFiltersProps {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  onReset: () => void;
  /** The branches the account may pick: all of them, or hers when her account is limited (the server refuses the others). */
  branches: readonly BranchId[];
  /** Whether the account is limited to `branches`: "all" then means all of hers. */
  limited: boolean;
  disabled?: boolean;
}

/** Status, branch, payment and sort of the dashboard list; every change goes back to page 1. */
export function DashboardFilters({
  filters,
  onChange,
  onReset,
  branches,
  limited,
  disabled = false,
}: DashboardFiltersProps) {
  const id = useId();
  return (
    <fieldset className="dashboard-filters" disabled={disabled}>
      <legend className="visually-hidden">Filter and sort bookings</legend>
      <div className="staff-field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as Filters['status'] })}
        >
          {STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {status === 'all' ? 'All statuses' : BOOKING_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="staff-field">
        <label htmlFor={`${id}-branch`}>Branch</label>
        <select
          id={`${id}-branch`}
          value={filters.branch}
          onChange={(event) => onChange({ branch: event.target.value as Filters['branch'] })}
        >
          <option value="all">{limited ? 'All my branches' : 'All branches'}</option>
          {branches.map((branch) => (
            <option key={branch} value={branch}>
              {BRANCH_LABELS[branch]}
            </option>
          ))}
        </select>
      </div>
      <div className="staff-field">
        <label htmlFor={`${id}-payment`}>Payment</label>
        <select
          id={`${id}-payment`}
          value={filters.payment ?? 'all'}
          onChange={(event) => onChange({ payment: event.target.value as Filters['payment'] })}
        >
          {PAYMENT_FILTERS.map((payment) => (
            <option key={payment} value={payment}>
              {payment === 'all' ? 'All payments' : PAYMENT_STATUS_LABELS[payment]}
            </option>
          ))}
        </select>
      </div>
      <div className="staff-field">
        <label htmlFor={`${id}-sort`}>Sort By</label>
        <select
          id={`${id}-sort`}
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as Filters['sort'] })}
        >
          {SORT_OPTIONS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="staff-button dashboard-filters__reset" onClick={onReset}>
        Reset Filters
      </button>
    </fieldset>
  );
}
