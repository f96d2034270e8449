import 'reflect-metadata';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { importPublicKey } from '@concord/auth';
import { reco, type ResponseOf } from '@concord/contracts';
import { bearerToken, readClaims } from '../context.js';
import { ErrorCode } from '../upstream/error-mapping.js';
import {
  toLedgerMapping,
  toRecoFile,
  type MappingConflict,
} from '../modules/reco-iterations/reco-iteration.type.js';
import { EntryAnswerKind, toEntryAnswer } from '../modules/reco-results/reco-result.type.js';
import {
  ColumnContent,
  ColumnReasonCode,
  KnownUnreadColumn,
  LedgerField,
  LedgerSide,
  MappingConfidence,
  MappingConflictCode,
  ReadWarningCode,
  SheetReasonCode,
  MappingSource,
} from '../modules/reco-shared/reco-enums.js';
import { enumName } from '../modules/reco-shared/code-enum.js';
import type { UpstreamPools } from '../upstream/service-client.js';
import {
  callerHeaders,
  checkUploadRequest,
  forwardUpload,
  positiveId,
  Refusal,
  replyFailure,
  streamDownload,
  type FileRules,
} from './file-forwarding.js';

type PublicKey = Awaited<ReturnType<typeof importPublicKey>>;

type UploadAnswer = ResponseOf<typeof reco.uploadLedger>;

const conflictNames = (c: MappingConflict) => ({
  ...c,
  code: enumName(MappingConflictCode, c.code),
  field: c.field && enumName(LedgerField, c.field),
});

/** An entry number from the path: 0 or more. */
function entryNumber(raw: string): number {
  if (!/^\d{1,9}$/.test(raw))
    throw new Refusal(400, ErrorCode.BadUserInput, 'Not a valid entry', { entry: 'Not a number' });
  return Number(raw);
}

function sideOf(request: FastifyRequest): reco.Side {
  const side = (request.query as { side?: unknown }).side;
  if (side !== 'books' && side !== 'counterparty')
    throw new Refusal(400, ErrorCode.BadUserInput, 'Say which file this is', {
      side: 'Must be books or counterparty',
    });
  return side;
}

/**
 * Streaming file routes of the reconciliation screens: ledger uploads (books and counterparty,
 * .xlsx .xls .xlsm .csv) and downloads of any iteration file and of the latest output. The reco
 * service checks role, state, tenancy, content and the archive guard.
 */
