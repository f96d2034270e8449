import type { users } from '@concord/contracts';
import { notifyUsers } from '@concord/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startUsersTest, tokenFor, type UsersTestContext } from '../testkit.js';

let t: UsersTestContext;

beforeAll(async () => {
  t = await startUsersTest();
});

afterAll(async () => {
  await t?.close();
});

describe('notifications worded by the reader', () => {
  it('list what it is about and what happened as data, and an older row with its text only', async () => {
    const fiona = t.ids.users.fiona;
    const acme = t.ids.companies.acme;
    await sql`
      INSERT INTO core.notifications (user_id, company_id, kind, category, text)
      VALUES (${fiona}, ${acme}, 'reco.answered', 'other',
        'Old Traders 2024-01-01 to 2024-03-31: the party uploaded its ledger')`.execute(t.db);
    await notifyUsers(t.db as never, {
      userIds: [fiona],
      companyId: acme,
      kind: 'reco.answered',
      actorUserId: null,
      subject: { type: 'reco', id: 7 },
      text: 'Bell Traders 2024-04-01 to 2025-03-31: the party uploaded its ledger',
      about: { name: 'Bell Traders', periodFrom: '2024-04-01', periodTo: '2025-03-31' },
      detail: { code: 'ledgerUploaded', params: {} },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/users/me/notifications/',
      headers: bearer(await tokenFor(t.app, 'fiona')),
    });
    expect(res.statusCode).toBe(200);
    const [latest, older] = res.json<users.NotificationPage>().items;
    expect(latest).toMatchObject({
      kind: 'reco.answered',
      subject_name: 'Bell Traders',
      period_from: '2024-04-01',
      period_to: '2025-03-31',
      detail: { code: 'ledgerUploaded', params: {} },
      text: 'Bell Traders 2024-04-01 to 2025-03-31: the party uploaded its ledger',
    });
    expect(older).toMatchObject({
      text: 'Old Traders 2024-01-01 to 2024-03-31: the party uploaded its ledger',
      subject_name: null,
      period_from: null,
      period_to: null,
      detail: null,
    });
    const one = await t.app.inject({
      method: 'GET',
      url: `/users/me/notifications/${latest!.notification_id}/`,
      headers: bearer(await tokenFor(t.app, 'fiona')),
    });
    expect(one.json<users.Notification>().detail).toEqual({ code: 'ledgerUploaded', params: {} });
  });

  it('keeps a detail in its shape: a code and its values', async () => {
    await expect(
      sql`
        INSERT INTO core.notifications (user_id, kind, category, detail)
        VALUES (${t.ids.users.fiona}, 'reco.answered', 'other', '{"code": 3}'::jsonb)`.execute(
        t.db,
      ),
    ).rejects.toThrow(/check constraint/);
  });
});
