// Reads a line from the terminal without echoing it (passwords typed at `npm run ops -- create-admin`).

const ENTER = new Set(['\r', '\n', '\u0004']);
const BACKSPACE = new Set(['\u007f', '\b']);
const CTRL_C = '\u0003';

/** The typed line, not shown; rejects when standard input is not a terminal or the person presses Ctrl-C. */
export function readHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) return Promise.reject(new Error('standard input is not a terminal'));
  process.stderr.write(prompt);
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (done: () => void) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
      done();
    };
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === CTRL_C) return finish(() => reject(new Error('cancelled')));
        if (ENTER.has(char)) return finish(() => resolve(typed));
        if (BACKSPACE.has(char)) typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.setRawMode(true);
    input.resume();
    input.on('data', onData);
  });
}
