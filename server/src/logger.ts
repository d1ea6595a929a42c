import { isSecretField, redactSecrets } from './log-redaction';

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** Fields as logged: a secret-named field's value hidden, an Error as its name, message and stack. */
function plainFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      isSecretField(key)
        ? '[redacted]'
        : value instanceof Error
          ? { name: value.name, message: value.message, stack: value.stack }
          : value,
    ]),
  );
}

export type LogFormat = 'text' | 'json';

/**
 * `text`: `<time> INFO <message> {fields}`; `json` (`LOG_FORMAT=json`): one object per line,
 * `{ time, level, msg, ...fields }`, for a log collector. Either way every line passes the redaction.
 */
export function createLogger(
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  format: LogFormat = 'text',
): Logger {
  const at = () => new Date().toISOString();
  const line = (level: 'info' | 'error', message: string, fields: Record<string, unknown> | undefined) => {
    if (format === 'json') {
      write(
        redactSecrets(
          JSON.stringify({ time: at(), level, msg: message, ...(fields && plainFields(fields)) }),
        ),
      );
      return;
    }
    const tail = fields ? ` ${JSON.stringify(plainFields(fields))}` : '';
    write(redactSecrets(`${at()} ${level.toUpperCase()} ${message}${tail}`));
  };
  return {
    info: (message, fields) => line('info', message, fields),
    error: (message, fields) => line('error', message, fields),
  };
}

export const silentLogger: Logger = { info: () => {}, error: () => {} };
