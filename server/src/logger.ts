import { isSecretField, redactSecrets } from './log-redaction';

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

function serialize(fields: Record<string, unknown> | undefined): string {
  if (!fields) return '';
  const plain = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      isSecretField(key)
        ? '[redacted]'
        : value instanceof Error
          ? { name: value.name, message: value.message, stack: value.stack }
          : value,
    ]),
  );
  return ` ${JSON.stringify(plain)}`;
}

export function createLogger(
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const at = () => new Date().toISOString();
  // Every line passes the redaction, whichever part of it carries a secret.
  const line = (level: string, message: string, fields: Record<string, unknown> | undefined) =>
    write(redactSecrets(`${at()} ${level} ${message}${serialize(fields)}`));
  return {
    info: (message, fields) => line('INFO', message, fields),
    error: (message, fields) => line('ERROR', message, fields),
  };
}

export const silentLogger: Logger = { info: () => {}, error: () => {} };
