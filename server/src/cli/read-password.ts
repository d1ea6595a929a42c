import readline from 'node:readline';

/**
 * The password from standard input: typed at a hidden prompt on a terminal, or piped
 * (`printf '%s' "$PASSWORD" | npm run user -- add ...`), so it never appears in the shell history.
 */
export async function readPassword(prompt = 'Password: '): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of input) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks)
      .toString('utf8')
      .replace(/\r?\n$/, '');
  }
  const rl = readline.createInterface({ input, output: process.stdout, terminal: true });
  process.stdout.write(prompt);
  // Echo nothing while the password is typed.
  (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {};
  const answer = await new Promise<string>((resolve) => rl.question('', resolve));
  rl.close();
  process.stdout.write('\n');
  return answer;
}
