import { BadRequestException, ForbiddenException, NotFoundException } from '@nestjs/common';
import {
  BUSINESS_MESSAGES,
  COMMON_MESSAGES,
  JOB_MESSAGES,
  ORGANIZATION_NUMBER_MESSAGES,
} from '@yrkesbro/contracts';
import type { ReceivedForm } from '../uploads/multipart-files';
import type { UploadStorage } from '../uploads/upload-storage.service';
import type { User } from '../users/user.entity';
import type { VocationsService } from '../vocations/vocations.service';
import { Business } from './business.entity';
import type { BusinessesRepository, DirectoryRow } from './businesses.repository';
import { businessCompletion, BusinessesService, MOST_COMPANY_IDS_KEPT } from './businesses.service';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The businesses table in memory; a profile joins the owner's e-mail and the trade's name. */
class FakeBusinesses {
  rows: Business[] = [];
  directoryRows: DirectoryRow[] = [];
  private next = 0;

  async byUser(userId: string) {
    return this.rows.find((row) => row.userId === userId) ?? null;
  }

  async idByUser(userId: string) {
    return (await this.byUser(userId))?.id ?? null;
  }

  async byId(id: string) {
    return this.rows.find((row) => row.id === id) ?? null;
  }

  draft(userId: string) {
    return Object.assign(new Business(), { userId, logoUrl: null, profileCompletedAt: null });
  }

  async insert(fields: Pick<Business, 'userId' | 'companyName' | 'organizationNumber'>) {
    this.rows.push(Object.assign(this.draft(fields.userId), fields, { id: uuid(++this.next) }));
  }

  async save(business: Business) {
    if (!business.id) {
      business.id = uuid(++this.next);
      this.rows.push(business);
    }
    return business;
  }

  async profile(id: string) {
    const b = (await this.byId(id))!;
    return {
      id: b.id,
      user_id: b.userId,
      company_name: b.companyName,
      description: b.description,
      industry: b.industry!,
      industry_name: b.industry === 9 ? 'Elektriker' : null,
      location: b.location,
      website: b.website,
      phone_number: b.phoneNumber,
      organization_number: b.organizationNumber,
      logo_url: b.logoUrl,
      contact_email: b.contactEmail,
    };
  }

  async directory() {
    return { rows: this.directoryRows, total: 31 };
  }

  async industries() {
    return [{ value: 9, label: 'Elektriker', count: 2 }];
  }
}

const owner = { id: 'eier', role: 'business' } as User;
const rival = { id: 'rival', role: 'business' } as User;

const fields = (overrides: Record<string, string> = {}) => ({
  company_name: 'Lys og Kraft AS',
  description: 'Elektrofirma i Bergen.',
  industry: '9',
  location: 'Bergen',
  website: 'https://lysogkraft.no',
  phone_number: '',
  organization_number: '912345688',
  ...overrides,
});

function form(values: Record<string, string> = fields()) {
  return { fields: values, files: [], discard: jest.fn(async () => {}) } satisfies ReceivedForm;
}

function setup() {
  const businesses = new FakeBusinesses();
  const uploads = { save: jest.fn(), remove: jest.fn() };
  const service = new BusinessesService(
    businesses as unknown as BusinessesRepository,
    { exists: async (id: number) => id === 9 } as VocationsService,
    uploads as unknown as UploadStorage,
  );
  return { service, businesses };
}

