export type Scope =
  | 'po:read'
  | 'po:write'
  | 'po:approve'
  | 'invoice:read'
  | 'invoice:write'
  | 'invoice:approve'
  | 'payment:read'
  | 'payment:write'
  | 'company:admin';

export type Caller = {
  userId: number;
  companyId: number;
  schema: string;
  scopes: readonly string[];
};

export function hasScope(caller: Pick<Caller, 'scopes'>, ...anyOf: Scope[]): boolean {
  return anyOf.some((s) => caller.scopes.includes(s));
}
