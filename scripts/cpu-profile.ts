// Reads a V8 CPU profile (Chromium's `Profiler.stop`, node's inspector): how long the thread was
// busy, and where, by function. Used by `npm run bench:web` with BENCH_WEB_PROFILE.

/** The parts of a profile (Chrome DevTools protocol `Profiler.Profile`) this reads. */
export type CpuProfile = {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  samples?: number[];
  timeDeltas?: number[];
};

export type FunctionTime = { name: string; ms: number };

export type ProfileSummary = {
  /** Sampled time not idle: scripts, and the engine's own work ("(program)", GC). */
  busyMs: number;
  /** Time with the function on the stack, counted once per sample however deep it recurses. */
  inclusive: FunctionTime[];
  /** Time in the function's own code. */
  self: FunctionTime[];
};

const nameOf = (frame: CpuProfile['nodes'][number]['callFrame']) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() || '(native)'}:${frame.lineNumber + 1}`;

export function summariseProfile(profile: CpuProfile, top = 30): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const inclusive = new Map<string, number>();
  const self = new Map<string, number>();
  let busyMs = 0;
  const samples = profile.samples ?? [];
  samples.forEach((sampleId, index) => {
    const ms = (profile.timeDeltas?.[index] ?? 0) / 1000;
    const leaf = byId.get(sampleId);
    if (!leaf || leaf.callFrame.functionName === '(idle)') return;
    busyMs += ms;
    const leafName = nameOf(leaf.callFrame);
    self.set(leafName, (self.get(leafName) ?? 0) + ms);
    const seen = new Set<string>();
    for (let id: number | undefined = sampleId; id !== undefined; id = parentOf.get(id)) {
      const name = nameOf(byId.get(id)!.callFrame);
      if (name.startsWith('(root)') || seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    }
  });
  const largest = (times: Map<string, number>) =>
    [...times]
      .map(([name, ms]) => ({ name, ms }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, top);
  return { busyMs, inclusive: largest(inclusive), self: largest(self) };
}