describe('BusinessesService', () => {
  describe('the company of an account', () => {
    it('is created at registration, without a profile', async () => {
      const { service, businesses } = setup();
      await service.createForRegistration(owner.id, 'Lys og Kraft AS', '912345688');
      expect(businesses.rows).toEqual([
        expect.objectContaining({
          userId: owner.id,
          companyName: 'Lys og Kraft AS',
          organizationNumber: '912345688',
          profileCompletedAt: null,
        }),
      ]);
      expect(await service.ownBusinessId(owner)).toBe(businesses.rows[0].id);
      expect(await service.findOwn(rival)).toBeNull();
    });

    it('is refused with 403 to an account without one', async () => {
      const { service } = setup();
      const refused = service.ownBusinessId(rival);
      await expect(refused).rejects.toThrow(ForbiddenException);
      await expect(refused).rejects.toThrow(JOB_MESSAGES.notOwner);
    });

    it('is read once per owner, and again for an account that had none until it has one', async () => {
      const { service, businesses } = setup();
      const reads = jest.spyOn(businesses, 'idByUser');
      await service.createForRegistration(owner.id, 'Lys og Kraft AS', '912345688');
      const id = await service.ownBusinessId(owner);
      expect(await service.ownBusinessId(owner)).toBe(id);
      expect(reads).toHaveBeenCalledTimes(1);
      await expect(service.ownBusinessId(rival)).rejects.toThrow(ForbiddenException);
      await service.createForRegistration(rival.id, 'Rival AS', '912345696');
      expect(await service.ownBusinessId(rival)).toBe(businesses.rows[1].id);
      expect(reads).toHaveBeenCalledTimes(3);
    });

    it(`keeps at most ${MOST_COMPANY_IDS_KEPT} owners' ids, and starts over when full`, async () => {
      const { service, businesses } = setup();
      const owners = Array.from({ length: MOST_COMPANY_IDS_KEPT + 1 }, (_, n) => ({
        ...owner,
        id: uuid(1000 + n),
      }));
      for (const [n, each] of owners.entries())
        businesses.rows.push(Object.assign(businesses.draft(each.id), { id: uuid(100_000 + n) }));
      const reads = jest.spyOn(businesses, 'idByUser');
      for (const each of owners) await service.ownBusinessId(each);
      await service.ownBusinessId(owners[0]);
      expect(reads).toHaveBeenCalledTimes(owners.length + 1);
      await service.ownBusinessId(owners.at(-1)!);
      expect(reads).toHaveBeenCalledTimes(owners.length + 1);
    });
  });

  describe('the profile', () => {
    it('is in create mode (404) until filled in, for the owner and the public', async () => {
      const { service, businesses } = setup();
      await service.createForRegistration(owner.id, 'Lys og Kraft AS', '912345688');
      await expect(service.mine(owner)).rejects.toThrow(NotFoundException);
      const id = businesses.rows[0].id;
      await expect(service.publicProfile(id)).rejects.toThrow(NotFoundException);

      const created = await service.create(owner, form());
      expect(created).toMatchObject({
        uuid: id,
        company_name: 'Lys og Kraft AS',
        industry_name: 'Elektriker',
        phone_number: '',
        contact_email: '',
      });
      expect(businesses.rows).toHaveLength(1);
      expect(await service.mine(owner)).toEqual(created);
      expect(await service.publicProfile(id)).toEqual(created);
    });

    it('creates the company row for an account that has none', async () => {
      const { service, businesses } = setup();
      await service.create(rival, form(fields({ company_name: 'Rivalen AS' })));
      expect(businesses.rows[0]).toMatchObject({ userId: rival.id, companyName: 'Rivalen AS' });
      expect(businesses.rows[0].profileCompletedAt).toBeInstanceOf(Date);
    });

    it('lets only the owner change it: another company’s gets 403, an unknown one 404', async () => {
      const { service, businesses } = setup();
      await service.create(owner, form());
      const id = businesses.rows[0].id;
      const taken = form(fields({ company_name: 'Kapret AS' }));
      const refused = service.update(rival, id, taken);
      await expect(refused).rejects.toThrow(ForbiddenException);
      await expect(refused).rejects.toThrow(COMMON_MESSAGES.forbidden);
      expect(taken.discard).toHaveBeenCalled();
      expect(businesses.rows[0].companyName).toBe('Lys og Kraft AS');
      for (const unknown of [uuid(99), 'ikke-en-uuid'])
        await expect(service.update(owner, unknown, form())).rejects.toThrow(NotFoundException);
      await expect(service.publicProfile('ikke-en-uuid')).rejects.toThrow(NotFoundException);

      const completedAt = businesses.rows[0].profileCompletedAt;
      const updated = await service.update(owner, id, form(fields({ location: 'Voss' })));
      expect(updated.location).toBe('Voss');
      expect(businesses.rows[0].profileCompletedAt).toBe(completedAt);
    });

    it('refuses invalid fields and a trade that is none, and discards the received files', async () => {
      const { service, businesses } = setup();
      const invalid = form(fields({ organization_number: '123', company_name: '' }));
      const refused = service.create(owner, invalid);
      await expect(refused).rejects.toThrow(BadRequestException);
      await expect(refused).rejects.toMatchObject({
        response: {
          message: expect.arrayContaining([
            ORGANIZATION_NUMBER_MESSAGES.length,
            BUSINESS_MESSAGES.companyNameRequired,
          ]),
        },
      });
      expect(invalid.discard).toHaveBeenCalled();
      const noTrade = service.create(owner, form(fields({ industry: '4711' })));
      await expect(noTrade).rejects.toThrow(BadRequestException);
      await expect(noTrade).rejects.toThrow(BUSINESS_MESSAGES.industryRequired);
      expect(businesses.rows).toEqual([]);
    });
  });

  it('answers the directory with a headline per company and the industry counts', async () => {
    const { service, businesses } = setup();
    businesses.directoryRows = [
      {
        business_uuid: uuid(1),
        company_name: 'Lys og Kraft AS',
        description: 'Elektrofirma.',
        location: 'Bergen',
        industry: 9,
        industry_name: 'Elektriker',
        logo: null,
        job_count: 2,
      },
    ];
    const answer = await service.directory({ q: '', page: 2, limit: 24, sort: 'name' });
    expect(answer).toEqual({
      businesses: [
        expect.objectContaining({ headline: 'Elektriker i Bergen', job_count: 2, review_count: 0 }),
      ],
      total: 31,
      page: 2,
      limit: 24,
      industries: [{ value: 9, label: 'Elektriker', count: 2 }],
    });
  });

  it('counts a company complete by the share of its profile fields filled in', () => {
    const registered = {
      uuid: uuid(1),
      company_name: 'Lys og Kraft AS',
      email: 'post@lysogkraft.test',
      industry: null,
      job_postings_count: 0,
      logo: null,
      organization_number: '123456785',
      description: null,
      location: null,
      website: null,
      phone_number: null,
    };
    expect(businessCompletion(registered)).toBe(25);
    expect(
      businessCompletion({
        ...registered,
        industry: 'Elektriker',
        description: 'Elektrofirma.',
        location: 'Bergen',
        website: '  ',
        phone_number: '55 00 00 00',
      }),
    ).toBe(75);
    expect(
      businessCompletion({
        ...registered,
        industry: 'Elektriker',
        description: 'Elektrofirma.',
        location: 'Bergen',
        website: 'https://lysogkraft.test',
        phone_number: '55 00 00 00',
        logo: '/uploads/logo.png',
      }),
    ).toBe(100);
  });
});
