import type {
  BusinessApplication,
  Interview as InterviewDto,
  StudentApplication,
} from '@yrkesbro/contracts';
import type { JobSummary } from '../jobs/jobs.service';
import type { Application } from './application.entity';
import type { Interview } from './interview.entity';

/** What an application is shown with, gathered from the domains that own each part. */
export interface ApplicationView {
  application: Application;
  job: JobSummary;
  student: {
    /** The student's user id (their calendar's owner). */
    userId: string;
    email: string;
    /** Their profile's id, the address of /profile/{uuid}. */
    profileUuid: string | null;
    name: string | null;
    headline: string | null;
    location: string | null;
    school: string | null;
    picture: string | null;
  };
  interview: Interview | null;
}

function interviewOf(interview: Interview | null): InterviewDto | null {
  if (!interview) return null;
  return {
    interviewDate: String(interview.interviewDate).slice(0, 10),
    interviewTime: interview.interviewTime,
    meetingType: interview.meetingType,
    location: interview.location ?? '',
  };
}

/** A student who has not filled in a name yet is named by the e-mail. */
export function studentName(view: ApplicationView): string {
  return view.student.name || view.student.email;
}

export function toStudentApplication(view: ApplicationView): StudentApplication {
  const { application, job } = view;
  return {
    id: application.id,
    job_title: job.title,
    job_uuid: job.id,
    job_open: job.open,
    business_name: job.businessName,
    business_user_id: job.businessUserId,
    status: application.status,
    created_at: application.createdAt.toISOString(),
    cover_letter: application.coverLetter,
    resume_url: application.resumeUrl,
    interview: interviewOf(view.interview),
  };
}

/** A student without a headline is described by the school. */
export function toBusinessApplication(view: ApplicationView): BusinessApplication {
  const { application, job, student } = view;
  return {
    application_uuid: application.id,
    application_status: application.status,
    status: application.status,
    job_uuid: job.id,
    job_title: job.title,
    uuid: student.profileUuid ?? '',
    student_user_id: student.userId,
    name: studentName(view),
    email: student.email,
    title: job.title,
    headline: student.headline || (student.school ? `Elev ved ${student.school}` : ''),
    location: student.location ?? '',
    profile_picture_url: student.picture,
    created_at: application.createdAt.toISOString(),
    cover_letter: application.coverLetter,
    resume_url: application.resumeUrl,
    interview: interviewOf(view.interview),
  };
}
