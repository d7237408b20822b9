import { plainText } from './plain-text';

describe('plain text of an HTML message', () => {
  it('keeps the words, one line per paragraph, and no markup', () => {
    expect(plainText('<h2>Weekend</h2><p>Deposit <b>now</b>,<br>get 10%.</p><ul><li>One</li><li>Two</li></ul>')).toBe(
      'Weekend\nDeposit now,\nget 10%.\nOne\nTwo',
    );
  });

  it('never runs or loads what the markup holds, and leaves code and styles out', () => {
    const text = plainText(
      '<img src="x" onerror="window.__ran = true"><script>window.__ran = true</script><style>p{}</style>Hi',
    );
    expect(text).toBe('Hi');
    expect((window as unknown as { __ran?: boolean }).__ran).toBeUndefined();
  });
});
