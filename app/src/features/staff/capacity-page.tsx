import { normaliseRole } from '@domain/staff-roles';
import { useEffect, useState } from 'react';
import { useCodePrompt } from '../../components/dialog/use-code-prompt';
import { useSession } from '../../lib/session';
import { useOnlineStatus } from '../../lib/use-online-status';
import {
  type CapacityAnswer,
  type CapacitySettings,
  fetchCapacity,
  saveCapacity,
} from './capacity/capacity-api';
import { CapacityForm } from './capacity/capacity-form';
import { CapacityHistory } from './capacity/capacity-history';
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

  useEffect(() => {
    const abort = new AbortController();
    fetchCapacity(abort.signal).then(setAnswer, (failure: unknown) => {
      if (!abort.signal.aborted)
        setError(failure instanceof Error ? failure.message : 'Failed to fetch capacity settings');
    });
    return () => abort.abort();
  }, []);

  const save = (settings: CapacitySettings) =>
    prompt.ask({
      title: 'Save capacity and closed dates',
      description: 'Enter the update code to save. New bookings are checked against these figures at once.',
      label: 'Update code',
      submitLabel: 'Save changes',
      busyLabel: 'Saving...',
      run: async (updateCode) => {
        const saved = await saveCapacity(settings, updateCode);
        setAnswer(saved);
        setVersion((count) => count + 1);
        toast.show('Capacity settings saved.');
      },
    });

  return (
    <StaffShell
      title="Capacity and closed dates"
      subtitle="How many visits each place takes at once, and the days it is closed"
      offline={!online}
      dataFrom={null}
    >
      {error ? <p className="staff__error">Error: {error}</p> : null}
      {!answer && !error ? <p>Loading capacity settings...</p> : null}
      {answer ? (
        <div className="capacity">
          <CapacityForm key={version} saved={answer.data} onSave={save} disabled={!online || prompt.isOpen} />
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
      title="Capacity and closed dates"
      subtitle="How many visits each place takes at once, and the days it is closed"
      offline={false}
      dataFrom={null}
    >
      <p className="capacity__admins-only">
        Only an admin changes capacity and closed dates. Ask an admin for a change; the other screens are in
        the menu above.
      </p>
    </StaffShell>
  );
}

/** /admin/capacity: admins change it; staff are told so, inside the back-office. */
export function CapacityPage() {
  const { user } = useSession();
  return (
    <RequireStaff>{normaliseRole(user?.role) === 'admin' ? <CapacityScreen /> : <AdminsOnly />}</RequireStaff>
  );
}