export async function registerRecoFileRoutes(
  app: FastifyInstance,
  deps: {
    pools: UpstreamPools;
    tokenPublicKey?: Promise<PublicKey>;
    log: Logger;
    maxUploadBytes?: number;
  },
): Promise<void> {
  const service = deps.pools.pools.reco;
  const rules: FileRules = {
    allowed: reco.LEDGER_EXTENSIONS,
    maxBytes: deps.maxUploadBytes ?? reco.MAX_LEDGER_BYTES,
  };
  const workbookRules: FileRules = {
    allowed: reco.MODIFIED_WORKBOOK_EXTENSIONS,
    maxBytes: rules.maxBytes,
  };
  const templateRules: FileRules = {
    allowed: reco.ASSIGNMENT_TEMPLATE_EXTENSIONS,
    maxBytes: reco.MAX_ASSIGNMENT_TEMPLATE_BYTES,
  };
  const answerRules: FileRules = {
    allowed: reco.ANSWER_DOCUMENT_EXTENSIONS,
    maxBytes: rules.maxBytes,
  };
  /** The company of the caller's token: the spec's user-management calls name it. */
  const companyOf = async (request: FastifyRequest): Promise<number> => {
    const claims = await readClaims(
      bearerToken(request.headers.authorization),
      deps.tokenPublicKey,
    ).catch(() => undefined);
    if (claims?.companyId === undefined)
      throw new Refusal(403, ErrorCode.Forbidden, 'Choose a company first');
    return claims.companyId;
  };
  const failed = (
    reply: Parameters<typeof replyFailure>[0],
    error: unknown,
    upstreamPath: string,
  ) => replyFailure(reply, error, { service: 'reco', upstreamPath, log: deps.log });

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: rules.maxBytes, files: 1, fields: 10, parts: 11 },
    });

    scope.post('/files/reco/iterations/:id/ledger', async (request, reply) => {
      const params = request.params as { id: string };
      let upstreamPath = `/reconciliation/iterations/${Number(params.id)}/files/`;
      try {
        const headers = await callerHeaders(request, deps.tokenPublicKey);
        const id = positiveId(params.id, 'id');
        const side = sideOf(request);
        upstreamPath = `/reconciliation/iterations/${id}/files/?side=${side}`;
        checkUploadRequest(request, rules);
        const answer = await forwardUpload(
          request,
          service,
          { service: 'reco', path: upstreamPath, headers },
          rules,
        );
        if (answer.error) throw answer.error;
        const body = answer.body as UploadAnswer;
        // Enum values as GraphQL names, so the screen can send them back to confirmRecoMapping.
        const mapping = toLedgerMapping(body.mapping);
        return reply.status(201).send({
          file: toRecoFile(body.file),
          mapping: {
            ...mapping,
            side: enumName(LedgerSide, mapping.side),
            conflicts: mapping.conflicts.map(conflictNames),
            sheets: mapping.sheets.map((s) => ({
              ...s,
              reason: enumName(SheetReasonCode, s.reason),
            })),
            warnings: mapping.warnings.map((w) => ({
              ...w,
              code: enumName(ReadWarningCode, w.code),
            })),
            columns: mapping.columns.map((c) => ({
              ...c,
              field: c.field === null ? null : enumName(LedgerField, c.field),
              source: enumName(MappingSource, c.source),
              confidence: enumName(MappingConfidence, c.confidence),
              reason: {
                ...c.reason,
                code: enumName(ColumnReasonCode, c.reason.code),
                field: c.reason.field && enumName(LedgerField, c.reason.field),
                values: c.reason.values && enumName(ColumnContent, c.reason.values),
                knownAs: c.reason.knownAs && enumName(KnownUnreadColumn, c.reason.knownAs),
              },
              conflicts: c.conflicts.map(conflictNames),
            })),
          },
          iterationId: body.iteration.iteration_id,
        });
      } catch (error) {
        return failed(reply, error, upstreamPath);
      }
    });
    // The edited result workbook, read back as decisions (answers the report as it is).
    scope.post('/files/reco/iterations/:id/modified-workbook', async (request, reply) => {
      const params = request.params as { id: string };
      const upstreamPath = `/reconciliation/iterations/${Number(params.id)}/modified-file/`;
      try {
        const headers = await callerHeaders(request, deps.tokenPublicKey);
        positiveId(params.id, 'id');
        checkUploadRequest(request, workbookRules);
        const answer = await forwardUpload(
          request,
          service,
          { service: 'reco', path: upstreamPath, headers },
          workbookRules,
        );
        if (answer.error) throw answer.error;
        const body = answer.body as ResponseOf<typeof reco.uploadModifiedWorkbook>;
        return reply.status(201).send({
          file: toRecoFile(body.file),
          taken: body.taken.map((t) => ({
            sheet: t.sheet,
            row: t.row,
            kind: t.kind,
            decisionId: t.decision_id,
          })),
          refused: body.refused,
        });
      } catch (error) {
        return failed(reply, error, upstreamPath);
      }
    });

    // The other company's document on an entry of a reco shared with it.
    scope.post('/files/reco/shared/:id/entries/:entry/document', async (request, reply) => {
      const params = request.params as { id: string; entry: string };
      let upstreamPath = '/reconciliation/shared-recos/';
      try {
        const headers = await callerHeaders(request, deps.tokenPublicKey);
        const id = positiveId(params.id, 'id');
        const entry = entryNumber(params.entry);
        upstreamPath = `/reconciliation/shared-recos/${id}/entries/${entry}/document/`;
        checkUploadRequest(request, answerRules);
        const answer = await forwardUpload(
          request,
          service,
          { service: 'reco', path: upstreamPath, headers },
          answerRules,
        );
        if (answer.error) throw answer.error;
        const body = answer.body as ResponseOf<typeof reco.attachSharedEntryDocument>;
        const saved = toEntryAnswer(
          body,
          (a) => `/files/reco/shared/${id}/entries/${a.entry_no}/document`,
        );
        // The enum value as its GraphQL name, as the mutation answers it.
        return reply.status(201).send({
          ...saved,
          answer: saved.answer === null ? null : enumName(EntryAnswerKind, saved.answer),
        });
      } catch (error) {
        return failed(reply, error, upstreamPath);
      }
    });

    // The filled task-assignment template (spec POST /ums/assign-recos/).
    scope.post('/files/reco/projects/:id/assignments', async (request, reply) => {
      const params = request.params as { id: string };
      let upstreamPath = '/ums/assign-recos/';
      try {
        const headers = await callerHeaders(request, deps.tokenPublicKey);
        const id = positiveId(params.id, 'id');
        const companyId = await companyOf(request);
        upstreamPath = `/ums/assign-recos/?company_id=${companyId}&project_id=${id}`;
        checkUploadRequest(request, templateRules);
        const answer = await forwardUpload(
          request,
          service,
          { service: 'reco', path: upstreamPath, headers },
          templateRules,
        );
        if (answer.error) throw answer.error;
        return reply.status(200).send(answer.body);
      } catch (error) {
        return failed(reply, error, upstreamPath);
      }
    });
  });

  // The task-assignment template of a project (spec GET /ums/task-assignment-template/).
  app.get('/files/reco/projects/:id/assignment-template', async (request, reply) => {
    const params = request.params as { id: string };
    let upstreamPath = '/ums/task-assignment-template/';
    try {
      const headers = await callerHeaders(request, deps.tokenPublicKey);
      const id = positiveId(params.id, 'id');
      const companyId = await companyOf(request);
      upstreamPath = `/ums/task-assignment-template/?company_id=${companyId}&project_id=${id}`;
      return await streamDownload(reply, service, { service: 'reco', path: upstreamPath, headers });
    } catch (error) {
      return failed(reply, error, upstreamPath);
    }
  });

  const downloads: Record<string, (id: number) => string> = {
    '/files/reco/files/:id': (id) => `/reconciliation/download_received_file/${id}/`,
    '/files/reco/iterations/:id/latest-output': (id) =>
      `/reconciliation/download_latest_output_file/${id}/`,
    '/files/reco/answers/:id/document': (id) => `/reconciliation/answers/${id}/document/`,
  };
  // A document answering an entry of a shared reco: the receiver's copy of the route.
  app.get('/files/reco/shared/:id/entries/:entry/document', async (request, reply) => {
    const params = request.params as { id: string; entry: string };
    let upstreamPath = '/reconciliation/shared-recos/';
    try {
      const headers = await callerHeaders(request, deps.tokenPublicKey);
      const id = positiveId(params.id, 'id');
      upstreamPath = `/reconciliation/shared-recos/${id}/entries/${entryNumber(params.entry)}/document/`;
      return await streamDownload(reply, service, { service: 'reco', path: upstreamPath, headers });
    } catch (error) {
      return failed(reply, error, upstreamPath);
    }
  });

  for (const [route, target] of Object.entries(downloads)) {
    app.get(route, async (request, reply) => {
      const params = request.params as { id: string };
      const upstreamPath = target(Number(params.id));
      try {
        const headers = await callerHeaders(request, deps.tokenPublicKey);
        positiveId(params.id, 'id');
        return await streamDownload(reply, service, {
          service: 'reco',
          path: upstreamPath,
          headers,
        });
      } catch (error) {
        return failed(reply, error, upstreamPath);
      }
    });
  }
}
