import { manilaDate } from '@domain/manila-date';
import { weekDates, weekHoursLines } from '@domain/resources/week-hours';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isAdminUser, useSession } from '../../lib/session';
import { useOnlineStatus } from '../../lib/use-online-status';
import { PLACE_LABELS } from './capacity/capacity-api';
import { RequireStaff } from './components/require-staff';
import { StaffShell } from './components/staff-shell';
import { Toast } from './components/toast';
import { useToast } from './hooks/use-toast';
import { AffectedSection, affectedWords, retiredWords } from './resources/affected-section';
import { DayOffForm } from './resources/day-off-form';
import { ResourceDialog, type ResourceTarget } from './resources/resource-dialog';
import { ResourceGroups } from './resources/resource-groups';
import {
  type AffectedVisit,
  addDayOff,
  changeResource,
  type DeskResource,
  reassign,
  retireResource,
  tellClient,
} from './resources/resources-api';
import { ScheduleDialog } from './resources/schedule-dialog';
import { useBranchResources } from './resources/use-branch-resources';
import './capacity/capacity.css';
import './resources/resources.css';

/** Every place with resources: the clinics, the home team, the online consultants. */
const BRANCHES = ['makati', 'las-pinas', 'quezon-city', 'home', 'online'] as const;

type Open =
  | { dialog: 'resource'; target: ResourceTarget }
  | { dialog: 'schedule'; resource: DeskResource }
  | null;

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * /admin/resources (issue 26 items 1 and 4): a branch's practitioners, rooms and machines with this
 * week's hours; admins add, rename, retire and bring back, set weekly hours and dates (a day off, a
 * machine in maintenance); the visits a day off leaves without their practitioner, each given to
 * someone free then or its client told. Staff read.
 */
function ResourcesScreen() {
  const online = useOnlineStatus();
  const toast = useToast();
  const { user } = useSession();
  const admin = isAdminUser(user ?? null);
  const [params] = useSearchParams();
  const asked = params.get('branch');
  const [branch, setBranch] = useState<string>(BRANCHES.find((place) => place === asked) ?? 'makati');
  const { load, refresh } = useBranchResources(branch);
  const [busy, setBusy] = useState(false);
  const [told, setTold] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<Open>(null);
  const week = weekDates(manilaDate());

  const run = async (work: () => Promise<string>, fallback: string) => {
    setBusy(true);
    try {
      toast.show(await work());
      refresh();
    } catch (error) {
      toast.show(messageOf(error, fallback));
    } finally {
      setBusy(false);
    }
  };

  const saved = (words: string) => {
    setOpen(null);
    toast.show(words);
    refresh();
  };

  const setActive = (resource: DeskResource, active: boolean) =>
    run(async () => {
      if (active) {
        await changeResource(resource.id, { active });
        return `${resource.name} is back.`;
      }
      const { affected, visitsHolding } = await retireResource(resource.id);
      return retiredWords(resource.name, affected, visitsHolding);
    }, 'Could not save the change');

  const saveDayOff = (resource: DeskResource, date: string) =>
    run(
      async () => affectedWords(resource.name, 'day off is', await addDayOff(resource, date)),
      'Could not save the day off',
    );

  const assign = (visit: AffectedVisit, to: { id: string; name: string }) =>
    run(async () => {
      await reassign(visit, to.id);
      return `${visit.customerName}'s ${visit.serviceName} is now with ${to.name}.`;
    }, 'Could not give the visit to another practitioner');

  const tell = (visit: AffectedVisit) =>
    run(async () => {
      if (await tellClient(visit)) setTold((current) => new Set([...current, visit.bookingId]));
      return `${visit.customerName} is e-mailed that their practitioner is away.`;
    }, 'Could not e-mail the client');

  const ready = load.phase === 'ready' ? load : undefined;
  const practitioners =
    ready?.resources.filter((entry) => entry.kind === 'practitioner' && entry.active) ?? [];

  return (
    <StaffShell
      title="Practitioners, rooms and machines"
      subtitle="Who and what each branch works with, their hours, and the visits that need another person"
      offline={!online}
      dataFrom={null}
    >
      <div className="resources__branch">
        <label className="field-label" htmlFor="resources-branch">
          Branch
        </label>
        <select
          id="resources-branch"
          className="select"
          value={branch}
          onChange={(event) => setBranch(event.target.value)}
        >
          {BRANCHES.map((place) => (
            <option key={place} value={place}>
              {PLACE_LABELS[place]}
            </option>
          ))}
        </select>
      </div>
      {load.phase === 'loading' ? <p>Loading…</p> : null}
      {load.phase === 'error' ? <p className="staff__error">Error: {load.message}</p> : null}
      {ready ? (
        <div className="resources">
          <AffectedSection
            visits={ready.affected}
            actions={{ busy: busy || !online, told, canTell: admin, onAssign: assign, onTell: tell }}
          />
          <ResourceGroups
            resources={ready.resources}
            weekOf={(resource) => weekHoursLines(resource, week, ready.hoursOn)}
            actions={{
              canEdit: admin,
              busy: busy || !online,
              onEdit: (resource) => setOpen({ dialog: 'resource', target: resource }),
              onSchedule: (resource) => setOpen({ dialog: 'schedule', resource }),
              onActive: (resource, active) => void setActive(resource, active),
            }}
            onAdd={(kind) => setOpen({ dialog: 'resource', target: { kind, branch } })}
          />
          {admin ? (
            <section className="capacity__panel" aria-labelledby="day-off-title">
              <h2 id="day-off-title" className="capacity__title">
                Enter a day off
              </h2>
              {practitioners.length === 0 ? (
                <p className="capacity__lead">This branch has no practitioners yet.</p>
              ) : (
                <DayOffForm practitioners={practitioners} busy={busy || !online} onSave={saveDayOff} />
              )}
            </section>
          ) : null}
        </div>
      ) : null}
      {open?.dialog === 'resource' ? (
        <ResourceDialog
          target={open.target}
          onClose={() => setOpen(null)}
          onSaved={(_, words) => saved(words)}
        />
      ) : null}
      {open?.dialog === 'schedule' ? (
        <ScheduleDialog
          resource={open.resource}
          branchHours={ready?.weekly}
          onClose={() => setOpen(null)}
          onSaved={(affected) =>
            saved(
              open.resource.kind === 'practitioner'
                ? affectedWords(open.resource.name, 'hours are', affected)
                : `${open.resource.name}'s hours are saved.`,
            )
          }
        />
      ) : null}
      <Toast toast={toast} />
    </StaffShell>
  );
}

export function ResourcesPage() {
  return (
    <RequireStaff>
      <ResourcesScreen />
    </RequireStaff>
  );
}
