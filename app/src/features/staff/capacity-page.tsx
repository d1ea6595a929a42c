import { normaliseRole } from '@domain/staff-roles';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useCodePrompt } from '../../components/dialog/use-code-prompt';
import { paths } from '../../config/paths';
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
      links={['dashboard']}
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

/** /admin/capacity: admins only; staff are sent to /unauthorized. */
export function CapacityPage() {
  const { user } = useSession();
  return (
    <RequireStaff>
      {normaliseRole(user?.role) === 'admin' ? (
        <CapacityScreen />
      ) : (
        <Navigate to={paths.unauthorized.href()} replace />
      )}
    </RequireStaff>
  );
}
