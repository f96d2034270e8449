/** Every scope a token can carry. */
export const SCOPES = [
  'profile',
  'platform:admin',
  'company:read',
  'company:admin',
  'users:read',
  'users:invite',
  'tools:request',
  'po:read',
  'po:write',
  'po:approve',
  'invoice:read',
  'invoice:write',
  'invoice:approve',
  'payment:read',
  'payment:write',
  'reco:read',
  'reco:write',
  'reco:review',
] as const;

export type Scope = (typeof SCOPES)[number];

export const PROFILE_SCOPE: Scope = 'profile';
export const PLATFORM_ADMIN_SCOPE: Scope = 'platform:admin';

export const ROLES = [
  'owner',
  'admin',
  'approver',
  'finance',
  'reconciler',
  'reviewer',
  'viewer',
] as const;
export type Role = (typeof ROLES)[number];

/** Mirrored in docs/decisions.md ("Roles and scopes"); change both together. */
export const ROLE_SCOPES: Readonly<Record<Role, readonly Scope[]>> = Object.freeze({
  owner: [
    'company:read',
    'company:admin',
    'users:read',
    'users:invite',
    'tools:request',
    'po:read',
    'po:write',
    'po:approve',
    'invoice:read',
    'invoice:write',
    'invoice:approve',
    'payment:read',
    'payment:write',
    'reco:read',
    'reco:write',
    'reco:review',
  ],
  admin: [
    'company:read',
    'company:admin',
    'users:read',
    'users:invite',
    'tools:request',
    'po:read',
    'po:write',
    'invoice:read',
    'invoice:write',
    'payment:read',
    'reco:read',
    'reco:write',
  ],
  approver: [
    'company:read',
    'users:read',
    'po:read',
    'po:approve',
    'invoice:read',
    'invoice:approve',
    'payment:read',
    'payment:write',
  ],
  finance: [
    'company:read',
    'users:read',
    'invoice:read',
    'invoice:approve',
    'payment:read',
    'payment:write',
    'po:read',
  ],
  reconciler: ['company:read', 'users:read', 'reco:read', 'reco:write'],
  reviewer: ['company:read', 'users:read', 'reco:read', 'reco:review'],
  viewer: ['company:read', 'users:read', 'po:read', 'invoice:read', 'payment:read', 'reco:read'],
});

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

/** A membership's scopes: its role's scopes plus any granted on the membership itself. */
export function scopesForMembership(role: string, extraScopes: readonly string[] = []): Scope[] {
  const base = isRole(role) ? ROLE_SCOPES[role] : [];
  const all = new Set<Scope>(base);
  for (const s of extraScopes) if (isScope(s) && s !== PLATFORM_ADMIN_SCOPE) all.add(s);
  return [...all].sort();
}

/** Scopes a user holds without a company: their own profile, and the admin area for platform admins. */
export function personalScopes(isPlatformAdmin: boolean): Scope[] {
  return isPlatformAdmin ? [PLATFORM_ADMIN_SCOPE, PROFILE_SCOPE] : [PROFILE_SCOPE];
}
