import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ErrorBody, reco } from '@concord/contracts';
import { recoFlows, startRecoKit, type RecoKit } from '../testing/testkit.js';

let kit: RecoKit;
let flows: ReturnType<typeof recoFlows>;

beforeAll(async () => {
  kit = await startRecoKit();
  flows = recoFlows(kit);
});
afterAll(() => kit.close());

async function template(projectId: number, who = kit.people.adam) {
  return kit.call(
    who,
    'GET',
    `/ums/task-assignment-template/?company_id=${who.companyId}&project_id=${projectId}`,
  );
}

async function upload(projectId: number, book: ExcelJS.Workbook, who = kit.people.adam) {
  return kit.upload(who, `/ums/assign-recos/?company_id=${who.companyId}&project_id=${projectId}`, {
    name: 'assignments.xlsx',
    content: Buffer.from(await book.xlsx.writeBuffer()),
  });
}

it('downloads the template, refuses a file with any bad row (per row, nothing applied), applies a good one', async () => {
  const { adam, rita, ravi, vera } = kit.people;
  const project = await flows.project();
  const existing = await flows.reco();
  await flows.party('Kaveri Logistics');
  await flows.party('Deccan Packaging');
  expect((await template(project.project_id, rita)).statusCode).toBe(403);
  const other = await kit.call(
    adam,
    'GET',
    `/ums/task-assignment-template/?company_id=${kit.ids.companies.bharat}&project_id=${project.project_id}`,
  );
  expect(other.statusCode).toBe(403);

  const res = await template(project.project_id);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="assignments-/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('Assignments')!;
  const header = (sheet.getRow(1).values as string[]).slice(1);
  expect(header).toEqual([
    'Party',
    'GSTIN',
    'PAN',
    'Period from',
    'Period to',
    'Reconciler',
    'Reviewer',
    'Reco id',
  ]);
  const rowOf = (party: string) => {
    let found = 0;
    sheet.eachRow((row, n) => {
      if (row.getCell(1).value === party) found = n;
    });
    return found;
  };
  const kaveri = rowOf('Kaveri Logistics');
  const deccan = rowOf('Deccan Packaging');
  expect(kaveri).toBeGreaterThan(1);
  expect(book.getWorksheet('People')).toBeDefined();

  // Bad rows: an unknown person, a viewer as reviewer, an unknown party, a reversed period.
  sheet.getRow(kaveri).getCell(6).value = 'nobody';
  sheet.getRow(kaveri).getCell(7).value = 'vera';
  sheet.getRow(deccan).getCell(6).value = 'rita';
  sheet.getRow(deccan).getCell(5).value = '2024-01-01';
  const last = sheet.rowCount + 1;
  sheet.getRow(last).values = ['No Such Party', '', '', '', '', 'rita', 'ravi'];
  const refused = await upload(project.project_id, book);
  expect(refused.statusCode).toBe(400);
  const body = refused.json<Pick<ErrorBody, 'message' | 'fields' | 'reason' | 'reasons'>>();
  expect(body.message).toBe('4 problems in the file; nothing was applied');
  // The same problems as codes with what they name, for the screen to word.
  expect(body.reason).toEqual({ code: 'assignmentRefused', params: { count: 4 } });
  expect(body.reasons).toEqual({
    [`row.${kaveri}.reconciler`]: { code: 'notAMember', params: { name: 'nobody' } },
    [`row.${kaveri}.reviewer`]: { code: 'mayNotReview', params: { name: 'vera' } },
    [`row.${deccan}.period_to`]: { code: 'periodEndsBeforeStart', params: {} },
    [`row.${last}.party`]: { code: 'unknownParty', params: { party: 'No Such Party' } },
  });
  expect(body.fields).toEqual({
    [`row.${kaveri}.reconciler`]: '"nobody" is not a member of this company',
    [`row.${kaveri}.reviewer`]: '"vera" may not review',
    [`row.${deccan}.period_to`]: 'The period ends before it starts',
    [`row.${last}.party`]: 'Unknown party "No Such Party"',
  });
  const none = flows.ok<{ totalCount: number }>(
    await kit.call(adam, 'GET', `/reconciliation/recos/?project_id=${project.project_id}`),
  );
  expect(none.totalCount).toBe(0);

  // Fixed: two new recos in the project.
  sheet.getRow(kaveri).getCell(6).value = 'rita';
  sheet.getRow(kaveri).getCell(7).value = 'ravi';
  sheet.getRow(deccan).getCell(5).value = '2025-03-31';
  sheet.spliceRows(last, 1);
  const applied = flows.ok<reco.AssignmentResult>(await upload(project.project_id, book));
  expect(applied).toMatchObject({ created: 2 });
  const page = flows.ok<{ items: reco.Reco[] }>(
    await kit.call(
      vera,
      'GET',
      `/reconciliation/recos/?project_id=${project.project_id}&sort=party`,
    ),
  );
  expect(page.items.map((r) => [r.party_name, r.assignee_user_id, r.reviewer_user_id])).toEqual([
    ['Deccan Packaging', rita.userId, null],
    ['Kaveri Logistics', rita.userId, ravi.userId],
  ]);
  expect(existing.project_id).not.toBe(project.project_id);
});

it('refuses a file that is not the template, saying why as a code', async () => {
  const project = await flows.project();
  const other = new ExcelJS.Workbook();
  other.addWorksheet('Assignments').addRow(['Party', 'Reconciler']);
  const refused = await upload(project.project_id, other);
  expect(refused.statusCode).toBe(400);
  expect(refused.json<ErrorBody>().reasons).toEqual({
    file: {
      code: 'templateColumnsMissing',
      params: { columns: 'Period from, Period to, Reviewer' },
    },
  });
  const garbage = await kit.upload(
    kit.people.adam,
    `/ums/assign-recos/?company_id=${kit.people.adam.companyId}&project_id=${project.project_id}`,
    { name: 'assignments.xlsx', content: Buffer.from('PK\x03\x04 not a workbook') },
  );
  // Refused by the upload guard before it is opened: a damaged archive, as a code too.
  expect(garbage.statusCode).toBe(400);
  expect(garbage.json<ErrorBody>().reason).toEqual({ code: 'corruptFile', params: {} });
});
