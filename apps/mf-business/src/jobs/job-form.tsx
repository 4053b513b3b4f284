import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  JOB_STATUSES,
  JOB_STATUS_LABELS,
  JOB_TYPE_LABELS,
  jobSchema,
  splitRequirements,
} from '@yrkesbro/contracts';
import type { Job, JobRequest, JobStatus, JobType, Vocation } from '@yrkesbro/contracts';
import { useFormik } from 'formik';
import { chipList, Link as RouterLink, formatSalary, wrappingChip } from '@yrkesbro/ui';
import {
  FormField,
  SubmitButton,
  UnsavedChangesQuestion,
  useFormDraft,
  draftKey,
  DraftNotice,
  useLeaveGuard,
} from '@yrkesbro/forms';
import { selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { NoChoice } from '@yrkesbro/ui/text-field';
import { useVocations } from '../components/use-vocations.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS.jobForm;

/** The job types a business can choose in this form (the public quick form has others). */
export const FORM_JOB_TYPES = [
  'full-time',
  'part-time',
  'contract',
  'internship',
  'apprenticeship',
] as const satisfies readonly JobType[];
type FormJobType = (typeof FORM_JOB_TYPES)[number];

/** What the form holds: requirements as typed text, numbers empty until given. */
export interface JobFormValues {
  title: string;
  description: string;
  requirements: string;
  location: string;
  salary_min: number | '';
  salary_max: number | '';
  vocation_id: number | '';
  job_type: FormJobType | '';
  status: JobStatus;
}

/** A new job: salaries default to 1 (seed 1, section 9) and the status to open. */
export const NEW_JOB: JobFormValues = {
  title: '',
  description: '',
  requirements: '',
  location: '',
  salary_min: 1,
  salary_max: 1,
  vocation_id: '',
  job_type: '',
  status: 'open',
};

/** A saved job as form values; a type this form does not offer must be chosen again. */
export function jobFormValues(job: Job): JobFormValues {
  return {
    title: job.title,
    description: job.description,
    requirements: job.requirements.join('\n'),
    location: job.location,
    salary_min: job.salary_min,
    salary_max: job.salary_max,
    vocation_id: job.vocation_id,
    job_type: (FORM_JOB_TYPES as readonly JobType[]).includes(job.job_type)
      ? (job.job_type as FormJobType)
      : '',
    status: job.status,
  };
}

/**
 * The job create/edit form, validated with the contracts' `jobSchema`. `onSubmit` receives
 * the request as the API takes it (requirements split into a list) and reports the outcome;
 * on a failure the typed values stay.
 */
export function JobForm({
  draftName,
  initialValues,
  onSubmit,
  savedVocation,
  submitLabel,
  busyLabel,
}: {
  /** Names this form's draft in the tab (a new job, or the job being changed). */
  draftName: string;
  initialValues: JobFormValues;
  /** The saved job's vocation, a valid choice until the list of vocations arrives. */
  savedVocation?: Vocation;
  /** Saves; resolves to the page to go to once saved, or undefined when it was not. */
  onSubmit: (request: JobRequest) => Promise<string | undefined>;
  submitLabel: string;
  busyLabel: string;
}) {
  const { vocations: loaded } = useVocations();
  const vocations = loaded.length > 0 || !savedVocation ? loaded : [savedVocation];
  const form = useFormik<JobFormValues>({
    initialValues,
    validationSchema: jobSchema,
    onSubmit: async (values) => {
      const next = await onSubmit(jobSchema.cast(values, { stripUnknown: true }) as JobRequest);
      if (!next) return;
      draft.discard();
      guard.proceed(next);
    },
  });
  const user = useAppSelector(selectCurrentUser);
  const draft = useFormDraft(draftKey('job-form', user?.id, draftName), form);
  const guard = useLeaveGuard(form.dirty, draft.discard);

  const requirements = splitRequirements(form.values.requirements);
  const { salary_min: min, salary_max: max } = form.values;
  const salaryPreview =
    typeof min === 'number' && typeof max === 'number' && min > 0 && max >= min
      ? formatSalary(min, max)
      : undefined;

  return (
    <Card sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        component="form"
        noValidate
        onSubmit={form.handleSubmit}
        spacing={2}
        aria-label={T.label}
      >
        <DraftNotice draft={draft} form={form} />
        <FormField form={form} name="title" label={T.title} required />
        <FormField
          form={form}
          name="description"
          label={T.description}
          required
          multiline
          minRows={5}
        />
        <FormField
          form={form}
          name="requirements"
          label={T.requirements}
          required
          multiline
          minRows={3}
          helperText={T.requirementsHelp}
        />
        {requirements.length > 0 && (
          <Box>
            <Typography id="requirements-preview" variant="body2" color="textSecondary">
              {T.requirementsSaved(requirements.length)}
            </Typography>
            <Box component="ul" aria-labelledby="requirements-preview" sx={{ ...chipList, mt: 1 }}>
              {requirements.map((requirement, index) => (
                <li key={`${index}-${requirement}`}>
                  <Chip label={requirement} size="small" sx={wrappingChip} />
                </li>
              ))}
            </Box>
          </Box>
        )}
        <Box sx={twoColumns}>
          <FormField form={form} name="location" label={T.location} required />
          <FormField form={form} name="vocation_id" label={T.vocation} required select>
            <NoChoice />
            {vocations.map((vocation) => (
              <option key={vocation.id} value={vocation.id}>
                {vocation.name}
              </option>
            ))}
          </FormField>
          <FormField
            form={form}
            name="salary_min"
            label={T.salaryMin}
            required
            type="number"
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
          />
          <FormField
            form={form}
            name="salary_max"
            label={T.salaryMax}
            required
            type="number"
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
            helperText={salaryPreview && T.salaryPreview(salaryPreview)}
          />
          <FormField form={form} name="job_type" label={T.jobType} required select>
            <NoChoice />
            {FORM_JOB_TYPES.map((type) => (
              <option key={type} value={type}>
                {JOB_TYPE_LABELS[type]}
              </option>
            ))}
          </FormField>
          <FormField
            form={form}
            name="status"
            label={T.status}
            required
            select
            helperText={T.statusHelp}
          >
            {JOB_STATUSES.map((status) => (
              <option key={status} value={status}>
                {JOB_STATUS_LABELS[status]}
              </option>
            ))}
          </FormField>
        </Box>
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'flex-end' }}
        >
          <Button component={RouterLink} to="/business/dashboard" size="large" color="inherit">
            {T.cancel}
          </Button>
          <SubmitButton busy={form.isSubmitting} busyLabel={busyLabel}>
            {submitLabel}
          </SubmitButton>
        </Stack>
      </Stack>
      <UnsavedChangesQuestion guard={guard} dirty={form.dirty} />
    </Card>
  );
}

const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  alignItems: 'start',
} as const;
