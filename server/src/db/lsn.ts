/**
 * A WAL position (LSN) as PostgreSQL prints it, `16/B374D848`: two hex halves, the first counting
 * 2^32 bytes. Compared as numbers (as text, "9/0" would sort after "10/0").
 */
export function parseLsn(text: unknown): bigint | undefined {
  if (typeof text !== 'string') return undefined;
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text);
  if (!match) return undefined;
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}
