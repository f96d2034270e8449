import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { XlsxStreamWriter } from '@concord/reco-engine';
import type { reco } from '@concord/contracts';
import type { Db } from '@concord/db';
import { forbidden, HttpError } from '@concord/auth';
import type { Caller } from '../shared/caller.js';
import { inCompany, type CompanyDb } from '../shared/company-db.js';
import { notFound } from '../shared/errors.js';
import { companyMembers } from '../shared/members.repository.js';
import { findProject, type ProjectRow } from '../projects/project.repository.js';
import { addHistory } from '../recos/reco.repository.js';
import { announce, openReco } from '../recos/reco.service.js';

/** Columns of the task-assignment template, in order; the upload reads them by header. */
export const TEMPLATE_COLUMNS = [
  'Party',
  'GSTIN',
  'PAN',
  'Period from',
  'Period to',
  'Reconciler',
  'Reviewer',
  'Reco id',
] as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The template's header of each column a row is read from, as the file shows it. */
const TEMPLATE_HEADER_OF: Record<string, (typeof TEMPLATE_COLUMNS)[number]> = {
  party: 'Party',
  from: 'Period from',
  to: 'Period to',
  reconciler: 'Reconciler',
  reviewer: 'Reviewer',
};

/** The company in the query must be the caller's (the spec's calls name it). */
function requireOwnCompany(caller: Caller, companyId: number) {
  if (companyId !== caller.companyId) throw forbidden('This is not the company of your session');
}

async function projectOf(trx: CompanyDb, projectId: number): Promise<ProjectRow> {
  const project = await findProject(trx, projectId);
  if (!project) throw notFound('Project not found');
  return project;
}

async function templateRows(trx: CompanyDb, projectId: number) {
  return trx
    .selectFrom('reco_parties as pa')
    .leftJoin('recos as r', (join) =>
      join.onRef('r.party_id', '=', 'pa.party_id').on('r.project_id', '=', projectId),
    )
    .select([
      'pa.party_id',
      'pa.name',
      'pa.gstin',
      'pa.pan',
      'r.reco_id',
      sql<string | null>`to_char(r.period_from, 'YYYY-MM-DD')`.as('period_from'),
      sql<string | null>`to_char(r.period_to, 'YYYY-MM-DD')`.as('period_to'),
      'r.assignee_user_id',
      'r.reviewer_user_id',
    ])
    .orderBy(sql`lower(pa.name)`)
    .orderBy('r.reco_id')
    .execute();
}

/**
 * The project's parties (every party of the company, with its reco in the project when it
 * has one) and who reconciles and reviews each, as an .xlsx written with the engine's writer.
 * A second sheet lists the people who may be named.
 */
export async function assignmentTemplate(
  db: Db,
  caller: Caller,
  companyId: number,
  projectId: number,
): Promise<{ fileName: string; bytes: Buffer }> {
  requireOwnCompany(caller, companyId);
  const members = await companyMembers(db, caller.companyId);
  const names = new Map(members.map((m) => [m.user_id, m.user_name]));
  const { project, rows } = await inCompany(db, caller, async (trx) => ({
    project: await projectOf(trx, projectId),
    rows: await templateRows(trx, projectId),
  }));
  const dir = await mkdtemp(path.join(tmpdir(), 'concord-template-'));
  try {
    const file = path.join(dir, 'template.xlsx');
    const w = await XlsxStreamWriter.create(file, { sharedStrings: true });
    w.startSheet('Assignments', [36, 18, 14, 12, 12, 18, 18, 10]);
    w.row([...TEMPLATE_COLUMNS], true);
    for (const r of rows) {
      w.row([
        r.name,
        r.gstin ?? '',
        r.pan ?? '',
        r.period_from ?? project.period_from,
        r.period_to ?? project.period_to,
        r.assignee_user_id ? (names.get(r.assignee_user_id) ?? '') : '',
        r.reviewer_user_id ? (names.get(r.reviewer_user_id) ?? '') : '',
        r.reco_id ?? null,
      ]);
    }
    w.endSheet();
    w.startSheet('People', [18, 12]);
    w.row(['User', 'Can be'], true);
    for (const m of members) {
      if (m.scopes.includes('reco:write')) w.row([m.user_name, 'Reconciler']);
      if (m.scopes.includes('reco:review')) w.row([m.user_name, 'Reviewer']);
    }
    await w.close();
    const safe = project.name.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 60) || 'project';
    return { fileName: `assignments-${safe}.xlsx`, bytes: await readFile(file) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('result' in value) return cellText(value.result);
    if ('richText' in value)
      return value.richText
        .map((t) => t.text)
        .join('')
        .trim();
    // What Excel shows for an error cell; a formula never calculated has no value yet.
    if ('error' in value) return value.error;
    return '';
  }
  return String(value).trim();
}

