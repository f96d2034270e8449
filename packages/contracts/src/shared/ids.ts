import { Type, type TSchema } from 'typebox';

/** A database id: positive and within PostgreSQL's integer. */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** `schema` or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
