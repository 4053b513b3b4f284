import type {
  BusinessApplication,
  Interview as InterviewDto,
  StudentApplication,
} from '@yrkesbro/contracts';

/** Applications joined with their job, company, student and interview; `a` is applications. */
export const APPLICATION_SELECT = `
  SELECT a.id, a.status, a.created_at, a.cover_letter, a.resume_url,
         j.id AS job_uuid, j.title AS job_title,
         coalesce(b.company_name, j.poster_company) AS business_name,
         u.id AS student_uuid, u.email AS student_email, sp.school,
         i.interview_date, i.interview_time, i.meeting_type, i.location AS interview_location
    FROM applications a
    JOIN jobs j ON j.id = a.job_id
    LEFT JOIN businesses b ON b.id = j.business_id
    JOIN users u ON u.id = a.student_id
    LEFT JOIN student_profiles sp ON sp.user_id = u.id
    LEFT JOIN interviews i ON i.application_id = a.id`;

export interface ApplicationRow {
  id: string;
  status: StudentApplication['status'];
  created_at: Date;
  cover_letter: string;
  resume_url: string;
  job_uuid: string;
  job_title: string;
  business_name: string;
  student_uuid: string;
  student_email: string;
  school: string | null;
  interview_date: string | Date | null;
  interview_time: string | null;
  meeting_type: InterviewDto['meetingType'] | null;
  interview_location: string | null;
}

function interviewOf(row: ApplicationRow): InterviewDto | null {
  if (!row.interview_date || !row.interview_time || !row.meeting_type) return null;
  const date =
    row.interview_date instanceof Date
      ? row.interview_date.toISOString().slice(0, 10)
      : String(row.interview_date);
  return {
    interviewDate: date,
    interviewTime: row.interview_time,
    meetingType: row.meeting_type,
    location: row.interview_location ?? '',
  };
}

export function toStudentApplication(row: ApplicationRow): StudentApplication {
  return {
    id: row.id,
    job_title: row.job_title,
    job_uuid: row.job_uuid,
    business_name: row.business_name,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    cover_letter: row.cover_letter,
    resume_url: row.resume_url,
    interview: interviewOf(row),
  };
}

/** The student's name and picture arrive with the student profile; until then the e-mail names them. */
export function toBusinessApplication(row: ApplicationRow): BusinessApplication {
  return {
    application_uuid: row.id,
    application_status: row.status,
    status: row.status,
    job_uuid: row.job_uuid,
    job_title: row.job_title,
    uuid: row.student_uuid,
    name: row.student_email,
    email: row.student_email,
    title: row.job_title,
    headline: row.school ? `Elev ved ${row.school}` : '',
    location: '',
    profile_picture_url: null,
    created_at: new Date(row.created_at).toISOString(),
    cover_letter: row.cover_letter,
    resume_url: row.resume_url,
    interview: interviewOf(row),
  };
}