type Row = {
  line: number;
  party: string;
  from: string;
  to: string;
  reconciler: string;
  reviewer: string;
};

type Problem = {
  code: reco.AssignmentProblemCode;
  params: Record<string, string | number>;
  message: string;
};

/** Refuses the upload with each problem in English (`fields`) and as a code (`reasons`). */
function refused(message: string, problems: Record<string, Problem>): HttpError {
  const entries = Object.entries(problems);
  return new HttpError('BAD_REQUEST', message, {
    fields: Object.fromEntries(entries.map(([field, p]) => [field, p.message])),
    reasons: Object.fromEntries(
      entries.map(([field, p]) => [field, { code: p.code, params: p.params }]),
    ),
    reason: { code: 'assignmentRefused', params: { count: entries.length } },
  });
}

const fileProblem = (problem: Problem) => refused(problem.message, { file: problem });

async function readAssignments(bytes: Uint8Array): Promise<Row[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw fileProblem({
      code: 'notAWorkbook',
      params: {},
      message: 'The file is not a readable .xlsx workbook',
    });
  }
  const sheet = book.getWorksheet('Assignments') ?? book.worksheets[0];
  if (!sheet)
    throw fileProblem({ code: 'noSheet', params: {}, message: 'The workbook has no sheet' });
  // Row values are sparse (index 0 is empty): Array.from fills the holes.
  const header = Array.from(sheet.getRow(1).values as ExcelJS.CellValue[], cellText);
  const at = (name: string) => header.findIndex((h) => h.toLowerCase() === name.toLowerCase());
  const columns = {
    party: at('Party'),
    from: at('Period from'),
    to: at('Period to'),
    reconciler: at('Reconciler'),
    reviewer: at('Reviewer'),
  };
  const missing = Object.entries(columns)
    .filter(([, i]) => i < 0)
    .map(([name]) => name);
  if (missing.length > 0) {
    const headers = missing.map((name) => TEMPLATE_HEADER_OF[name]).join(', ');
    throw fileProblem({
      code: 'templateColumnsMissing',
      params: { columns: headers },
      message: `This is not the task-assignment template: columns are missing: ${headers}`,
    });
  }
  const rows: Row[] = [];
  sheet.eachRow((row, line) => {
    if (line === 1) return;
    const values = row.values as ExcelJS.CellValue[];
    const text = (i: number) => cellText(values[i]);
    const r = {
      line,
      party: text(columns.party),
      from: text(columns.from),
      to: text(columns.to),
      reconciler: text(columns.reconciler),
      reviewer: text(columns.reviewer),
    };
    // A row naming nobody assigns nothing: the template lists every party.
    if (r.reconciler || r.reviewer) rows.push(r);
  });
  return rows;
}

/**
 * Applies a filled template: every row is checked first (party known, period valid,
 * reconciler holding reco:write, reviewer reco:review, no party twice); any problem answers
 * 400 with one message per row and column, and nothing is applied. Then, in one
 * transaction, each row creates the party's reco for the period or updates who works on it.
 */
