import { type ReactNode, useCallback, useRef, useState } from 'react';
import { type CodePromptContent, CodePromptDialog } from './code-prompt-dialog';

export interface CodePromptRequest extends CodePromptContent {
  /** Does the work with the code. A rejection keeps the prompt open with the error's message. */
  run: (code: string) => Promise<void>;
  /** Cancel, Escape or an empty code: nothing is done. */
  onAbort?: () => void;
  /** Turns a rejection of `run` into the text shown; defaults to the error's message. */
  describeError?: (error: unknown) => string;
}

interface PromptState {
  request: CodePromptRequest;
  busy: boolean;
  error: string | null;
}

export interface CodePrompt {
  /** Render this once; it is null while no code is being asked for. */
  dialog: ReactNode;
  ask: (request: CodePromptRequest) => void;
  isOpen: boolean;
}

function defaultDescription(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}

/** Asks for a secret code, then runs the action with it; closes once the action succeeds. */
export function useCodePrompt(): CodePrompt {
  const [state, setState] = useState<PromptState | null>(null);
  const running = useRef(false);

  const ask = useCallback((request: CodePromptRequest) => {
    setState({ request, busy: false, error: null });
  }, []);

  const abort = () => {
    if (!state || state.busy) return;
    setState(null);
    state.request.onAbort?.();
  };

  const submit = async (code: string) => {
    if (!state || running.current) return;
    const { request } = state;
    running.current = true;
    setState({ request, busy: true, error: null });
    try {
      await request.run(code);
      setState(null);
    } catch (error) {
      const describe = request.describeError ?? defaultDescription;
      setState({ request, busy: false, error: describe(error) });
    } finally {
      running.current = false;
    }
  };

  const dialog = state ? (
    <CodePromptDialog
      title={state.request.title}
      description={state.request.description}
      label={state.request.label}
      submitLabel={state.request.submitLabel}
      busyLabel={state.request.busyLabel}
      tone={state.request.tone}
      busy={state.busy}
      error={state.error}
      onSubmit={(code) => void submit(code)}
      onAbort={abort}
    />
  ) : null;

  return { dialog, ask, isOpen: state !== null };
}
