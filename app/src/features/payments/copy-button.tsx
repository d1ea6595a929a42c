import { useState } from 'react';

/** Copies a value (an account number) so it can be pasted into the bank or GCash app. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value.replace(/\s+/g, ''));
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch {
      setCopied(false);
    }
  }
  return (
    <button type="button" className="button button--ghost button--small copy-button" onClick={copy}>
      {copied ? 'Copied' : `Copy ${label}`}
      <span className="visually-hidden" role="status">
        {copied ? `${label} copied` : ''}
      </span>
    </button>
  );
}
