import type { Role } from '@yrkesbro/contracts';

export interface DemoAccount {
  email: string;
  password: string;
  role: Role;
  label: string;
  school?: string;
  company?: { name: string; organizationNumber: string };
}

/** Demo logins for local development only; the seed refuses to run in production. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'elev@yrkesbro.no',
    password: 'Elev1234',
    role: 'student',
    label: 'Elev (student)',
    school: 'Bergen tekniske fagskole',
  },
  {
    email: 'bedrift@yrkesbro.no',
    password: 'Bedrift1234',
    role: 'business',
    label: 'Bedrift',
    company: { name: 'Rørleggermester Hansen AS', organizationNumber: '912345678' },
  },
];
