import { LEDGER_CHECKS, type LedgerReport } from './verify';

/** The lines `npm run ledger:verify` prints: what was checked, then every difference found. */
export function reportLines(report: LedgerReport, where: string): string[] {
  const lines = [
    `ledger:verify on ${where}`,
    `  accounts ${report.accounts}, transactions ${report.transactions}, entries ${report.entries}`,
    ...LEDGER_CHECKS.map((check) => {
      const found = report.differences.filter((difference) => difference.check === check).length;
      return `  ${found === 0 ? 'ok  ' : 'FAIL'} ${check}${found === 0 ? '' : ` (${found} found)`}`;
    }),
    ...report.differences.map((difference) => `    ${difference.check}: ${difference.subject}: ${difference.detail}`),
  ];
  lines.push(
    report.differences.length === 0 ? 'ledger is consistent' : `ledger has ${report.differences.length} difference(s)`,
  );
  return lines;
}
