/**
 * How a visit paid for by a package reads, wherever a price would: the server charges it ₱0, and
 * it is neither "Price upon consultation" nor something to pay for.
 */
export function fromPackageText(sessionsLeft?: number | null): string {
  if (sessionsLeft === undefined) return 'From your package';
  if (sessionsLeft === null) return 'From your package (unlimited)';
  return `From your package (${sessionsLeft} ${sessionsLeft === 1 ? 'session' : 'sessions'} left)`;
}

/** True when every line is a session from a package: nothing to pay, no "how to pay". */
export function allFromPackages(lines: ReadonlyArray<{ packageId?: string | null | undefined }>): boolean {
  return lines.length > 0 && lines.every((line) => Boolean(line.packageId));
}
