import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { writeVendorLedgers } from '@concord/reco';
import type { PosoKit, Session } from './poso-kit.js';

async function ok<T>(
  kit: PosoKit,
  session: Session,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const body = await kit.graphql<T>(query, variables, session.headers);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

/**
 * A reco of `owner`'s company run to OUTPUT_READY over HTTP, as the screens do it: project,
 * party (a connected company when `connectedCompanyId` is given), both ledgers uploaded
 * through the BFF's file route, mappings confirmed as detected, run, waited for.
 */
export async function runRecoOverHttp(
  kit: PosoKit,
  owner: Session,
  options: {
    name: string;
    reconcilerIds: number[];
    reviewerId: number;
    rows?: number;
    connectedCompanyId?: number;
  },
): Promise<{ recoId: number; iterationId: number }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bff-reco-run-'));
  await writeVendorLedgers(path.join(dir, 'b.xlsx'), path.join(dir, 'c.xlsx'), {
    rows: options.rows ?? 300,
    from: '2024-04-01',
    to: '2025-03-31',
    ourName: 'Acme Retail Pvt Ltd',
    partyName: 'Bharat Steel Supplies',
  });
  const files = {
    books: await readFile(path.join(dir, 'b.xlsx')),
    counterparty: await readFile(path.join(dir, 'c.xlsx')),
  };
  await rm(dir, { recursive: true, force: true });

  const project = await ok<{ createRecoProject: { id: number } }>(
    kit,
    owner,
    'mutation P($input: CreateRecoProjectInput!) { createRecoProject(input: $input) { id } }',
    {
      input: {
        name: options.name,
        kind: 'VENDOR',
        periodFrom: '2024-04-01',
        periodTo: '2025-03-31',
        reconcilerIds: options.reconcilerIds,
        reviewerIds: [options.reviewerId],
      },
    },
  );
  const party = await ok<{ createRecoParty: { id: number } }>(
    kit,
    owner,
    'mutation P($input: CreateRecoPartyInput!) { createRecoParty(input: $input) { id } }',
    {
      input: {
        name: 'Bharat Steel Supplies',
        ...(options.connectedCompanyId ? { connectedCompanyId: options.connectedCompanyId } : {}),
      },
    },
  );
  const created = await ok<{ createReco: { id: number; currentIterationId: number } }>(
    kit,
    owner,
    'mutation R($input: CreateRecoInput!) { createReco(input: $input) { id currentIterationId } }',
    {
      input: {
        projectId: project.createRecoProject.id,
        partyId: party.createRecoParty.id,
        reviewerId: options.reviewerId,
      },
    },
  );
  const recoId = created.createReco.id;
  const iterationId = created.createReco.currentIterationId;
  for (const side of ['books', 'counterparty'] as const) {
    const res = await request(kit.bff.app.server)
      .post(`/files/reco/iterations/${iterationId}/ledger?side=${side}`)
      .set(owner.headers)
      .attach('file', files[side], `${side}.xlsx`);
    if (res.status !== 201) throw new Error(`upload ${side}: ${res.status} ${res.text}`);
    const { mapping } = res.body as {
      mapping: { columns: { field: string | null; column: number }[]; headerRow: number };
    };
    await ok(
      kit,
      owner,
      'mutation C($id: Int!, $input: MappingChoiceInput!) { confirmRecoMapping(iterationId: $id, input: $input) { id } }',
      {
        id: iterationId,
        input: {
          side: side.toUpperCase(),
          columns: mapping.columns
            .filter((c) => c.field !== null)
            .map((c) => ({ field: c.field, column: c.column })),
          headerRow: mapping.headerRow,
        },
      },
    );
  }
  await ok(kit, owner, 'mutation S($id: Int!) { startReco(recoId: $id) { state } }', {
    id: recoId,
  });
  let state = 'RUNNING';
  for (let i = 0; i < 300 && state === 'RUNNING'; i++) {
    await new Promise((r) => setTimeout(r, 200));
    state = (
      await ok<{ reco: { state: string } }>(
        kit,
        owner,
        'query R($id: Int!) { reco(id: $id) { state } }',
        { id: recoId },
      )
    ).reco.state;
  }
  if (state !== 'OUTPUT_READY') throw new Error(`the run ended in ${state}`);
  return { recoId, iterationId };
}
