import { manilaDate } from '@domain/manila-date';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { failureText } from '../manage/manage-format';
import { ErasureDialog } from './erasure-dialog';
import { askForErasure, exportMyData } from './my-bookings-api';

type Notice = { kind: 'done' | 'problem'; text: string } | null;

/** Saves `data` as a JSON file through the browser's own download. */
function saveJson(data: unknown, name: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * "Your data" on the My bookings page (issue 27 item 6): a copy of everything the clinic holds, and a
 * request to erase it, each answered in words on the page.
 */
export function MyDataSection({ token }: { token: string }) {
  const [downloading, setDownloading] = useState(false);
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const download = async () => {
    if (downloading) return;
    setDownloading(true);
    setNotice(null);
    try {
      const name = `my-data-${manilaDate()}.json`;
      saveJson(await exportMyData(token), name);
      setNotice({ kind: 'done', text: `Your data is saved as ${name} in your downloads.` });
    } catch (failure) {
      setNotice({
        kind: 'problem',
        text: failureText(failure, 'We could not prepare your data. Please try again.'),
      });
    } finally {
      setDownloading(false);
    }
  };

  const ask = async () => {
    const text = await askForErasure(token);
    setAsking(false);
    setNotice({ kind: 'done', text });
  };

  return (
    <section className="my-data card" aria-labelledby="my-data-title">
      <h2 id="my-data-title">Your data</h2>
      <p>
        Download a copy of everything we hold about you, or ask us to erase it. Our{' '}
        <Link to={paths.privacy.href()}>privacy notice</Link> says what we keep and why.
      </p>
      <div className="my-data__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={download}
          aria-disabled={downloading || undefined}
        >
          {downloading ? 'Preparing your data…' : 'Download my data'}
        </button>
        <button
          type="button"
          className="button button--ghost my-data__danger-ghost"
          onClick={() => {
            setNotice(null);
            setAsking(true);
          }}
        >
          Ask us to erase my data
        </button>
      </div>
      <div aria-live="polite">
        {notice ? (
          <p
            className={notice.kind === 'problem' ? 'my-data__problem' : 'my-data__done'}
            role={notice.kind === 'problem' ? 'alert' : 'status'}
          >
            {notice.text}
          </p>
        ) : null}
      </div>
      {asking ? <ErasureDialog ask={ask} onClose={() => setAsking(false)} /> : null}
    </section>
  );
}
