import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { reco } from '@concord/contracts';
import type { Db } from '@concord/db';
import { DEMO_COMPANIES } from '@concord/db';
import { scopesForMembership, signAccessToken, type SigningKeys } from '@concord/auth';
import { tickCompany, type SchedulerDeps } from '../communications/scheduler.js';

const DAY = 86_400_000;

/**
 * Communications demo for `npm start`, once per database: Acme's sender without an SMTP
 * server (so every mail stays in the outbox), the default templates, a reminder rule, and
 * the rule run (its clock set back) at the reco's creation and three days later, which leaves a ledger request
 * and a reminder to Shree Ganesh Traders in the outbox; then a balance confirmation to every
 * party with an address, answered by some, so the follow-ups show several states.
 */
export async function seedCommsDemo(options: {
  app: FastifyInstance;
  db: Db;
  keys: SigningKeys;
  scheduler: Omit<SchedulerDeps, 'now'>;
}): Promise<'seeded' | 'present'> {
  const { app, db } = options;
  const company = await db
    .selectFrom('core.companies')
    .select('company_id')
    .where('company_name', '=', DEMO_COMPANIES.acme.company_name)
    .orderBy('company_id')
    .executeTakeFirstOrThrow();
  const alice = await db
    .selectFrom('core.users')
    .select('user_id')
    .where('user_name', '=', 'alice')
    .executeTakeFirstOrThrow();
  const session = await sql<{ session_id: string }>`
    INSERT INTO core.sessions (user_id) VALUES (${alice.user_id}) RETURNING session_id`.execute(db);
  const { token } = await signAccessToken(options.keys.privateKey, {
    userId: alice.user_id,
    sessionId: session.rows[0]!.session_id,
    userName: 'alice',
    scopes: scopesForMembership('owner'),
    companyId: company.company_id,
  });
  const call = async <T>(method: 'GET' | 'POST', url: string, payload?: unknown, status = 200) => {
    const res = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
    if (res.statusCode !== status)
      throw new Error(`demo ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json<T>();
  };

  const existing = await call<reco.CommsConfig[]>(
    'GET',
    '/companies/company-communications-config/',
  );
  if (existing.length > 0) return 'present';
  await call(
    'POST',
    '/companies/company-communications-config/',
    { from_address: 'books@acme-retail.example', from_name: 'Acme Retail accounts' },
    201,
  );
  const templates = await call<reco.Template[]>('GET', '/communication_templates/?language=en');
  const byPurpose = (p: reco.TemplatePurpose) =>
    templates.find((t) => t.purpose === p)!.template_id;
  // The rule as it ran over the first days of the waiting reco (opened three days ago): the
  // request when it was opened, the reminder three days later, each dated by the clock.
  const opened = (
    await call<{ items: reco.Reco[] }>('GET', '/reconciliation/recos/?size=100')
  ).items
    .filter((r) => r.party_name === 'Shree Ganesh Traders')
    .map((r) => Date.parse(r.created_at))
    .sort((a, b) => b - a)[0];
  const ticks = [0, 3].map((days) => new Date((opened ?? Date.now()) + days * DAY));
  const quietDay = ticks.some((t) => t.getUTCDay() === 0) ? 6 : 7;
  await call(
    'POST',
    '/communication-rule/',
    {
      name: 'Ledger request, then a reminder every 3 days',
      project_id: null,
      request_template_id: byPurpose('ledger_request'),
      reminder_template_id: byPurpose('reminder'),
      send_on_creation: true,
      first_reminder_days: 3,
      repeat_every_days: 3,
      max_reminders: 4,
      escalate_after: 3,
      escalation_email: 'finance.head@acme-retail.example',
      // Sundays are quiet, unless a day the demo's rule runs is one (then Saturdays are).
      quiet_weekdays: [quietDay],
      quiet_dates: [],
      start_run_on_upload: true,
      enabled: true,
    },
    201,
  );
  for (const when of ticks)
    await tickCompany({ ...options.scheduler, now: () => when }, company.company_id);

  // Follow-ups in several states: the balance confirmation sent to every party with an
  // address; the first party confirms, the second disputes, the third only opens its link.
  const recos = await call<{ items: reco.Reco[] }>('GET', '/reconciliation/recos/?size=100');
  await call('POST', '/send_bulk_mail/', {
    batch_key: randomUUID(),
    template_id: byPurpose('balance_confirmation'),
    reco_ids: recos.items.map((r) => r.reco_id),
  });
  const mails = await call<{ items: reco.Communication[] }>(
    'GET',
    '/company_communications/?size=100',
  );
  const tokens = mails.items
    .filter((m) => m.purpose === 'balance_confirmation')
    .sort((a, b) => a.message_id - b.message_id)
    .map((m) => /\/pages\/confirm_completion\/\?token=([\w-]{43})/.exec(m.text)?.[1])
    .filter((t): t is string => t !== undefined);
  const answers: (reco.BalanceAnswer | null)[] = [
    { decision: 'confirmed' },
    { decision: 'disputed', remark: 'Our books show two invoices of March not in yours.' },
    null,
  ];
  for (const linkToken of tokens) {
    if (answers.length === 0) break;
    const headers = { [reco.LINK_TOKEN_HEADER]: linkToken };
    const page = await app.inject({
      method: 'GET',
      url: '/reconciliation/public/confirm_completion/',
      headers,
    });
    // A balance is confirmed or disputed only once our books give one; such a page is only opened.
    const hasBalance = page.json<reco.PublicBalance>().closing_balance !== null;
    const next = hasBalance ? answers.findIndex((a) => a !== null) : answers.indexOf(null);
    if (next < 0) continue;
    const [answer] = answers.splice(next, 1);
    if (answer)
      await app.inject({
        method: 'POST',
        url: '/reconciliation/public/confirm_completion/',
        headers,
        payload: answer,
      });
  }
  return 'seeded';
}
