import { useEffect, useState } from 'react';
import { isAdminUser, useSession } from '../../lib/session';
import { useOnlineStatus } from '../../lib/use-online-status';
import { PLACE_LABELS } from './capacity/capacity-api';
import { RequireStaff } from './components/require-staff';
import { StaffShell } from './components/staff-shell';
import { Toast } from './components/toast';
import { useToast } from './hooks/use-toast';
import { AffectedVisits } from './resources/affected-visits';
import { DayOffForm } from './resources/day-off-form';
import {
  type AffectedVisit,
  addDayOff,
  type DeskResource,
  fetchAffected,
  fetchResources,
  reassign,
  tellClient,
} from './resources/resources-api';
import './capacity/capacity.css';
import './resources/resources.css';

const BRANCHES = ['makati', 'las-pinas', 'quezon-city', 'home'] as const;

type Load =
  | { phase: 'loading' }
  | { phase: 'error'; message: string }
  | { phase: 'ready'; practitioners: DeskResource[]; affected: AffectedVisit[] };

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * /admin/resources (issue 26 item 4): a branch's practitioners, an admin's day off for one of them,
 * and the visits that then need another person, each given to someone free at that time or its
 * client told.
 */
function ResourcesScreen() {
  const online = useOnlineStatus();
  const toast = useToast();
  const { user } = useSession();
  const admin = isAdminUser(user ?? null);
  const [branch, setBranch] = useState<string>('makati');
  const [load, setLoad] = useState<Load>({ phase: 'loading' });
  const [reads, setReads] = useState(0);
  const [busy, setBusy] = useState(false);
  const [told, setTold] = useState<ReadonlySet<string>>(new Set());

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reads` asks again after a change.
  useEffect(() => {
    const abort = new AbortController();
    setLoad({ phase: 'loading' });
    Promise.all([fetchResources(branch, abort.signal), fetchAffected(branch, abort.signal)]).then(
      ([resources, affected]) =>
        setLoad({
          phase: 'ready',
          practitioners: resources.filter((entry) => entry.kind === 'practitioner' && entry.active),
          affected,
        }),
      (error: unknown) => {
        if (!abort.signal.aborted) setLoad({ phase: 'error', message: messageOf(error, 'Could not load') });
      },
    );
    return () => abort.abort();
  }, [branch, reads]);

  const run = async (work: () => Promise<string>, fallback: string) => {
    setBusy(true);
    try {
      toast.show(await work());
      setReads((count) => count + 1);
    } catch (error) {
      toast.show(messageOf(error, fallback));
    } finally {
      setBusy(false);
    }
  };

  const saveDayOff = (resource: DeskResource, date: string) =>
    run(async () => {
      const affected = await addDayOff(resource, date);
      return affected.length === 0
        ? `${resource.name}'s day off is saved. No visit needs another person.`
        : `${resource.name}'s day off is saved. ${affected.length} ${affected.length === 1 ? 'visit needs' : 'visits need'} another person.`;
    }, 'Could not save the day off');

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

  return (
    <StaffShell
      title="Practitioners and days off"
      subtitle="Who works where, and the visits that need another person"
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
      {load.phase === 'ready' ? (
        <div className="resources">
          <section className="capacity__panel stranded" aria-labelledby="affected-title">
            <h2 id="affected-title" className="capacity__title">
              {load.affected.length === 0
                ? 'No visit needs another person'
                : `${load.affected.length} ${load.affected.length === 1 ? 'visit needs' : 'visits need'} another person`}
            </h2>
            {load.affected.length > 0 ? (
              <>
                <p className="capacity__lead">
                  Their practitioner is off or works other hours now. Give each to someone free at that time,
                  or tell the client (each is e-mailed once; call those without e-mail).
                </p>
                <AffectedVisits
                  visits={load.affected}
                  actions={{ busy: busy || !online, told, canTell: admin, onAssign: assign, onTell: tell }}
                />
              </>
            ) : null}
          </section>
          {admin ? (
            <section className="capacity__panel" aria-labelledby="day-off-title">
              <h2 id="day-off-title" className="capacity__title">
                Enter a day off
              </h2>
              {load.practitioners.length === 0 ? (
                <p className="capacity__lead">This branch has no practitioners yet.</p>
              ) : (
                <DayOffForm practitioners={load.practitioners} busy={busy || !online} onSave={saveDayOff} />
              )}
            </section>
          ) : null}
        </div>
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
