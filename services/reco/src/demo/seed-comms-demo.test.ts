import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { reco } from '@concord/contracts';
import { SecretBox } from '../communications/secret-box.js';
import { DEFAULT_SMTP_TIMEOUTS } from '../communications/mailer.js';
import { bossMailQueue } from '../communications/scheduler.js';
import { recoFlows, startRecoKit, type RecoKit } from '../testing/testkit.js';
import { seedCommsDemo } from './seed-comms-demo.js';

let kit: RecoKit;
beforeAll(async () => {
  kit = await startRecoKit();
});
afterAll(() => kit.close());

it('leaves a sender, templates, a rule and a request and a reminder in the outbox, once', async () => {
  const flows = recoFlows(kit);
  const project = await flows.project();
  const party = flows.ok<reco.Party>(
    await kit.call(kit.people.alice, 'POST', '/reconciliation/parties/', {
      name: 'Shree Ganesh Traders',
      contact_email: 'ganesh@traders.example',
    }),
    201,
  );
  const created = flows.ok<reco.Reco>(
    await kit.call(kit.people.alice, 'POST', '/reconciliation/recos/', {
      project_id: project.project_id,
      party_id: party.party_id,
    }),
    201,
  );
  // Our closing balance as a run read it from our books: the one the party is asked to confirm.
  await sql`UPDATE ${sql.table(`co_${kit.ids.companies.acme}.reco_iterations`)}
    SET books_closing_minor = 4521000
    WHERE iteration_id = ${created.current_iteration_id}`.execute(kit.t.db);
  const scheduler = {
    db: kit.t.db,
    mail: { secrets: new SecretBox(randomBytes(32)), timeouts: DEFAULT_SMTP_TIMEOUTS },
    queue: bossMailQueue(kit.boss),
    publicBaseUrl: 'http://127.0.0.1:4000/stage',
  };
  const seed = () => seedCommsDemo({ app: kit.app, db: kit.t.db, keys: kit.keys, scheduler });
  expect(await seed()).toBe('seeded');
  expect(await seed()).toBe('present');
  const outbox = flows.ok<{ items: reco.Communication[] }>(
    await kit.call(kit.people.alice, 'GET', '/company_communications/?status=outbox'),
  );
  expect(outbox.items.map((m) => [m.purpose, m.to_address]).sort()).toEqual([
    ['balance_confirmation', 'ganesh@traders.example'],
    ['ledger_request', 'ganesh@traders.example'],
    ['reminder', 'ganesh@traders.example'],
  ]);
  // Each dated by the rule's clock: the request when the reco opened, the reminder 3 days on.
  const at = (purpose: string) =>
    Date.parse(outbox.items.find((m) => m.purpose === purpose)!.created_at);
  expect(at('ledger_request')).toBe(Date.parse(created.created_at));
  expect(at('reminder') - at('ledger_request')).toBe(3 * 86_400_000);
  const followUps = flows.ok<reco.FollowUpList>(
    await kit.call(kit.people.alice, 'GET', '/reconciliation/followup_lists/'),
  );
  expect(followUps.items.map((f) => f.status)).toEqual(['confirmed']);
  const rules = flows.ok<reco.Rule[]>(
    await kit.call(kit.people.alice, 'GET', '/communication-rule/'),
  );
  expect(rules).toHaveLength(1);
});
