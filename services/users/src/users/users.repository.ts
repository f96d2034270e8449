import type { Db } from '@concord/db';

const USER_COLUMNS = [
  'u.user_id',
  'u.user_name',
  'u.user_email',
  'u.first_name',
  'u.last_name',
  'u.user_status',
  'u.is_platform_admin',
] as const;

export type UserRow = {
  user_id: number;
  user_name: string;
  user_email: string;
  first_name: string;
  last_name: string;
  user_status: boolean;
  is_platform_admin: boolean;
};

export async function findUserById(db: Db, userId: number): Promise<UserRow | undefined> {
  return db
    .selectFrom('core.users as u')
    .select(USER_COLUMNS)
    .where('u.user_id', '=', userId)
    .executeTakeFirst();
}

export async function findCredentialsByUserName(
  db: Db,
  userName: string,
): Promise<(UserRow & { password_hash: string }) | undefined> {
  return db
    .selectFrom('core.users as u')
    .select([...USER_COLUMNS, 'u.password_hash'])
    .where((eb) => eb(eb.fn('lower', ['u.user_name']), '=', userName.toLowerCase()))
    .executeTakeFirst();
}

export async function findPasswordHash(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('core.users')
    .select('password_hash')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.password_hash;
}

export async function updateUserProfile(
  db: Db,
  userId: number,
  changes: Partial<Pick<UserRow, 'first_name' | 'last_name' | 'user_email'>>,
): Promise<UserRow | undefined> {
  return db
    .updateTable('core.users as u')
    .set(changes)
    .where('u.user_id', '=', userId)
    .returning(USER_COLUMNS)
    .executeTakeFirst();
}

export async function updatePasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('core.users')
    .set({ password_hash: passwordHash })
    .where('user_id', '=', userId)
    .execute();
}

export async function listCompanyUsers(
  db: Db,
  companyId: number,
): Promise<(UserRow & { role: string; scopes: string[] })[]> {
  return db
    .selectFrom('core.memberships as m')
    .innerJoin('core.users as u', 'u.user_id', 'm.user_id')
    .select([...USER_COLUMNS, 'm.role', 'm.scopes'])
    .where('m.company_id', '=', companyId)
    .orderBy('u.user_name')
    .execute();
}

export async function isMemberOf(db: Db, userId: number, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('core.memberships')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row !== undefined;
}
