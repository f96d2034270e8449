// Accuracy of the engine on the labelled corpus:
//   npm run bench:accuracy [-- --verbose] [-- --only NAME] [-- --seed-offset N]
//                          [-- --group tuned|holdout]
// Generates every layout of corpus/ (the tuned layouts and the held-out ones of
// corpus/holdout/) into bench-data/corpus/, reads and matches each pair as
// the CLI does, and compares every entry with its truth. Prints per layout and in total:
// truth groups right, false `matched`, entries dropped (truth rows the reader did not
// return), spurious entries (rows returned that are no entry: totals, headers, narration),
// and the bridge: its residual and the part of each stated closing balance the entries do
// not explain.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCorpus } from '../corpus/generate-corpus';
import { generateHoldout } from '../corpus/holdout/generate-holdout';
import { scoreLayout, type Score } from '../corpus/score-layout';

const here = fileURLToPath(new URL('.', import.meta.url));
const dir = join(here, '..', 'bench-data', 'corpus');
const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args[onlyAt + 1] : undefined;
const seedAt = args.indexOf('--seed-offset');
const seedOffset = seedAt >= 0 ? Number(args[seedAt + 1]) : 0;
const groupAt = args.indexOf('--group');
const group = groupAt >= 0 ? args[groupAt + 1] : undefined;

const layouts = [
  ...(group === 'holdout' ? [] : await generateCorpus(dir, { seedOffset })),
  ...(group === 'tuned' ? [] : await generateHoldout(dir, { seedOffset })),
].filter((l) => !only || l.name === only);
const scores: Score[] = [];
for (const l of layouts) scores.push(await scoreLayout(dir, l));

const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
console.log(
  `# reco-engine accuracy on the labelled corpus${seedOffset ? ` (seeds + ${seedOffset})` : ''}, ${new Date().toISOString()}\n`,
);
console.log(
  '| layout | kind | entries | truth groups right | false matched | dropped | spurious | bridge residual | unexplained balance |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
type Total = {
  entries: number;
  groups: number;
  right: number;
  falseMatched: number;
  dropped: number;
  spurious: number;
};
const zero = (): Total => ({
  entries: 0,
  groups: 0,
  right: 0,
  falseMatched: 0,
  dropped: 0,
  spurious: 0,
});
const totalLine = (label: string, t: Total) =>
  console.log(
    `| **${label}** | | ${t.entries} | **${t.right}/${t.groups} (${pct(t.right, t.groups)})** | **${t.falseMatched}** | **${t.dropped}** | **${t.spurious}** | | |`,
  );
const total = zero();
const groupOf = new Map(layouts.map((l) => [l.name, l.group]));
for (const g of ['tuned', 'holdout'] as const) {
  const sub = zero();
  const inGroup = scores.filter((s) => groupOf.get(s.layout) === g);
  if (inGroup.length === 0) continue;
  for (const s of inGroup) {
    console.log(
      `| ${s.layout} | ${s.kind} | ${s.entries} | ${s.right}/${s.groups} (${pct(s.right, s.groups)}) | ${s.falseMatched} | ${s.dropped} | ${s.spurious} | ${s.kind === 'ledger' ? s.residual : '-'} | ${s.kind === 'ledger' ? s.unexplained : '-'} |`,
    );
    for (const k of Object.keys(total) as (keyof Total)[]) {
      total[k] += s[k];
      sub[k] += s[k];
    }
  }
  totalLine(g === 'tuned' ? 'tuned layouts' : 'held-out layouts', sub);
}
totalLine('total', total);
const failed = scores.filter((s) => s.problems.some((p) => p.startsWith('read failed')));
for (const s of failed)
  console.log(`\n${s.layout}: ${s.problems.filter((p) => p.startsWith('read failed')).join('; ')}`);
if (verbose) {
  for (const s of scores) {
    if (s.problems.length === 0) continue;
    console.log(`\n## ${s.layout}\n`);
    for (const p of s.problems) console.log(`- ${p}`);
  }
}
