import { BadRequestException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { BUSINESS_MESSAGES, JOB_MESSAGES } from '@yrkesbro/contracts';
import type { JobRequest } from '@yrkesbro/contracts';
import type { Business } from '../businesses/business.entity';
import type { BusinessesService, CompanyProfile } from '../businesses/businesses.service';
import type { User } from '../users/user.entity';
import type { VocationsService } from '../vocations/vocations.service';
import type { Job } from './job.entity';
import type { JobRow } from './job-rows';
import type { JobsRepository, NewJob } from './jobs.repository';
import { JobsService } from './jobs.service';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The jobs table in memory; a job's view joins its company's name as the SQL does. */
class FakeJobs {
  rows: Job[] = [];
  private next = 100;

  constructor(private readonly companies: Business[]) {}

  async byId(id: string) {
    return this.rows.find((row) => row.id === id) ?? null;
  }

  async view(id: string) {
    const job = await this.byId(id);
    return job ? this.rowOf(job) : undefined;
  }

  async ofBusiness(businessId: string, includeDrafts: boolean) {
    return this.rows
      .filter(
        (job) =>
          job.businessId === businessId &&
          (job.status === 'open' || (includeDrafts && job.status === 'draft')),
      )
      .map((job) => this.rowOf(job));
  }

  async pendingApplicationsOf() {
    return 0;
  }

  async idsOfBusiness(businessId: string) {
    return this.rows.filter((job) => job.businessId === businessId).map((job) => job.id);
  }

  async summaries(ids: string[]) {
    return this.rows
      .filter((job) => ids.includes(job.id))
      .map((job) => ({
        id: job.id,
        title: job.title,
        business_name: this.rowOf(job).company_name,
        business_user_id: this.companies.find((c) => c.id === job.businessId)?.userId ?? null,
        status: job.status,
      }));
  }

  async insert(job: NewJob) {
    const id = uuid(++this.next);
    this.rows.push({ businessId: null, statusAfterVerification: null, ...job, id } as Job);
    return id;
  }

  async update(id: string, fields: Partial<Job>) {
    Object.assign((await this.byId(id))!, fields);
  }

  async delete(id: string) {
    this.rows = this.rows.filter((row) => row.id !== id);
  }

  private rowOf(job: Job): JobRow {
    const company = this.companies.find((b) => b.id === job.businessId);
    return {
      id: job.id,
      title: job.title,
      status: job.status,
      business_uuid: job.businessId,
      company_name: company?.companyName ?? job.posterCompany,
      application_count: 0,
      created_at: new Date('2027-03-01T10:00:00Z'),
    } as JobRow;
  }
}

const owner = { id: 'u-owner', role: 'business' } as User;
const rival = { id: 'u-rival', role: 'business' } as User;
const student = { id: 'u-student', role: 'student' } as User;
const newcomer = { id: 'u-new', role: 'business' } as User;
const filledIn = new Date('2026-11-01T10:00:00Z');
const ownCompany = {
  id: uuid(1),
  userId: owner.id,
  companyName: 'Lys og Kraft AS',
  profileCompletedAt: filledIn,
} as Business;
const rivalCompany = {
  id: uuid(2),
  userId: rival.id,
  companyName: 'Rivalen AS',
  profileCompletedAt: filledIn,
} as Business;

const request = (overrides: Partial<JobRequest> = {}): JobRequest => ({
  title: 'Lærling elektriker',
  description: 'Installasjon i bolig og næring.',
  requirements: ['Vg2 elenergi'],
  location: 'Bergen',
  salary_min: 200000,
  salary_max: 320000,
  vocation_id: 9,
  job_type: 'apprenticeship',
  status: 'open',
  ...overrides,
});

function setup() {
  const companies = [ownCompany, rivalCompany];
  const jobs = new FakeJobs(companies);
  const findOwn = async (user: User) => companies.find((b) => b.userId === user.id) ?? null;
  const businesses = {
    findOwn,
    ownBusinessId: async (user: User) => {
      const business = await findOwn(user);
      if (!business) throw new ForbiddenException(JOB_MESSAGES.notOwner);
      return business.id;
    },
  };
  const vocations = { exists: async (id: number) => id === 9 };
  const service = new JobsService(
    jobs as unknown as JobsRepository,
    businesses as unknown as BusinessesService,
    vocations as unknown as VocationsService,
  );
  return { service, jobs };
}

describe('JobsService', () => {
  describe('creating', () => {
    it('files the job under the owner’s company, open unless a draft is asked for', async () => {
      const { service, jobs } = setup();
      const created = await service.create(owner, request({ status: undefined }));
      expect(created).toMatchObject({ company_name: 'Lys og Kraft AS', status: 'open' });
      expect(jobs.rows[0]).toMatchObject({ businessId: ownCompany.id, salaryMax: 320000 });
      await service.create(owner, request({ status: 'draft' }));
      expect(jobs.rows[1].status).toBe('draft');
    });

    it('keeps a company whose profile is not filled in to drafts: an ad needs its company', async () => {
      const { service, jobs } = setup();
      ownCompany.profileCompletedAt = null;
      try {
        await expect(service.create(owner, request())).rejects.toThrow(
          BUSINESS_MESSAGES.profileRequiredToPublish,
        );
        const draft = await service.create(owner, request({ status: 'draft' }));
        await expect(service.update(owner, draft.uuid, request())).rejects.toThrow(
          BUSINESS_MESSAGES.profileRequiredToPublish,
        );
        expect(jobs.rows.map((row) => row.status)).toEqual(['draft']);
      } finally {
        ownCompany.profileCompletedAt = filledIn;
      }
    });

    it('refuses an account without a company (403) and a vocation that is none (400)', async () => {
      const { service, jobs } = setup();
      const noCompany = service.create(newcomer, request());
      await expect(noCompany).rejects.toThrow(ForbiddenException);
      await expect(noCompany).rejects.toThrow(JOB_MESSAGES.notOwner);
      const noVocation = service.create(owner, request({ vocation_id: 4711 }));
      await expect(noVocation).rejects.toThrow(BadRequestException);
      await expect(noVocation).rejects.toThrow(JOB_MESSAGES.vocationRequired);
      expect(jobs.rows).toEqual([]);
    });
  });

  describe('changing and deleting', () => {
    it('lets the owner change and delete the job', async () => {
      const { service, jobs } = setup();
      const { uuid: id } = await service.create(owner, request());
      expect(
        await service.update(owner, id, request({ title: 'Ny tittel', status: 'draft' })),
      ).toEqual({ jobId: id });
      expect(jobs.rows[0]).toMatchObject({ title: 'Ny tittel', status: 'draft' });
      await service.remove(owner, id);
      expect(jobs.rows).toEqual([]);
    });

    it('answers 403 for another company’s job and leaves it as it was', async () => {
      const { service, jobs } = setup();
      const { uuid: id } = await service.create(owner, request());
      for (const attempt of [
        () => service.update(rival, id, request({ title: 'Kapret' })),
        () => service.remove(rival, id),
        () => service.remove(newcomer, id),
      ]) {
        const refused = attempt();
        await expect(refused).rejects.toThrow(ForbiddenException);
        await expect(refused).rejects.toThrow(JOB_MESSAGES.notOwner);
      }
      expect(jobs.rows).toHaveLength(1);
      expect(jobs.rows[0].title).toBe('Lærling elektriker');
    });

    it('answers 404 for an unknown id, a malformed one and a job still waiting for its code', async () => {
      const { service, jobs } = setup();
      jobs.rows.push({ id: uuid(50), status: 'awaiting-verification', businessId: null } as Job);
      for (const id of [uuid(99), 'ikke-en-uuid', uuid(50)]) {
        await expect(service.update(owner, id, request())).rejects.toThrow(NotFoundException);
        await expect(service.remove(owner, id)).rejects.toThrow(NotFoundException);
      }
      expect(jobs.rows).toHaveLength(1);
    });
  });

  describe('who sees what', () => {
    it('shows an open job to anyone and a draft to its owner only', async () => {
      const { service } = setup();
      const open = await service.create(owner, request());
      const draft = await service.create(owner, request({ status: 'draft' }));
      expect((await service.findVisible(open.uuid)).uuid).toBe(open.uuid);
      expect((await service.findVisible(draft.uuid, owner)).status).toBe('draft');
      for (const viewer of [undefined, student, rival]) {
        await expect(service.findVisible(draft.uuid, viewer)).rejects.toThrow(NotFoundException);
      }
      await expect(service.findVisible('ikke-en-uuid')).rejects.toThrow(NotFoundException);
    });

    it('lists a company’s drafts to the owner only, with the count of open jobs', async () => {
      const { service } = setup();
      await service.create(owner, request());
      await service.create(owner, request({ status: 'draft' }));
      expect(await service.ownJobs(owner)).toMatchObject({ total: 2, active_jobs: 1 });
      expect(await service.jobsOfBusiness(ownCompany.id, owner)).toMatchObject({ total: 2 });
      expect(await service.jobsOfBusiness(ownCompany.id, rival)).toMatchObject({
        total: 1,
        active_jobs: 1,
      });
      expect(await service.jobsOfBusiness(ownCompany.id, student)).toMatchObject({ total: 1 });
      await expect(service.jobsOfBusiness('x', owner)).rejects.toThrow(NotFoundException);
      await expect(service.ownJobs(newcomer)).rejects.toThrow(ForbiddenException);
    });

    it('shows only open jobs on the company page, to the owner as well', async () => {
      const { service } = setup();
      const open = await service.create(owner, request());
      await service.create(owner, request({ status: 'draft' }));
      await service.create(rival, request());
      const page = await service.withOpenJobs({ uuid: ownCompany.id } as CompanyProfile);
      expect(page.active_jobs.map((job) => job.uuid)).toEqual([open.uuid]);
    });
  });

  describe('for the applications domain', () => {
    it('tells a job’s status, company and title; a job waiting for its code is not there', async () => {
      const { service, jobs } = setup();
      const draft = await service.create(owner, request({ status: 'draft' }));
      jobs.rows.push({ id: uuid(50), status: 'awaiting-verification', title: 'x' } as Job);
      expect(await service.jobForApplication(draft.uuid)).toEqual({
        id: draft.uuid,
        status: 'draft',
        businessId: ownCompany.id,
        title: 'Lærling elektriker',
        posterEmail: null,
      });
      expect(await service.jobForApplication(uuid(50))).toBeNull();
      expect(await service.jobForApplication(uuid(99))).toBeNull();
      expect(await service.jobForApplication('ikke-en-uuid')).toBeNull();
    });

    it('names jobs by id and lists every job of a company, drafts included', async () => {
      const { service, jobs } = setup();
      const open = await service.create(owner, request());
      const draft = await service.create(owner, request({ status: 'draft', title: 'Utkast' }));
      await service.create(rival, request());
      jobs.rows.push({
        id: uuid(50),
        title: 'Kokk',
        posterCompany: 'Sjøbua AS',
        status: 'open',
      } as Job);
      expect(await service.idsOfBusiness(ownCompany.id)).toEqual([open.uuid, draft.uuid]);
      const names = await service.summaries([draft.uuid, uuid(50), 'ikke-en-uuid', uuid(99)]);
      expect([...names.values()]).toEqual([
        {
          id: draft.uuid,
          title: 'Utkast',
          businessName: 'Lys og Kraft AS',
          businessUserId: ownCompany.userId,
          open: false,
        },
        {
          id: uuid(50),
          title: 'Kokk',
          businessName: 'Sjøbua AS',
          businessUserId: null,
          open: true,
        },
      ]);
      expect(await service.summaries([])).toEqual(new Map());
    });
  });
});
