import type { Job, JobStatus, JobType } from '@yrkesbro/contracts';

/**
 * The one SELECT every job answer is built from: the job with its company (or the poster of a
 * job without an account), its vocation and how many have applied. `j` is the jobs table. The
 * company's, vocation's and applications' columns belong to other domains; they are display
 * columns read in the same statement so that a page of jobs stays one query (the count uses
 * applications_job_idx). The e-mail shown is the public contact e-mail the company (or the
 * poster without an account) chose, never an account's login e-mail.
 */
export const JOB_COLUMNS = `
  j.id, j.title, j.description, j.requirements, j.location, j.salary_min, j.salary_max,
  j.vocation_id, v.name AS vocation_name, j.job_type, j.status, j.created_at,
  (SELECT count(*) FROM applications a WHERE a.job_id = j.id)::int AS application_count,
  b.id AS business_uuid, coalesce(b.company_name, j.poster_company) AS company_name,
  b.location AS business_location,
  CASE WHEN j.business_id IS NULL THEN j.contact_email ELSE b.contact_email END AS business_email,
  b.phone_number, b.website, b.logo_url`;

export const JOB_JOINS = `
  JOIN vocations v ON v.id = j.vocation_id
  LEFT JOIN businesses b ON b.id = j.business_id`;

export interface JobRow {
  id: string;
  title: string;
  description: string;
  requirements: string[];
  location: string;
  salary_min: number;
  salary_max: number;
  vocation_id: number;
  vocation_name: string;
  job_type: JobType;
  status: JobStatus;
  created_at: Date;
  application_count: number;
  business_uuid: string | null;
  company_name: string;
  business_location: string | null;
  business_email: string | null;
  phone_number: string | null;
  website: string | null;
  logo_url: string | null;
}

export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    uuid: row.id,
    title: row.title,
    description: row.description,
    requirements: row.requirements,
    location: row.location,
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    vocation_id: row.vocation_id,
    vocation_name: row.vocation_name,
    job_type: row.job_type,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    application_count: row.application_count,
    business_uuid: row.business_uuid,
    business_name: row.company_name,
    company_name: row.company_name,
    business_location: row.business_location,
    business_email: row.business_email,
    phone_number: row.phone_number,
    website: row.website,
    logo: row.logo_url,
  };
}
