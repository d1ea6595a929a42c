import { normaliseRole } from '@domain/staff-roles';
import { useEffect, useRef, useState } from 'react';
import { useCodePrompt } from '../../components/dialog/use-code-prompt';
import { useSession } from '../../lib/session';
import { useOnlineStatus } from '../../lib/use-online-status';
import { BookingSettingsSection } from './capacity/booking-settings-section';
import {
  type CapacityAnswer,
  type CapacitySettings,
  fetchCapacity,
  saveCapacity,
} from './capacity/capacity-api';
import { CapacityHistory } from './capacity/capacity-history';
import { ClosedDatesForm } from './capacity/closed-dates-form';
import { DepositPolicyForm } from './capacity/deposit-policy-form';
import { PlaceResourcesPanel } from './capacity/place-resources';
import { previewStranded, type StrandedVisit } from './capacity/stranded-api';
import { StrandedList, strandedCount } from './capacity/stranded-list';
import { StrandedSection } from './capacity/stranded-section';
import { RequireStaff } from './components/require-staff';
import { StaffShell } from './components/staff-shell';
import { Toast } from './components/toast';
import { useToast } from './hooks/use-toast';
import './capacity/capacity.css';

function CapacityScreen() {
  const online = useOnlineStatus();
  const prompt = useCodePrompt();
  const toast = useToast();
  const [answer, setAnswer] = useState<CapacityAnswer>();
  const [error, setError] = useState<string>();
  const [version, setVersion] = useState(0);
  const [checking, setChecking] = useState(false);
  const [pending, setPending] = useState<{ settings: CapacitySettings; affected: StrandedVisit[] } | null>(
    null,
  );
  const pendingTitle = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (pending) pendingTitle.current?.focus();
  }, [pending]);

  useEffect(() => {
    const abort = new AbortController();
    fetchCapacity(abort.signal).then(setAnswer, (failure: unknown) => {
      if (!abort.signal.aborted)
        setError(failure instanceof Error ? failure.message : 'Failed to fetch the closed dates');
    });
    return () => abort.abort();
  }, []);

  const askCode = (settings: CapacitySettings) =>
    prompt.ask({
      title: 'Save the closed dates',
      description: 'Enter the update code to save. New bookings are checked against these dates at once.',
      label: 'Update code',
      submitLabel: 'Save changes',
      busyLabel: 'Saving...',
      run: async (updateCode) => {
        const saved = await saveCapacity(settings, updateCode);
        setAnswer(saved);
        setPending(null);
        setVersion((count) => count + 1);
        toast.show('Closed dates saved.');
      },
    });

  // Who the change would strand is shown before anything is saved; the form keeps every value.
  const save = async (settings: CapacitySettings) => {
    setChecking(true);
    try {
      const affected = await previewStranded(settings);
      if (affected.length === 0) {
        setPending(null);
        askCode(settings);
      } else setPending({ settings, affected });
    } catch (failure) {
      toast.show(failure instanceof Error ? failure.message : 'Could not check who the change affects');
    } finally {
      setChecking(false);
    }
  };

  return (
    <StaffShell
      title="Closed dates and booking settings"
      subtitle="The days each place is closed, booking and deposit settings, and who and what each place has"
      offline={!online}
      dataFrom={null}
    >
      {error ? <p className="staff__error">Error: {error}</p> : null}
      {!answer && !error ? <p>Loading the closed dates...</p> : null}
      {answer ? <StrandedSection version={version} prompt={prompt} toast={toast} /> : null}
      {answer ? (
        <div className="capacity">
          <div className="capacity__edit">
            <BookingSettingsSection disabled={!online} toast={toast} />
            <PlaceResourcesPanel resources={answer.resources} />
            <ClosedDatesForm
              key={version}
              saved={answer.data}
              onSave={save}
              onChange={() => setPending(null)}
              disabled={!online || prompt.isOpen || checking}
            />
            {pending ? (
              <section className="capacity__panel stranded stranded--warning" aria-labelledby="pending-title">
                <h2 id="pending-title" className="capacity__title" tabIndex={-1} ref={pendingTitle}>
                  This change leaves {strandedCount(pending.affected.length)} without a place
                </h2>
                <p className="capacity__lead">
                  Nothing is saved yet. After saving, you can move each of them to a free time or e-mail them.
                </p>
                <StrandedList visits={pending.affected} />
                <div className="stranded__confirm">
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={!online || prompt.isOpen}
                    onClick={() => askCode(pending.settings)}
                  >
                    Save anyway
                  </button>
                  <button type="button" className="staff-button" onClick={() => setPending(null)}>
                    Keep editing
                  </button>
                </div>
              </section>
            ) : null}
            <DepositPolicyForm disabled={!online} onSaved={(message) => toast.show(message)} />
          </div>
          <CapacityHistory history={answer.history} />
        </div>
      ) : null}
      {prompt.dialog}
      <Toast toast={toast} />
    </StaffShell>
  );
}

/**
 * What a staff (not admin) account sees at /admin/capacity: its own back-office frame and menu, and
 * one plain sentence, instead of a page saying the account cannot open the back-office at all.
 */
function AdminsOnly() {
  return (
    <StaffShell
      title="Closed dates and booking settings"
      subtitle="The days each place is closed, and booking and deposit settings"
      offline={false}
      dataFrom={null}
    >
      <p className="capacity__admins-only">
        Only an admin changes closed dates and booking settings. Ask an admin for a change; the other screens
        are in the menu above.
      </p>
    </StaffShell>
  );
}

/**
 * /admin/capacity (the route keeps its name; the page is the closed dates and booking settings since
 * the per-place numbers gave way to resources, issue 26): admins change it; staff are told so.
 */
export function CapacityPage() {
  const { user } = useSession();
  return (
    <RequireStaff>{normaliseRole(user?.role) === 'admin' ? <CapacityScreen /> : <AdminsOnly />}</RequireStaff>
  );
}
