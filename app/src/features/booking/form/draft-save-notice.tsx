import type { DraftSaveProblem } from '../../../offline/drafts/use-draft';

const PROBLEMS: Record<DraftSaveProblem, string> = {
  quota:
    "This phone's storage is full, so what you type is not being kept. Keep this page open until you have sent it, or free up some space.",
  unavailable:
    'This browser is not letting us keep what you type (a private window, perhaps). Keep this page open until you have sent it.',
};

/** Reassures that typing is kept on the device, or says plainly when it cannot be. */
export function DraftSaveNotice({ id, problem }: { id: string; problem: DraftSaveProblem | undefined }) {
  return (
    <p id={id} className={`draft-notice${problem ? ' draft-notice--problem' : ''}`} role="status">
      {problem ? PROBLEMS[problem] : 'What you type is kept on this phone, even if you close the page.'}
    </p>
  );
}
