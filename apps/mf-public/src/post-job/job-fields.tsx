import Box from '@mui/material/Box';
import { useGetVocationsQuery } from '@yrkesbro/api-client';
import {
  JOB_STATUSES,
  JOB_STATUS_LABELS,
  JOB_TYPE_LABELS,
  managedJobSchema,
} from '@yrkesbro/contracts';
import type { Job, JobStatus, JobType } from '@yrkesbro/contracts';
import { FormField } from '@yrkesbro/forms';
import { NoChoice } from '@yrkesbro/ui/text-field';
import type { FormikProps } from 'formik';
import { TEXTS } from './texts.ts';

const T = TEXTS.jobFields;

/** The job types the public quick form offers (seed 1, section 5). */
export const PUBLIC_JOB_TYPES: readonly JobType[] = [
  'full-time',
  'part-time',
  'internship',
  'temporary',
];

/** The job as the quick form and the manage page hold it; who is posting is asked apart. */
export const quickJobSchema = managedJobSchema.omit(['contact_email']);

export interface QuickJobForm {
  title: string;
  description: string;
  /** Typed as text; split by comma or newline when sent. */
  requirements: string;
  location: string;
  vocation_id: number | '';
  job_type: JobType;
  status: JobStatus;
  salary_min: number | '';
  salary_max: number | '';
}

export const EMPTY_JOB: QuickJobForm = {
  title: '',
  description: '',
  requirements: '',
  location: '',
  vocation_id: '',
  job_type: 'full-time',
  status: 'open',
  salary_min: 1,
  salary_max: 1,
};

/** A posted job back in the form, to be changed. */
export function jobFormValues(job: Job): QuickJobForm {
  return {
    title: job.title,
    description: job.description,
    requirements: job.requirements.join('\n'),
    location: job.location,
    vocation_id: job.vocation_id,
    job_type: PUBLIC_JOB_TYPES.includes(job.job_type) ? job.job_type : 'full-time',
    status: job.status,
    salary_min: job.salary_min,
    salary_max: job.salary_max,
  };
}

/** The job's fields of /jobs/post, shared by the page that manages a posted job. */
export function JobFields<T extends QuickJobForm>({ form }: { form: FormikProps<T> }) {
  const vocations = useGetVocationsQuery();
  const field = { form, required: true } as const;
  return (
    <>
      <FormField {...field} name="title" label={T.title} />
      <FormField {...field} name="description" label={T.description} multiline minRows={5} />
      <FormField
        {...field}
        name="requirements"
        label={T.requirements}
        multiline
        minRows={3}
        helperText={T.requirementsHint}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormField {...field} name="location" label={T.location} />
        <FormField
          {...field}
          name="vocation_id"
          label={T.vocation}
          select
          helperText={vocations.isError ? T.vocationsFailed : undefined}
        >
          <NoChoice />
          {(vocations.data ?? []).map((vocation) => (
            <option key={vocation.id} value={vocation.id}>
              {vocation.name}
            </option>
          ))}
          {vocations.isFetching && (
            <option value="" disabled>
              {T.vocationsLoading}
            </option>
          )}
        </FormField>
        <FormField {...field} name="job_type" label={T.jobType} select>
          {PUBLIC_JOB_TYPES.map((type) => (
            <option key={type} value={type}>
              {JOB_TYPE_LABELS[type]}
            </option>
          ))}
        </FormField>
        <FormField {...field} name="status" label={T.status} select>
          {JOB_STATUSES.map((status) => (
            <option key={status} value={status}>
              {JOB_STATUS_LABELS[status]}
            </option>
          ))}
        </FormField>
        <FormField
          {...field}
          name="salary_min"
          label={T.salaryMin}
          type="number"
          slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
        />
        <FormField
          {...field}
          name="salary_max"
          label={T.salaryMax}
          type="number"
          slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
        />
      </Box>
    </>
  );
}
