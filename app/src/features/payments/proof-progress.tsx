import type { OutboxItem } from '../../offline/outbox/outbox-item';
import { serverWaitOf } from '../../offline/outbox/use-submission';

interface ProofProgressProps {
  item: OutboxItem;
  online: boolean;
  /** Share of the upload sent (0 to 1) when this page is sending it; unknown otherwise. */
  progress: number | undefined;
}

/**
 * Where a proof that is not yet at the clinic stands: waiting for a connection only while the phone
 * is offline; online, how far its upload has gone, or why it is tried again.
 */
export function ProofProgress({ item, online, progress }: ProofProgressProps) {
  if (!online)
    return <>Saved on this phone: waiting for a connection. It sends by itself once you are online.</>;
  if (item.status === 'queued' && item.attempts > 0) {
    const why = (serverWaitOf(item) ?? 'The connection dropped').replace(/\.$/, '');
    return <>{why}. Your proof is kept on this phone and is sent again shortly.</>;
  }
  const percent = progress === undefined ? undefined : Math.round(progress * 100);
  return (
    <span className="proof-progress">
      <span>{percent === undefined ? 'Sending your proof…' : `Sending your proof… ${percent}%`}</span>
      <progress className="proof-progress__bar" max={100} value={percent} aria-label="Upload of your proof" />
    </span>
  );
}
