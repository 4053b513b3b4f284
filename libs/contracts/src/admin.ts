import { number, object, string } from 'yup';
import type { InferType } from 'yup';

/** The admin dashboard's texts (seed 2, section 8). */
export const ADMIN_MESSAGES = {
  fetchFailed: 'Failed to fetch data',
  completeAllFields: 'Vennligst fyll ut alle felt',
  recipientsFailed: 'Kunne ikke hente e-postadresser',
  historyFailed: 'Kunne ikke hente e-posthistorikk',
  historyEmpty: 'Ingen e-posthistorikk ennå',
  someMailsFailed: 'Noen e-poster kunne ikke sendes',
  mailsFailed: 'Kunne ikke sende e-poster',
  mailsSent: (count: number) => `E-post sendt til ${count} mottakere`,
} as const;

/** Answer of GET /api/admin/stats: the spec's four totals and what an operator reads beside them. */
export interface AdminStats {
  total_students: number;
  total_businesses: number;
  total_job_postings: number;
  total_applications: number;
  /** Student and business accounts created in the last seven days. */
  new_signups_week: number;
  open_job_postings: number;
}

/** Search and page of GET /api/admin/students and /api/admin/businesses. */
export const adminListSchema = object({
  q: string().trim().max(200).default(''),
  page: number().integer().min(1).default(1),
  limit: number().integer().min(1).max(100).default(20),
});
export type AdminListQuery = InferType<typeof adminListSchema>;

export interface AdminStudentRow {
  uuid: string;
  name: string | null;
  email: string;
  school: string;
  education_count: number;
  skills_count: number;
  profile_picture_url: string | null;
  completion_percentage: number;
}

export interface AdminBusinessRow {
  uuid: string;
  company_name: string;
  email: string;
  industry: string | null;
  job_postings_count: number;
  logo: string | null;
  completion_percentage: number;
}

export interface AdminPage<Row> {
  rows: Row[];
  total: number;
  page: number;
  limit: number;
}

/** Admin completion bar (seed 2, section 9): 80 or more green, 50 or more yellow, otherwise red. */
export function completionColour(percentage: number): 'green' | 'yellow' | 'red' {
  if (percentage >= 80) return 'green';
  if (percentage >= 50) return 'yellow';
  return 'red';
}
