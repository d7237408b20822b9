// The first-view targets `npm run bench:web` prints beside its figures: a table of figure, target and whether it is
// met, one column per route. They are goals, not the budget: nothing here sets the exit code.
import { median, range } from './bench-web-run-figures.mjs';

const ms = (value) => `${Math.round(value).toLocaleString('en')} ms`;

/** Each target: its label, and per route the figure shown and whether it meets the target. */
const TARGETS = [
  { label: 'score (median) 100', figure: (runs) => median(runs.map((r) => r.score)), met: (value) => value >= 100 },
  { label: 'worst run >= 98', figure: (runs) => Math.min(...runs.map((r) => r.score)), met: (value) => value >= 98 },
  {
    label: 'TBT (median) <= 50 ms',
    figure: (runs) => median(runs.map((r) => r.tbt)),
    met: (value) => value <= 50,
    show: ms,
  },
  {
    label: 'LCP (median) <= 1,000 ms',
    figure: (runs) => median(runs.map((r) => r.lcp)),
    met: (value) => value <= 1000,
    show: ms,
  },
  {
    label: 'CLS (median) <= 0.01',
    figure: (runs) => median(runs.map((r) => r.cls)),
    met: (value) => value <= 0.01,
    show: (value) => value.toFixed(3),
  },
  {
    // every run's longest task must stay short, so the longest of all runs is judged
    label: 'longest task (max) < 50 ms',
    figure: (runs) => range(runs.map((r) => r.longestTask))[1],
    met: (value) => value === null,
    show: (value) => (value === null ? '< 50 ms' : ms(value)),
  },
];

export function printTargets({ byRoute, repeatVisits, critical }) {
  const routes = [...byRoute.keys()];
  const width = Math.max(20, ...routes.map((route) => route.length + 2));
  const labelWidth = 32;
  const cell = (value, met) => `${value} ${met ? 'met' : 'NOT met'}`.padEnd(width);
  console.log(
    `\n${'targets (printed, not enforced)'.padEnd(labelWidth)}${routes.map((r) => r.padEnd(width)).join('')}`.trimEnd(),
  );
  for (const target of TARGETS) {
    const cells = routes.map((route) => {
      const value = target.figure(byRoute.get(route));
      return cell((target.show ?? String)(value), target.met(value));
    });
    console.log(`${target.label.padEnd(labelWidth)}${cells.join('')}`.trimEnd());
  }
  const repeatCells = routes.map((route) => {
    const visit = repeatVisits.find((v) => v.route === route);
    return cell(`${(visit.networkBytes / 1024).toFixed(1)} KB`, visit.network.length === 0);
  });
  console.log(`${'repeat visit, network 0 KB'.padEnd(labelWidth)}${repeatCells.join('')}`.trimEnd());
  console.log(
    `${'critical JS (home) <= 100 KB'.padEnd(labelWidth)}${cell(`${critical.toFixed(1)} KB`, critical <= 100)}`.trimEnd(),
  );
}
