import type { Result } from 'lighthouse';

/** Issue 20's budgets, per Lighthouse category, in points out of 100. */
export const targets: Record<string, number> = { performance: 90, accessibility: 95, 'best-practices': 95 };

export type Scored = { name: string; path: string; lhr: Result };

const points = (score: number | null) => (score === null ? '—' : String(Math.round(score * 100)));

export const printScores = (scored: readonly Scored[]) => {
  const names = Object.keys(targets);
  console.log(['page'.padEnd(34), ...[...names, 'benchmark index'].map((name) => name.padStart(16))].join(''));
  for (const { name, path, lhr } of scored) {
    const cells = [...names.map((category) => points(lhr.categories[category]?.score ?? null)), String(Math.round(lhr.environment.benchmarkIndex))];
    console.log([`${name} ${path}`.padEnd(34), ...cells.map((cell) => cell.padStart(16))].join(''));
  }
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
  console.log(`\n${'page'.padEnd(34)}${metrics.map((id) => id.replace(/-/g, ' ').replace(/(^| )(\w)\w*/g, '$2').toUpperCase().padStart(10)).join('')}`);
  for (const { name, lhr } of scored) console.log(`${name.padEnd(34)}${metrics.map((id) => (lhr.audits[id]?.displayValue ?? '—').padStart(10)).join('')}`);
};

/** How many of a category's unweighted audits (the diagnostics behind a metric) are listed. */
const diagnosticsShown = 8;

const failed = (result: Result['audits'][string]) =>
  result.score !== null && result.score < 1 && result.scoreDisplayMode !== 'informative' && result.scoreDisplayMode !== 'notApplicable';

/**
 * For a page under a target: the audits of that category that cost points, heaviest first, then
 * the diagnostics Lighthouse gives for them (unweighted: they explain the metrics), with what it
 * measured or estimates would be saved.
 */
export const failingAudits = ({ name, lhr }: Scored) => {
  for (const [category, target] of Object.entries(targets)) {
    const group = lhr.categories[category];
    if (!group || group.score === null || Math.round(group.score * 100) >= target) continue;
    console.log(`\n${name}: ${category} ${points(group.score)} < ${target}`);
    const refs = group.auditRefs.map((ref) => ({ weight: ref.weight, result: lhr.audits[ref.id]! })).filter(({ result }) => failed(result));
    const costly = refs.filter(({ weight }) => weight > 0).sort((a, b) => b.weight * (1 - b.result.score!) - a.weight * (1 - a.result.score!));
    const diagnostics = refs.filter(({ weight }) => weight === 0).sort((a, b) => a.result.score! - b.result.score!);
    for (const { weight, result } of costly) console.log(`  ${result.id} (weight ${weight}, score ${points(result.score)}) ${result.displayValue ?? ''}: ${result.title}`);
    for (const { result } of diagnostics.slice(0, diagnosticsShown)) console.log(`    diagnostic ${result.id} ${result.displayValue ?? ''}: ${result.title}`);
  }
};
