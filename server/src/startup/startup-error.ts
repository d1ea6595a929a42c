/**
 * A start that cannot go on for a reason the operator fixes (a port in use, a data folder it cannot
 * write, a database it cannot reach): main prints the message, one line, no stack, and exits 1.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** The one line for a listen that failed, or undefined when it is not one an operator fixes. */
export function listenProblem(error: unknown, port: number, host: string): StartupError | undefined {
  const code = codeOf(error);
  if (code === 'EADDRINUSE') {
    return new StartupError(
      `Port ${port} on ${host} is already in use: stop whatever listens there, or set PORT to another port.`,
    );
  }
  if (code === 'EACCES') {
    return new StartupError(
      `Not allowed to listen on port ${port} on ${host} (EACCES): set PORT to 1024 or above.`,
    );
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return new StartupError(
      `Cannot listen on ${host} (${code}): set HOST to an address of this machine, or 0.0.0.0.`,
    );
  }
  return undefined;
}
