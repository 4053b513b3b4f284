/** How long a group mail's title and message may be. */
export const GROUP_MAIL_TITLE_MAX = 200;
export const GROUP_MAIL_MESSAGE_MAX = 20000;

/** The admin dashboard's texts (seed 2, section 8). */
export const ADMIN_MESSAGES = {
  fetchFailed: 'Failed to fetch data',
  completeAllFields: 'Vennligst fyll ut alle felt.',
  titleTooLong: `Tittelen kan være på høyst ${GROUP_MAIL_TITLE_MAX} tegn.`,
  // GROUP_MAIL_MESSAGE_MAX written as Norwegian writes it.
  messageTooLong: 'Meldingen kan være på høyst 20 000 tegn.',
  titleNotText: 'Tittelen må være tekst.',
  messageNotText: 'Meldingen må være tekst.',
  recipientsFailed: 'Kunne ikke hente e-postadresser.',
  historyFailed: 'Kunne ikke hente e-posthistorikk.',
  historyEmpty: 'Ingen e-posthistorikk ennå',
  someMailsFailed: 'Noen e-poster kunne ikke sendes.',
  mailsFailed: 'Kunne ikke sende e-poster.',
  mailsSent: (count: number) =>
    `E-post sendt til ${count} ${count === 1 ? 'mottaker' : 'mottakere'}.`,
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
  /** Group-mail copies waiting in the queue, and copies given up on after every retry. */
  mails_queued: number;
  mails_failed: number;
}

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

export const MAILING_GROUPS = ['student', 'business'] as const;
export type MailingGroup = (typeof MAILING_GROUPS)[number];

/** The mailing is stored and queued; the worker sends it, the history shows how far it got. */
export interface GroupMailResponse {
  successful: boolean;
  recipientCount: number;
  uuid: string;
}

/** One row of GET /api/admin/emails/history. */
export interface MailingHistoryEntry {
  uuid: string;
  title: string;
  msg: string;
  group: MailingGroup;
  /** Null while recipients are still queued; then whether every one was sent. */
  successful: boolean | null;
  /** When the admin sent it (ISO timestamp). */
  sendt: string;
  recipient_count: number;
  queued: number;
  sent: number;
  failed: number;
  /** Recipients who unsubscribed before their mail went out. */
  skipped: number;
}
