// The processes of `npm run bench:bff`, one role each, as they run in production (one role per
// container): `services` (a fresh database, the users and poso services, counting the calls
// that reach them), `bff` (the BFF in front of them) and `proxy` (a bare undici proxy in front
// of poso). Each tells its parent its URL over IPC, its CPU time so far on `cpu` (so a run
// can say what one request costs each process, whatever else the machine is doing) and stops
// on `stop`. The BFF also records a CPU profile between `profile-start` and `profile-stop`,
// so a profile holds one measured run and not the start-up or the other runs.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { Pool } from 'undici';
import { generateSigningKeys } from '@concord/auth';
import { createDemoTestDatabase } from '@concord/db';
import { buildPosoApp } from '@concord/poso';
import { buildUsersApp } from '@concord/users';
import { buildBff } from '../src/app.js';

export type ServicesReady = {
  type: 'ready';
  users: string;
  poso: string;
  publicKeyPem: string;
  ids: { acme: number; bharat: number; fiona: number };
};
export type Calls = { type: 'calls'; users: string[]; poso: string[] };
export type Cpu = { type: 'cpu'; ms: number };
export type Profiled = { type: 'profiled' };
type Command =
  | { type: 'stop' }
  | { type: 'cpu' }
  | { type: 'calls'; reset?: boolean }
  | { type: 'profile-start' }
  | { type: 'profile-stop'; file: string };

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

function onCommand(handlers: { stop: () => Promise<void>; calls?: (reset: boolean) => Calls }) {
  let profiler: Session | undefined;
  process.on('message', (command: Command) => {
    switch (command.type) {
      case 'cpu': {
        const { user, system } = process.cpuUsage();
        process.send?.({ type: 'cpu', ms: (user + system) / 1000 } satisfies Cpu);
        return;
      }
      case 'calls':
        if (handlers.calls) process.send?.(handlers.calls(command.reset ?? false));
        return;
      case 'profile-start': {
        const session = (profiler = new Session());
        session.connect();
        void session
          .post('Profiler.enable')
          .then(() => session.post('Profiler.start'))
          .then(() => process.send?.({ type: 'profiled' } satisfies Profiled));
        return;
      }
      case 'profile-stop': {
        const session = profiler;
        profiler = undefined;
        void session
          ?.post('Profiler.stop')
          .then(({ profile }) => writeFile(command.file, JSON.stringify(profile)))
          .then(() => session.disconnect())
          .then(() => process.send?.({ type: 'profiled' } satisfies Profiled));
        return;
      }
      case 'stop':
        void handlers.stop().then(() => process.exit(0));
        return;
      default:
        command satisfies never;
    }
  });
}

async function services() {
  const database = await createDemoTestDatabase();
  const { ids } = database;
  const keys = await generateSigningKeys();
  const filesDir = await mkdtemp(path.join(tmpdir(), 'bench-bff-'));
  const calls = { users: [] as string[], poso: [] as string[] };
  const users = await buildUsersApp({ db: database.db, keys, logger: false });
  // Kept only for the one list the parent asks about (it resets before), not for the load.
  const record = (list: string[], entry: string) => list.length < 100 && list.push(entry);
  users.addHook('onRequest', async (request) => {
    record(calls.users, `${request.method} ${request.url.split('?')[0]}`);
  });
  const poso = await buildPosoApp({
    db: database.db,
    publicKey: keys.publicKey,
    filesDir,
    logger: false,
  });
  poso.addHook('onRequest', async (request) => {
    record(calls.poso, `${request.method} ${request.url.split('?')[0]}`);
  });
  const ready: ServicesReady = {
    type: 'ready',
    users: await listen(users),
    poso: await listen(poso),
    publicKeyPem: keys.publicKeyPem,
    ids: { acme: ids.companies.acme, bharat: ids.companies.bharat, fiona: ids.users.fiona },
  };
  onCommand({
    calls: (reset) => {
      const seen: Calls = { type: 'calls', users: calls.users, poso: calls.poso };
      if (reset) {
        calls.users = [];
        calls.poso = [];
      }
      return seen;
    },
    stop: async () => {
      await poso.close();
      await users.close();
      await database.drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  });
  process.send?.(ready);
}

async function bff() {
  const [users, poso, publicKeyPem] = process.argv.slice(3) as [string, string, string];
  const bff = await buildBff({
    upstreams: { users, poso, reco: poso },
    playground: false,
    tokenPublicKeyPem: publicKeyPem,
    logger: pino({ level: 'silent' }),
  });
  const url = await bff.listen({ port: 0, host: '127.0.0.1' });
  onCommand({ stop: () => bff.close() });
  process.send?.({ type: 'ready', url });
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'host', 'upgrade']);

/** A proxy that only forwards: what any hop in front of the service costs at least. */
async function proxy() {
  const target = process.argv[3]!;
  const pool = new Pool(target, { connections: 64, pipelining: 1 });
  const server: Server = createServer((req, res) => {
    const headers: IncomingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers))
      if (!HOP_BY_HOP.has(name)) headers[name] = value;
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    pool
      .request({
        method: req.method as 'GET',
        path: req.url ?? '/',
        headers: headers as Record<string, string>,
        body: hasBody ? req : null,
      })
      .then(async (upstream) => {
        const out: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(upstream.headers))
          if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
        res.writeHead(upstream.statusCode, out);
        for await (const chunk of upstream.body) res.write(chunk);
        res.end();
      })
      .catch(() => {
        res.statusCode = 502;
        res.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onCommand({
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      await pool.destroy();
    },
  });
  process.send?.({
    type: 'ready',
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  });
}

const roles = { services, bff, proxy };
const role = process.argv[2] as keyof typeof roles;
if (!(role in roles)) throw new Error(`unknown role ${role}: services, bff or proxy`);
await roles[role]();
