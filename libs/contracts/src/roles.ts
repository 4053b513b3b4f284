export const ROLES = ['student', 'business', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may choose when registering; admin is created by configuration only. */
export const SELF_REGISTER_ROLES = ['student', 'business'] as const;
export type SelfRegisterRole = (typeof SELF_REGISTER_ROLES)[number];

/** Where each role lands after login (seed 1, Route guards). */
export function dashboardPathFor(role: Role | string | undefined): string {
  switch (role) {
    case 'student':
      return '/student/dashboard';
    case 'business':
      return '/business/dashboard';
    case 'admin':
      return '/admin/dashboard';
    default:
      return '/dashboard';
  }
}
