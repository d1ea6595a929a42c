import { useEffect, useState } from 'react';
import type { CodePrompt } from '../../../components/dialog/use-code-prompt';
import type { Alternative } from '../api/desk-api';
import type { ToastState } from '../hooks/use-toast';
import { fetchStranded, moveStranded, type StrandedVisit, tellStranded } from './stranded-api';
import { StrandedList, strandedCount } from './stranded-list';

type Load =
  | { phase: 'loading' }
  | { phase: 'error'; message: string }
  | { phase: 'ready'; visits: StrandedVisit[] };

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * The clients the saved settings leave without a place, read again after every save (`version`):
 * each can be moved to a free time or e-mailed, or all of them e-mailed at once.
 */
export function StrandedSection({
  version,
  prompt,
  toast,
}: {
  version: number;
  prompt: CodePrompt;
  toast: ToastState;
}) {
  const [load, setLoad] = useState<Load>({ phase: 'loading' });
  const [reads, setReads] = useState(0);
  const [told, setTold] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a save (version) or a move (reads) reads the list again.
  useEffect(() => {
    const abort = new AbortController();
    fetchStranded(abort.signal).then(
      (visits) => setLoad({ phase: 'ready', visits }),
      (error: unknown) => {
        if (!abort.signal.aborted)
          setLoad({
            phase: 'error',
            message: messageOf(error, 'Could not list the clients without a place'),
          });
      },
    );
    return () => abort.abort();
  }, [version, reads]);

  if (load.phase === 'loading') return null;
  if (load.phase === 'error') return <p className="staff__error">Error: {load.message}</p>;
  const { visits } = load;
  if (visits.length === 0) return null;
  const untold = visits.filter((visit) => visit.email && !visit.told && !told.has(visit.id));

  const tell = async (chosen: StrandedVisit[]) => {
    setBusy(true);
    try {
      const result = await tellStranded(chosen);
      setTold((current) => new Set([...current, ...result.told, ...result.alreadyTold]));
      const sent = result.told.length;
      toast.show(
        sent === 0
          ? 'Already e-mailed: nothing sent again.'
          : `${strandedCount(sent)} e-mailed that they need a new time.`,
      );
    } catch (error) {
      toast.show(messageOf(error, 'Could not e-mail the clients'));
    } finally {
      setBusy(false);
    }
  };

  const move = (visit: StrandedVisit, to: Alternative) =>
    prompt.ask({
      title: `Move ${visit.customerName} to ${to.label}?`,
      description: `Booking ${visit.bookingNumber} moves to ${to.date} at ${to.label}; the client is e-mailed the new time.`,
      label: 'Update code',
      submitLabel: 'Move',
      busyLabel: 'Moving...',
      run: async (updateCode) => {
        await moveStranded(visit, to, updateCode);
        toast.show(`${visit.customerName} moved to ${to.label}. The client is e-mailed the new time.`);
        setReads((count) => count + 1);
      },
    });

  return (
    <section className="capacity__panel stranded" aria-labelledby="stranded-title">
      <h2 id="stranded-title" className="capacity__title">
        {strandedCount(visits.length)} without a place
      </h2>
      <p className="capacity__lead">
        These visits are on a closed day or over a place's capacity. Move each to a free time, or tell the
        clients they need a new one (each is e-mailed once; call those without e-mail).
      </p>
      <button
        type="button"
        className="staff-button staff-button--primary"
        disabled={busy || untold.length === 0}
        onClick={() => tell(untold)}
      >
        Tell all {strandedCount(untold.length)} by e-mail
      </button>
      <StrandedList
        visits={visits}
        actions={{ told, busy, onTell: (visit) => tell([visit]), onMove: move }}
      />
    </section>
  );
}
