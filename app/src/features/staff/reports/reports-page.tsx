import { manilaDate } from '@domain/manila-date';
import { presetPeriod, type ReportPeriod } from '@domain/reports/report-presets';
import { isBranchLimited, isManagerOrAdmin, pickableBranches } from '@domain/staff-roles';
import { useState } from 'react';
import { useSession } from '../../../lib/session';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { CAPACITY_PLACES, PLACE_LABELS } from '../capacity/capacity-api';
import { RequireStaff } from '../components/require-staff';
import { StaffShell } from '../components/staff-shell';
import { BookingsSection } from './bookings-section';
import { ClientsSection } from './clients-section';
import { OccupancySection } from './occupancy-section';
import { PackagesSection } from './packages-section';
import { PeriodPicker } from './period-picker';
import { TakingsSection } from './takings-section';
import { useReport } from './use-report';
import './reports.css';

/** Where visits happen, for the branch picker; online consultations have no rooms to count. */
const BRANCHES = CAPACITY_PLACES.filter((place) => place !== 'online');

/**
 * /admin/reports (issue 29 item 4): the clinic's numbers for a period and a branch, each report with
 * its table, a chart where a person would rather look than read, and its CSV. Admins see every
 * branch; a manager's reports answer for their branches.
 */
function ReportsScreen() {
  const online = useOnlineStatus();
  const [period, setPeriod] = useState<ReportPeriod>(() => presetPeriod('this-month', manilaDate()));
  const { user } = useSession();
  // A manager limited to branches picks among hers; "all" is all of hers (the server answers so).
  const branches = pickableBranches(user, BRANCHES);
  const limited = isBranchLimited(user);
  const [branch, setBranch] = useState('');
  const query = { ...period, branch };
  const takings = useReport('takings', query);
  const bookings = useReport('bookings', query);
  const occupancy = useReport('occupancy', query);
  const packages = useReport('packages', query);
  const clients = useReport('clients', query);

  return (
    <StaffShell
      title="Reports"
      subtitle="Takings, bookings, no-shows, how full the branches were, sessions owed and new clients, for any period"
      offline={!online}
      dataFrom={null}
    >
      <div className="reports__controls">
        <PeriodPicker period={period} onChange={setPeriod} />
        <div className="reports__branch">
          <label className="field-label" htmlFor="reports-branch">
            Branch
          </label>
          <select
            id="reports-branch"
            className="select"
            value={branch}
            onChange={(event) => setBranch(event.target.value)}
          >
            <option value="">{limited ? 'All my branches' : 'All branches'}</option>
            {branches.map((place) => (
              <option key={place} value={place}>
                {PLACE_LABELS[place]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="reports">
        <TakingsSection query={query} load={takings} />
        <BookingsSection query={query} load={bookings} />
        <OccupancySection query={query} load={occupancy} />
        <PackagesSection query={query} load={packages} />
        <ClientsSection query={query} load={clients} />
      </div>
    </StaffShell>
  );
}

function ManagersOnly() {
  return (
    <StaffShell title="Reports" subtitle="" offline={false} dataFrom={null}>
      <p className="staff__error">Only a manager or an admin can see the reports.</p>
    </StaffShell>
  );
}

export function ReportsPage() {
  const { user } = useSession();
  return <RequireStaff>{isManagerOrAdmin(user?.role) ? <ReportsScreen /> : <ManagersOnly />}</RequireStaff>;
}
