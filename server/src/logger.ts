export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

function serialize(fields: Record<string, unknown> | undefined): string {
  if (!fields) return '';
  const plain = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value,
    ]),
  );
  return ` ${JSON.stringify(plain)}`;
}

export function createLogger(
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const at = () => new Date().toISOString();
  return {
    info: (message, fields) => write(`${at()} INFO ${message}${serialize(fields)}`),
    error: (message, fields) => write(`${at()} ERROR ${message}${serialize(fields)}`),
  };
}

export const silentLogger: Logger = { info: () => {}, error: () => {} };
