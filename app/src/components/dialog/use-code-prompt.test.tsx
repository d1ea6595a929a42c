// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogMethods } from './testing/jsdom-dialog';
import { type CodePromptRequest, useCodePrompt } from './use-code-prompt';

beforeAll(installDialogMethods);
afterEach(cleanup);

function Harness({ request }: { request: Omit<CodePromptRequest, 'title' | 'label' | 'submitLabel'> }) {
  const prompt = useCodePrompt();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          prompt.ask({
            title: 'Delete booking TBL1?',
            label: 'Delete code',
            submitLabel: 'Delete',
            ...request,
          })
        }
      >
        Delete TBL1
      </button>
      <p>{prompt.isOpen ? 'prompt open' : 'prompt closed'}</p>
      {prompt.dialog}
    </>
  );
}

function setup(request: Partial<CodePromptRequest> = {}) {
  const run = request.run ?? vi.fn(async () => {});
  const onAbort = vi.fn();
  const user = userEvent.setup();
  render(<Harness request={{ run, onAbort, ...request }} />);
  return { run, onAbort, user };
}

describe('the code prompt', () => {
  it('asks in a masked field that the browser must not fill or remember', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete TBL1' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete booking TBL1?' });
    const field = screen.getByLabelText('Delete code');
    expect(dialog.contains(field)).toBe(true);
    expect(field.getAttribute('type')).toBe('password');
    expect(field.getAttribute('autocomplete')).toBe('off');
    expect((field as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(field);
  });

  it('submits the code typed and closes once the action succeeds', async () => {
    const { run, onAbort, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete TBL1' }));
    await user.type(screen.getByLabelText('Delete code'), '  delete-2468 ');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(run).toHaveBeenCalledExactlyOnceWith('delete-2468');
    expect(onAbort).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('prompt closed')).toBeTruthy();
  });

  it('aborts without running the action when the code is empty', async () => {
    const { run, onAbort, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete TBL1' }));
    await user.type(screen.getByLabelText('Delete code'), '   ');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(run).not.toHaveBeenCalled();
    expect(onAbort).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('aborts on Cancel and gives focus back to the button that opened it', async () => {
    const { run, onAbort, user } = setup();
    const opener = screen.getByRole('button', { name: 'Delete TBL1' });
    await user.click(opener);
    await user.type(screen.getByLabelText('Delete code'), 'delete-2468');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(run).not.toHaveBeenCalled();
    expect(onAbort).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('aborts on Escape', async () => {
    const { run, onAbort, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete TBL1' }));
    const dialog = screen.getByRole('dialog');
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(run).not.toHaveBeenCalled();
    expect(onAbort).toHaveBeenCalledOnce();
  });

  it('keeps the prompt open with the server message when the code is refused, and clears the field', async () => {
    const run = vi.fn(async (code: string) => {
      if (code !== 'delete-2468') throw new Error('Invalid delete code');
    });
    const { onAbort, user } = setup({
      run,
      describeError: (error) => `Failed to delete booking: ${(error as Error).message}`,
    });
    await user.click(screen.getByRole('button', { name: 'Delete TBL1' }));
    const field = screen.getByLabelText('Delete code') as HTMLInputElement;
    await user.type(field, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to delete booking: Invalid delete code',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(field.value).toBe('');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.type(field, 'delete-2468');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(run).toHaveBeenLastCalledWith('delete-2468');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onAbort).not.toHaveBeenCalled();
  });

  it('ignores a second submit and Cancel while the code is being checked', async () => {
    let finish: () => void = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { onAbort, user } = setup({ run, busyLabel: 'Deleting...' });
    await user.click(screen.getByRole('button', { name: 'Delete TBL1' }));
    await user.type(screen.getByLabelText('Delete code'), 'delete-2468');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const busy = screen.getByRole('button', { name: 'Deleting...' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    await user.click(busy);
    screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(run).toHaveBeenCalledOnce();
    expect(onAbort).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
