import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';
import { Company } from '../companies/company.type.js';
import { User } from '../users/user.type.js';

@ObjectType({ description: 'The result of signing in.' })
export class AuthPayload {
  @Field(() => String, { description: 'Bearer token for the Authorization header.' })
  accessToken!: string;

  @Field(() => DateTimeISOResolver, { description: 'When the token stops being accepted.' })
  expiresAt!: Date;

  @Field(() => User, { description: 'The signed-in user.' })
  user!: User;
}

@ObjectType({
  description:
    'A token scoped to one company. Send schemaName and database as x-dts-schema and x-dts-database with later calls.',
})
export class CompanySession {
  @Field(() => String, {
    description: "Bearer token carrying the company's scopes; replaces the sign-in token.",
  })
  accessToken!: string;

  @Field(() => DateTimeISOResolver, { description: 'When the token stops being accepted.' })
  expiresAt!: Date;

  @Field(() => Company, { description: 'The chosen company.' })
  company!: Company;

  @Field(() => [String], { description: "The user's scopes in the chosen company." })
  permissions!: string[];

  @Field(() => String, { description: "The company's schema name, sent as x-dts-schema." })
  schemaName!: string;

  @Field(() => String, { description: "The company's database name, sent as x-dts-database." })
  database!: string;
}
