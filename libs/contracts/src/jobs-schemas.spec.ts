import { JOB_MESSAGES } from './jobs.ts';
import { jobSchema, publicJobSchema } from './jobs-schemas.ts';
import { messagesOf } from './testing/messages-of.ts';

const job = {
  title: 'Lærling elektriker',
  description: 'Bli med i et lag som bygger Norge.',
  requirements: 'Fagbrev, førerkort',
  location: 'Bergen',
  salary_min: 300_000,
  salary_max: 400_000,
  vocation_id: 1,
  job_type: 'apprenticeship',
  status: 'open',
};

const errorsOf = (values: object) => messagesOf(jobSchema, values);

describe('the salary range of a job', () => {
  it('refuses a maximum of 0 beside a minimum of 0, with both messages', async () => {
    const errors = await errorsOf({ ...job, salary_min: 0, salary_max: 0 });
    expect(errors).toEqual(
      expect.arrayContaining([JOB_MESSAGES.salaryMinPositive, JOB_MESSAGES.salaryMaxPositive]),
    );
  });

  it('refuses a maximum below the minimum', async () => {
    expect(await errorsOf({ ...job, salary_max: 299_999 })).toEqual([
      JOB_MESSAGES.salaryMaxAtLeastMin,
    ]);
  });

  it('takes a maximum equal to the minimum', async () => {
    expect(await errorsOf({ ...job, salary_max: 300_000 })).toEqual([]);
  });

  it('refuses a maximum of 0 on the quick form too', async () => {
    await expect(
      publicJobSchema.validate({
        ...job,
        job_type: 'full-time',
        email: 'post@firma.no',
        company_name: 'Firma AS',
        salary_max: 0,
      }),
    ).rejects.toThrow(JOB_MESSAGES.salaryMaxPositive);
  });
});

describe('the requirements of a job', () => {
  it('say which limit a requirement or the list passes', async () => {
    expect(await errorsOf({ ...job, requirements: `Fagbrev, ${'x'.repeat(201)}` })).toEqual([
      JOB_MESSAGES.requirementTooLong,
    ]);
    const many = Array.from({ length: 31 }, (_, n) => `Krav ${n + 1}`).join('\n');
    expect(await errorsOf({ ...job, requirements: many })).toEqual([
      JOB_MESSAGES.tooManyRequirements,
    ]);
    expect(await errorsOf({ ...job, title: 'x'.repeat(151) })).toEqual([
      'Teksten kan ha høyst 150 tegn',
    ]);
  });
});
