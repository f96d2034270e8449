import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { PosoSettings, toPosoSettings } from './poso-settings.type.js';

@Resolver()
export class PosoSettingsResolver {
  @Authorized('company:read')
  @Query(() => PosoSettings, { description: "The active company's purchase/sales rules." })
  async posoSettings(@Ctx() context: RequestContext): Promise<PosoSettings> {
    return toPosoSettings(await context.poso.settings());
  }

  @Authorized('company:admin')
  @Mutation(() => PosoSettings, {
    description:
      'Switches separation of duties on or off for the active company (company administrators); every change is written to the company audit.',
  })
  async updatePosoSettings(
    @Arg('separationOfDuties', () => Boolean, {
      description: 'Whether the author and the approver of a document must be different people.',
    })
    separationOfDuties: boolean,
    @Ctx() context: RequestContext,
  ): Promise<PosoSettings> {
    return toPosoSettings(
      await context.poso.updateSettings({ separation_of_duties: separationOfDuties }),
    );
  }
}
