import {
  Arg,
  Authorized,
  Ctx,
  FieldResolver,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { graphQLError, ErrorCode } from '../../upstream/error-mapping.js';
import { toUser, User } from '../users/user.type.js';
import { MappingChoiceInput } from './reco-iteration.input.js';
import { RecoIteration, toRecoIteration } from './reco-iteration.type.js';

@Resolver(() => RecoIteration)
export class RecoIterationResolver {
  @Authorized('reco:read')
  @Query(() => RecoIteration, {
    description: 'One iteration (vendor-customer/period/{recoIterationId}).',
  })
  async recoIteration(
    @Arg('id', () => Int, { description: 'Iteration id.' }) id: number,
    @Ctx() context: RequestContext,
  ): Promise<RecoIteration> {
    return toRecoIteration(await context.loaders.iteration.load(id));
  }

  @Authorized('reco:read')
  @Query(() => [RecoIteration], {
    description: 'Every iteration of a reconciliation, newest first.',
  })
  async recoIterations(
    @Arg('recoId', () => Int, { description: 'Reconciliation id.' }) recoId: number,
    @Ctx() context: RequestContext,
  ): Promise<RecoIteration[]> {
    const rows = await context.reco.iterations(recoId);
    for (const row of rows) context.loaders.iteration.prime(row.iteration_id, row);
    return rows.map(toRecoIteration);
  }

  @Authorized('reco:write')
  @Mutation(() => RecoIteration, {
    description:
      "Confirms or corrects one file's column roles; the file is read again to check, and the mapping is remembered for the party. Reconciler only.",
  })
  async confirmRecoMapping(
    @Arg('iterationId', () => Int, { description: 'Iteration id.' }) iterationId: number,
    @Arg('input', () => MappingChoiceInput, { description: 'The roles.' })
    input: MappingChoiceInput,
    @Ctx() context: RequestContext,
  ): Promise<RecoIteration> {
    const columns: Record<string, number> = {};
    for (const c of input.columns) {
      if (columns[c.field] !== undefined)
        throw graphQLError('Each role can be given to one column only', ErrorCode.BadUserInput, {
          fields: { columns: `${c.field} is given twice` },
        });
      columns[c.field] = c.column;
    }
    const row = await context.reco.confirmMapping(iterationId, {
      side: input.side,
      columns,
      ...(input.headerRow ? { header_row: input.headerRow } : {}),
    });
    context.loaders.iteration.prime(row.iteration_id, row);
    return toRecoIteration(row);
  }

  @FieldResolver(() => User, { nullable: true, description: 'Who started the iteration.' })
  async createdBy(@Root() iteration: RecoIteration, @Ctx() context: RequestContext) {
    return toUser(await context.loaders.user.load(iteration.createdByUserId));
  }

  @FieldResolver(() => String, {
    description:
      'BFF route of the latest result: the modified workbook when there is one, else the output (spec download_latest_output_file).',
  })
  latestOutputPath(@Root() iteration: RecoIteration): string {
    return `/files/reco/iterations/${iteration.id}/latest-output`;
  }

  @FieldResolver(() => String, {
    description:
      'BFF route to upload a ledger: POST multipart with `?side=books|counterparty`; answers the detected mapping.',
  })
  uploadPath(@Root() iteration: RecoIteration): string {
    return `/files/reco/iterations/${iteration.id}/ledger`;
  }
}
