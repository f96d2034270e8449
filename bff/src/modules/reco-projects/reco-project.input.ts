import { ArrayMaxSize, IsEmail, Length, Matches, MaxLength } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { PageArgs } from '../poso-shared/poso-shared.args.js';
import { LocalDateScalar } from '../poso-shared/scalars.js';
import { RecoKind } from '../reco-shared/reco-enums.js';

@InputType({ description: 'A new project.' })
export class CreateRecoProjectInput {
  @Field(() => String, { description: 'Name, unique in the company.' })
  @Length(1, 150, { message: 'Name must be 1 to 150 characters' })
  name!: string;

  @Field(() => RecoKind, { description: 'What it reconciles.' })
  kind!: RecoKind;

  @Field(() => LocalDateScalar, { description: 'First day of the period.' })
  periodFrom!: string;

  @Field(() => LocalDateScalar, { description: 'Last day of the period.' })
  periodTo!: string;

  @Field(() => [Int], { defaultValue: [], description: 'Members who reconcile (reco:write).' })
  @ArrayMaxSize(200)
  reconcilerIds!: number[];

  @Field(() => [Int], { defaultValue: [], description: 'Members who review (reco:review).' })
  @ArrayMaxSize(200)
  reviewerIds!: number[];
}

@InputType({ description: 'A new party.' })
export class CreateRecoPartyInput {
  @Field(() => String, { description: 'Name, unique in the company.' })
  @Length(1, 150, { message: 'Name must be 1 to 150 characters' })
  name!: string;

  @Field(() => Int, { nullable: true, description: 'A connected company on Concord.' })
  connectedCompanyId?: number | null;

  @Field(() => String, { nullable: true, description: 'GSTIN (15 characters).' })
  @Matches(/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][0-9A-Z]Z[0-9A-Z]$/, {
    message: 'Enter a valid GSTIN, for example 27AAPFU0939F1ZV',
  })
  gstin?: string | null;

  @Field(() => String, { nullable: true, description: 'PAN (10 characters).' })
  @Matches(/^[A-Z]{5}[0-9]{4}[A-Z]$/, { message: 'Enter a valid PAN, for example AAPFU0939F' })
  pan?: string | null;

  @Field(() => String, { nullable: true, description: 'Contact e-mail address.' })
  @IsEmail({}, { message: 'Enter a valid e-mail address' })
  contactEmail?: string | null;
}

@ArgsType()
export class RecoProjectListArgs extends PageArgs {
  @Field(() => RecoKind, { nullable: true, description: 'Only projects of this kind.' })
  kind?: RecoKind | null;
}

@ArgsType()
export class RecoPartyListArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Part of the name, GSTIN or PAN.' })
  @MaxLength(100)
  search?: string | null;
}