export async function assignRecos(
  db: Db,
  caller: Caller,
  companyId: number,
  projectId: number,
  bytes: Uint8Array,
): Promise<reco.AssignmentResult> {
  requireOwnCompany(caller, companyId);
  const rows = await readAssignments(bytes);
  const members = await companyMembers(db, caller.companyId);
  const byName = new Map(members.map((m) => [m.user_name.toLowerCase(), m]));
  return inCompany(db, caller, async (trx) => {
    const project = await projectOf(trx, projectId);
    const parties = await trx.selectFrom('reco_parties').select(['party_id', 'name']).execute();
    const partyByName = new Map(parties.map((p) => [p.name.toLowerCase(), p.party_id]));
    const problems: Record<string, Problem> = {};
    const seen = new Map<string, number>();
    const planned: {
      row: Row;
      partyId: number;
      from: string;
      to: string;
      assignee: number | null;
      reviewer: number | null;
    }[] = [];
    for (const row of rows) {
      const problem = (
        column: string,
        code: reco.AssignmentProblemCode,
        params: Record<string, string | number>,
        message: string,
      ) => {
        problems[`row.${row.line}.${column}`] = { code, params, message };
      };
      const partyId = partyByName.get(row.party.toLowerCase());
      if (!row.party) problem('party', 'partyMissing', {}, 'Name the party');
      else if (partyId === undefined)
        problem('party', 'unknownParty', { party: row.party }, `Unknown party "${row.party}"`);
      const from = row.from || project.period_from;
      const to = row.to || project.period_to;
      const notIsoDate = (column: string, value: string) =>
        problem(column, 'notIsoDate', { value }, 'Write the date as YYYY-MM-DD');
      if (!ISO_DATE.test(from) || Number.isNaN(Date.parse(from))) notIsoDate('period_from', from);
      if (!ISO_DATE.test(to) || Number.isNaN(Date.parse(to))) notIsoDate('period_to', to);
      else if (from > to)
        problem('period_to', 'periodEndsBeforeStart', {}, 'The period ends before it starts');
      const key = `${row.party.toLowerCase()}|${from}|${to}`;
      const earlier = seen.get(key);
      if (earlier !== undefined)
        problem('party', 'repeatedRow', { row: earlier }, `Already on row ${earlier}`);
      seen.set(key, row.line);
      const person = (name: string, scope: 'reco:write' | 'reco:review', column: string) => {
        if (!name) return null;
        const member = byName.get(name.toLowerCase());
        if (!member) {
          problem(column, 'notAMember', { name }, `"${name}" is not a member of this company`);
          return null;
        }
        if (!member.scopes.includes(scope)) {
          const reconcile = scope === 'reco:write';
          problem(
            column,
            reconcile ? 'mayNotReconcile' : 'mayNotReview',
            { name },
            `"${name}" may not ${reconcile ? 'reconcile' : 'review'}`,
          );
          return null;
        }
        return member.user_id;
      };
      const assignee = person(row.reconciler, 'reco:write', 'reconciler');
      const reviewer = person(row.reviewer, 'reco:review', 'reviewer');
      if (partyId !== undefined) planned.push({ row, partyId, from, to, assignee, reviewer });
    }
    const count = Object.keys(problems).length;
    if (count > 0)
      throw refused(
        `${count} problem${count === 1 ? '' : 's'} in the file; nothing was applied`,
        problems,
      );

    const result = { rows: rows.length, created: 0, updated: 0, unchanged: 0 };
    for (const p of planned) {
      const existing = await trx
        .selectFrom('recos')
        .select([
          'reco_id',
          'state',
          'assignee_user_id',
          'reviewer_user_id',
          'current_iteration_id',
        ])
        .where('project_id', '=', projectId)
        .where('party_id', '=', p.partyId)
        .where('period_from', '=', p.from)
        .where('period_to', '=', p.to)
        .forUpdate()
        .executeTakeFirst();
      if (!existing) {
        await openReco(
          trx,
          caller,
          {
            project_id: projectId,
            party_id: p.partyId,
            period_from: p.from,
            period_to: p.to,
            assignee_user_id: p.assignee,
            reviewer_user_id: p.reviewer,
          },
          `assignment template row ${p.row.line}`,
        );
        result.created++;
        continue;
      }
      const assignee = p.assignee ?? existing.assignee_user_id;
      const reviewer = p.reviewer ?? existing.reviewer_user_id;
      if (assignee === existing.assignee_user_id && reviewer === existing.reviewer_user_id) {
        result.unchanged++;
        continue;
      }
      await trx
        .updateTable('recos')
        .set({ assignee_user_id: assignee, reviewer_user_id: reviewer, updated_at: sql`now()` })
        .where('reco_id', '=', existing.reco_id)
        .execute();
      await addHistory(trx, {
        reco_id: existing.reco_id,
        iteration_id: existing.current_iteration_id,
        action: 'assigned',
        from_state: existing.state,
        to_state: existing.state,
        remarks: `assignment template row ${p.row.line}`,
        user_id: caller.userId,
      });
      await announce(
        trx,
        caller.companyId,
        existing.reco_id,
        existing.state,
        existing.current_iteration_id,
      );
      result.updated++;
    }
    return result;
  });
}
