import { BadRequestException, ConflictException } from '@nestjs/common';
import { SCHOOL_MESSAGES } from '@yrkesbro/contracts';
import type { SchoolRequest } from '@yrkesbro/contracts';
import type { AppConfig } from '../../config/app-config';
import type { Transactions } from '../../database/transactions';
import type { MailJob } from '../mail/mail-job';
import type { MailService } from '../mail/mail.service';
import type { SchoolRow, SchoolsRepository } from './schools.repository';
import { SchoolsService } from './schools.service';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The schools table in memory; an import is all or nothing, like the transaction. */
class FakeSchools {
  rows: SchoolRow[] = [];

  private row(school: SchoolRequest, id: string): SchoolRow {
    return {
      id,
      name: school.school_name,
      region: school.region,
      address: school.address,
      email: school.email,
      email_is_example: school.email_is_example,
      contacted_at: null,
    };
  }
  async list() {
    return this.rows;
  }
  async byId(id: string) {
    return this.rows.find((row) => row.id === id) ?? null;
  }
  async insert(school: SchoolRequest) {
    const row = this.row(school, uuid(this.rows.length + 1));
    this.rows.push(row);
    return row;
  }
  async update(id: string, school: SchoolRequest) {
    const index = this.rows.findIndex((row) => row.id === id);
    if (index < 0) return null;
    this.rows[index] = { ...this.row(school, id), contacted_at: this.rows[index].contacted_at };
    return this.rows[index];
  }
  async upsert(school: SchoolRequest) {
    const same = this.rows.find(
      (row) =>
        row.name.toLowerCase() === school.school_name.toLowerCase() && row.region === school.region,
    );
    if (same) Object.assign(same, { address: school.address, email: school.email });
    else await this.insert(school);
  }
  async markContacted(id: string) {
    const row = this.rows.find((r) => r.id === id);
    if (row) row.contacted_at ??= new Date();
  }
}

function setup() {
  const schools = new FakeSchools();
  const queued: { mail: MailJob; key: string }[] = [];
  const mail = { send: async (job: MailJob, key: string) => void queued.push({ mail: job, key }) };
  const service = new SchoolsService(
    schools as unknown as SchoolsRepository,
    mail as unknown as MailService,
    { run: (work) => work() } as Transactions,
    { supportEmail: 'support@yrkesbro.test' } as AppConfig,
  );
  return { service, schools, queued };
}

const kuben: SchoolRequest = {
  school_name: 'Kuben videregående skole',
  region: 'Oslo',
  address: 'Oslo',
  email: 'post@kuben.example',
  email_is_example: true,
};

describe('SchoolsService', () => {
  it('replaces the name and county placeholders, queues one mail and marks the school contacted', async () => {
    const { service, queued, schools } = setup();
    const school = await service.create(kuben);
    const answer = await service.sendEmail({
      schoolId: school.school_id,
      emailContent:
        'Hei {schoolName}!\n\nVi har lærebedrifter i {region} som søker lærlinger fra {schoolName}.',
    });
    expect(answer).toEqual({ message: 'E-post sendt til Kuben videregående skole.' });
    expect(queued).toHaveLength(1);
    expect(queued[0].key).toBe(`school-${school.school_id}`);
    expect(queued[0].mail.to).toBe('post@kuben.example');
    expect(queued[0].mail.replyTo).toBe('support@yrkesbro.test');
    expect(queued[0].mail.text).toContain('Hei Kuben videregående skole!');
    expect(queued[0].mail.text).toContain(
      'Vi har lærebedrifter i Oslo som søker lærlinger fra Kuben videregående skole.',
    );
    expect(queued[0].mail.text).not.toMatch(/\{schoolName\}|\{region\}/);
    expect((await service.list({ q: '' }))[0].contacted).toBe('true');
    expect(schools.rows[0].contacted_at).toBeInstanceOf(Date);

    await expect(
      service.sendEmail({ schoolId: school.school_id, emailContent: 'Igjen' }),
    ).rejects.toEqual(new ConflictException(SCHOOL_MESSAGES.alreadyContacted));
    expect(queued).toHaveLength(1);
  });

  it('imports a CSV file with semicolons and quotes, updating a school it already has', async () => {
    const { service, schools } = setup();
    await service.create(kuben);
    const csv = [
      'navn;fylke;adresse;e-post',
      'Kuben videregående skole;Oslo;"Kabelgata 6; 0580 Oslo";post@kuben.no',
      'Strinda videregående skole;Trøndelag;Trondheim;post@strinda.example',
    ].join('\r\n');
    await expect(service.import(csv)).resolves.toEqual({ imported: 2 });
    expect(schools.rows.map((row) => [row.name, row.address, row.email])).toEqual([
      ['Kuben videregående skole', 'Kabelgata 6; 0580 Oslo', 'post@kuben.no'],
      ['Strinda videregående skole', 'Trondheim', 'post@strinda.example'],
    ]);
  });

  it.each([
    ['', SCHOOL_MESSAGES.csvEmpty],
    ['name,region,address,email\nA,Oslo,Oslo,a@b.no', SCHOOL_MESSAGES.csvHeader],
    ['navn,fylke,adresse,e-post\nA,Oslo,Oslo', SCHOOL_MESSAGES.csvLine(2, 'feil antall kolonner')],
    [
      'navn,fylke,adresse,e-post\nA,Oslo,"Oslo,a@b.no',
      SCHOOL_MESSAGES.csvLine(2, 'feil antall kolonner'),
    ],
    [
      'navn,fylke,adresse,e-post\nA,Oslo,Oslo,a@b.no\nB,Sogn og Fjordane,Førde,b@b.no',
      SCHOOL_MESSAGES.csvLine(3, 'Velg et fylke'),
    ],
    [
      'navn,fylke,adresse,e-post\nA,Oslo,Oslo,ikke-epost',
      SCHOOL_MESSAGES.csvLine(2, 'Vennligst angi en gyldig e-post'),
    ],
  ])(
    'rejects a malformed file with a Norwegian message and imports none of it: %j',
    async (csv, message) => {
      const { service, schools } = setup();
      await expect(service.import(csv)).rejects.toEqual(new BadRequestException(message));
      expect(schools.rows).toEqual([]);
    },
  );
});
