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
         u.id AS student_uuid, sp.id AS profile_uuid, u.email AS student_email, sp.school, sp.name AS student_name,
         sp.headline, sp.location AS student_location,
         coalesce(sp.profile_picture_thumb_url, sp.profile_picture_url) AS student_picture,
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
  /** The student's user id (their calendar's owner). */
  student_uuid: string;
  /** Their profile's id, the address of /profile/{uuid}. */
  profile_uuid: string | null;
  student_email: string;
  school: string | null;
  student_name: string | null;
  headline: string | null;
  student_location: string | null;
  student_picture: string | null;
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

/** A student who has not filled in a name yet is named by the e-mail, and described by the school. */
export function toBusinessApplication(row: ApplicationRow): BusinessApplication {
  return {
    application_uuid: row.id,
    application_status: row.status,
    status: row.status,
    job_uuid: row.job_uuid,
    job_title: row.job_title,
    uuid: row.profile_uuid ?? '',
    name: row.student_name || row.student_email,
    email: row.student_email,
    title: row.job_title,
    headline: row.headline || (row.school ? `Elev ved ${row.school}` : ''),
    location: row.student_location ?? '',
    profile_picture_url: row.student_picture,
    created_at: new Date(row.created_at).toISOString(),
    cover_letter: row.cover_letter,
    resume_url: row.resume_url,
    interview: interviewOf(row),
  };
}
