// npx tsx apps/server/scripts/cpu-profile-top.ts <file.cpuprofile> [count]: where a V8 CPU profile (node --cpu-prof)
// spent its time, by function (self time) and by package, so a profile of a bench run can be read without a browser.
import { readFileSync } from 'node:fs';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const [file, countText] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile-top.ts <file.cpuprofile> [count]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const count = Number(countText ?? 40);

const selfUs = new Map<number, number>();
profile.samples.forEach((id, index) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
const total = [...selfUs.values()].reduce((sum, value) => sum + value, 0);

/** node_modules/<package> (scoped too), "node:" for Node's own code, else the project file. */
function placeOf(url: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1] ?? url;
  if (url.startsWith('node:') || url === '') return url || '(native / GC / idle)';
  return url.replace(/^file:\/\/.*?\/(apps|packages)\//, '$1/');
}

const byFunction = new Map<string, number>();
const byPlace = new Map<string, number>();
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0;
  if (us === 0) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const place = placeOf(url);
  const name = `${functionName || '(anonymous)'}  ${place}${url ? `:${lineNumber + 1}` : ''}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  byPlace.set(place, (byPlace.get(place) ?? 0) + us);
}

const print = (title: string, entries: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(`${((us / total) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`);
  }
};
console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled`);
print('self time by function', byFunction);
print('self time by package / file', byPlace);
