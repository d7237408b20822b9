// The figures `npm run bench:web` keeps of one Lighthouse run (its lhr), and the median/range helpers it prints them with.

/** Lighthouse's score and metrics of one run, or null when the run scored nothing. */
export function runFigures(lhr, { assetsPrefix, gzipKb }) {
  if (lhr.runtimeError || lhr.categories.performance.score === null) return null;
  const audits = lhr.audits;
  const scripts = audits['network-requests'].details.items.filter(
    (item) => item.resourceType === 'Script' && item.url.startsWith(assetsPrefix),
  );
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    si: audits['speed-index'].numericValue,
    // how fast this machine was at that moment (Lighthouse's own micro-benchmark); runs far apart compare through it
    benchmarkIndex: lhr.environment.benchmarkIndex,
    ...longestTask(lhr),
    jsKb: scripts.reduce((sum, item) => sum + gzipKb(item.url), 0),
    jsFiles: scripts.length,
  };
}

/**
 * The longest top-level main-thread task of the load, as Lighthouse times it under its 4x CPU slowdown.
 *
 * Lighthouse 12.8 runs mobile with simulated throttling: the page loads at the machine's own speed and Lantern then
 * replays the trace with each task's observed duration times `cpuSlowdownMultiplier` (4; half that for a task that
 * ran layout). TBT, and so the score, are computed from those simulated tasks, and the `long-tasks` audit lists the
 * very same simulated durations, which makes it the faithful figure. It lists only tasks of 50 ms or more, though: a
 * run without any is kept as "below 50 ms" (`simulated: null`). `main-thread-tasks` gives the observed (unthrottled)
 * durations; its longest times the multiplier is printed beside as an upper bound of the simulated figure.
 */
function longestTask(lhr) {
  const simulated = lhr.configSettings.throttlingMethod === 'simulate';
  const multiplier = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  const longTasks = lhr.audits['long-tasks']?.details?.items ?? [];
  const observed = (lhr.audits['main-thread-tasks']?.details?.items ?? []).map((item) => item.duration);
  const longestObserved = observed.length > 0 ? Math.max(...observed) : 0;
  return {
    longestTask: longTasks.length > 0 ? Math.max(...longTasks.map((item) => item.duration)) : null,
    // with applied (devtools) throttling the observed durations are already slowed down
    longestTaskBound: simulated ? longestObserved * multiplier : longestObserved,
  };
}

/** The middle value (the upper one of an even count); null counts as below every number. */
export function median(values) {
  const sorted = [...values].sort(byValue);
  return sorted[Math.floor(sorted.length / 2)];
}

export function range(values) {
  const sorted = [...values].sort(byValue);
  return [sorted[0], sorted[sorted.length - 1]];
}

function byValue(a, b) {
  if (a === null || b === null) return (a === null ? 0 : 1) - (b === null ? 0 : 1);
  return a - b;
}
