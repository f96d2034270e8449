// SECURITY 19 without the registry: checks the packages Concord ships (the production part of
// package-lock.json) against the committed advisory list `.ci/advisories.json`.
//   tsx scripts/advisories.ts check      exit 1 and name every match
//   tsx scripts/advisories.ts refresh    add what `npm audit` reports (needs the audit endpoint)
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Advisory = {
  package: string;
  /** Ranges as npm writes them: `<1.2.3`, `>=2.0.0 <2.4.1`, joined by `||`. */
  vulnerable: string;
  id: string;
  severity: 'low' | 'moderate' | 'high' | 'critical';
  title: string;
};
export type AdvisoryList = { about: string; updated: string; advisories: Advisory[] };
export type ShippedPackage = { name: string; version: string; path: string };
export type Finding = { pkg: ShippedPackage; advisory: Advisory };

type Lockfile = { packages: Record<string, { version?: string; dev?: boolean; link?: boolean }> };

/** Every installed package that is not dev-only, with the lockfile path it sits at. */
export function shippedPackages(lock: Lockfile): ShippedPackage[] {
  const found: ShippedPackage[] = [];
  for (const [where, info] of Object.entries(lock.packages)) {
    const at = where.lastIndexOf('node_modules/');
    if (at < 0 || info.dev || info.link || !info.version) continue;
    found.push({
      name: where.slice(at + 'node_modules/'.length),
      version: info.version,
      path: where,
    });
  }
  return found;
}

function parts(version: string): [number, number, number] | undefined {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

function compare(a: [number, number, number], b: [number, number, number]): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** Whether `version` is in `range` (`*`, or comparators `<`, `<=`, `>`, `>=`, `=` joined by `||`). */
export function inRange(version: string, range: string): boolean {
  const v = parts(version);
  if (!v) return false;
  return range.split('||').some((alternative) => {
    const comparators = alternative.trim().split(/\s+/).filter(Boolean);
    return comparators.every((comparator) => {
      if (comparator === '*') return true;
      const match = /^(<=|>=|<|>|=)?(.+)$/.exec(comparator);
      const bound = match && parts(match[2]!);
      if (!bound) throw new Error(`unreadable range ${range}`);
      const order = compare(v, bound);
      // The pattern above matched one of these, or none (an exact version).
      const operator = (match[1] ?? '=') as '<' | '<=' | '>' | '>=' | '=';
      switch (operator) {
        case '<':
          return order < 0;
        case '<=':
          return order <= 0;
        case '>':
          return order > 0;
        case '>=':
          return order >= 0;
        case '=':
          return order === 0;
        default: {
          const unknown: never = operator;
          throw new Error(`unknown comparator ${String(unknown)}`);
        }
      }
    });
  });
}

export function findVulnerable(lock: Lockfile, list: AdvisoryList): Finding[] {
  const findings: Finding[] = [];
  for (const pkg of shippedPackages(lock))
    for (const advisory of list.advisories)
      if (advisory.package === pkg.name && inRange(pkg.version, advisory.vulnerable))
        findings.push({ pkg, advisory });
  return findings;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const listFile = path.join(root, '.ci', 'advisories.json');
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

function check(): number {
  const list = readJson<AdvisoryList>(listFile);
  const lock = readJson<Lockfile>(path.join(root, 'package-lock.json'));
  const shipped = shippedPackages(lock);
  const findings = findVulnerable(lock, list);
  for (const { pkg, advisory } of findings)
    console.error(
      `  ${pkg.name}@${pkg.version} (${pkg.path}): ${advisory.severity} ${advisory.id} ${advisory.title}, vulnerable ${advisory.vulnerable}`,
    );
  console.log(
    `advisories: ${shipped.length} shipped packages checked against ${list.advisories.length} advisories (list of ${list.updated}): ${findings.length} vulnerable`,
  );
  return findings.length > 0 ? 1 : 0;
}

type AuditVia = {
  source?: number;
  name?: string;
  title?: string;
  url?: string;
  severity?: string;
  range?: string;
};

function refresh(): number {
  let output: string;
  try {
    output = execFileSync('npm', ['audit', '--json', '--omit=dev'], {
      cwd: root,
      encoding: 'utf8',
    });
  } catch (error) {
    output = (error as { stdout?: string }).stdout ?? '';
  }
  const report = JSON.parse(output || '{}') as {
    error?: unknown;
    vulnerabilities?: Record<string, { via: (AuditVia | string)[] }>;
  };
  if (report.error || !report.vulnerabilities) {
    console.error('npm audit gave no report (is the audit endpoint reachable?); list unchanged');
    return 1;
  }
  const list = readJson<AdvisoryList>(listFile);
  const known = new Set(list.advisories.map((a) => `${a.package} ${a.id}`));
  let added = 0;
  for (const { via } of Object.values(report.vulnerabilities)) {
    for (const entry of via) {
      if (typeof entry === 'string' || !entry.name || !entry.range || !entry.url) continue;
      const id = entry.url.split('/').pop() ?? String(entry.source);
      if (known.has(`${entry.name} ${id}`)) continue;
      known.add(`${entry.name} ${id}`);
      list.advisories.push({
        package: entry.name,
        vulnerable: entry.range,
        id,
        severity: (entry.severity ?? 'high') as Advisory['severity'],
        title: entry.title ?? id,
      });
      added++;
    }
  }
  list.updated = new Date().toISOString().slice(0, 10);
  writeFileSync(listFile, `${JSON.stringify(list, null, 2)}\n`);
  console.log(`advisories: ${added} added from npm audit`);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv[2] ?? 'check';
  process.exit(command === 'refresh' ? refresh() : check());
}
