import type { AnyObjectSchema } from 'yup';
import { ADMIN_MESSAGES } from './admin.ts';
import { groupMailSchema } from './admin-schemas.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { registerSchema } from './auth-schemas.ts';
import { APPLICATION_MESSAGES, latestInterviewDay } from './applications.ts';
import { applySchema, scheduleInterviewSchema } from './applications-schemas.ts';
import { BUSINESS_MESSAGES } from './businesses.ts';
import { businessProfileSchema } from './businesses-schemas.ts';
import { CALENDAR_MESSAGES } from './calendar.ts';
import { calendarEventSchema } from './calendar-schemas.ts';
import { JOB_MESSAGES } from './jobs.ts';
import { jobSchema } from './jobs-schemas.ts';
import { MESSAGE_MESSAGES } from './messages.ts';
import { businessMessageSchema, messageContentSchema } from './messages-schemas.ts';
import { CHAT_MESSAGES, CONTACT_MESSAGES } from './public-site.ts';
import { chatSchema, contactSchema } from './public-site-schemas.ts';
import { SAVED_SEARCH_MESSAGES } from './saved-searches.ts';
import { savedSearchSchema } from './saved-searches-schemas.ts';
import { SCHOOL_MESSAGES } from './schools.ts';
import { schoolEmailSchema, schoolSchema } from './schools-schemas.ts';
import { STUDENT_MESSAGES } from './students.ts';
import {
  educationSchema,
  gradesSchema,
  profileUpdateSchema,
  projectSchema,
  skillSchema,
  workExperienceSchema,
} from './students-schemas.ts';
import { hasVisibleText } from './visible-text.ts';

// What QA pasted, and the other characters that show nothing by themselves.
const ZERO_WIDTH = '\u200B\u200B\u200B';
const INVISIBLE = [
  ZERO_WIDTH,
  '  \u200B \u200C\u200D\t\u2060\uFEFF\n',
  '\u00AD', // soft hyphen
  '\u200E\u200F\u202E\u2066', // bidi marks
  '\uFE0F', // a variation selector without its emoji
  '\u3164', // Hangul filler, the usual «blank» user name
  '\u2800', // blank braille cell
  '\u{E0041}', // tag character
  '\u0007',
];
// Seen, so taken as typed: joiners inside an emoji, Norwegian letters, a stray zero-width space.
const VISIBLE = ['👩‍🔧', '🏳️‍🌈', 'Ærlige Øystein Åsen', 'x\u200B', '\u200BOla', '5'];

describe('a text with something to see', () => {
  it('is told from one of white space and invisible characters', () => {
    for (const text of INVISIBLE) expect(hasVisibleText(text)).toBe(false);
    for (const text of VISIBLE) expect(hasVisibleText(text)).toBe(true);
    expect(hasVisibleText('')).toBe(false);
  });
});

describe('the fields QA found', () => {
  it('refuse a student name of zero-width spaces with the name’s own message', () => {
    for (const name of INVISIBLE)
      expect(() => profileUpdateSchema.validateSync({ name })).toThrow('Navn kan ikke være tom');
  });

  it('refuse a chat message of spaces and zero-width characters', () => {
    const receiverId = '0b7f6c1e-6d43-4a36-9f57-7a3c2d9f1e11';
    for (const content of INVISIBLE) {
      expect(() => messageContentSchema.validateSync({ content })).toThrow(
        MESSAGE_MESSAGES.contentRequired,
      );
      expect(() => businessMessageSchema.validateSync({ receiverId, content })).toThrow(
        'Vennligst skriv inn en melding',
      );
    }
  });

  it('refuse a question to the FAQ assistant with nothing in it', () => {
    expect(() => chatSchema.validateSync({ message: ` ${ZERO_WIDTH} ` })).toThrow(
      CHAT_MESSAGES.questionRequired,
    );
  });

  it('keep what can be seen, as typed', () => {
    for (const name of VISIBLE) expect(profileUpdateSchema.validateSync({ name }).name).toBe(name);
    expect(messageContentSchema.validateSync({ content: ' Hei 👩‍🔧 ' }).content).toBe('Hei 👩‍🔧');
  });
});

describe('every required free-text field', () => {
  const interview = {
    interviewDate: latestInterviewDay(),
    interviewTime: '10:00',
    meetingType: 'physical',
    location: 'Storgata 1',
  };
  const job = {
    title: 'Lærling elektriker',
    description: 'Læreplass i Bergen.',
    requirements: 'Førerkort, Vg2 Elektro',
    location: 'Bergen',
    salary_min: 1,
    salary_max: 2,
    vocation_id: 1,
    job_type: 'apprenticeship',
  };
  const business = {
    company_name: 'Vestland Elektro AS',
    description: 'Elektrikere i Bergen.',
    industry: 1,
    location: 'Bergen',
    website: 'vestlandelektro.no',
    organization_number: '974760673',
  };
  const student = {
    email: 'ola@example.no',
    password: 'Et langt passord 123!',
    confirmPassword: 'Et langt passord 123!',
    role: 'student',
    school: 'Bergen tekniske fagskole',
  };
  const fields: [AnyObjectSchema, Record<string, unknown>, string, string][] = [
    [profileUpdateSchema, {}, 'headline', 'Overskrift kan ikke være tom'],
    [profileUpdateSchema, {}, 'bio', 'Om meg kan ikke være tom'],
    [profileUpdateSchema, {}, 'location', 'Sted kan ikke være tom'],
    [
      educationSchema,
      { educationName: 'Vg1', schoolName: 'Skole', yearPeriod: '2024' },
      'educationName',
      STUDENT_MESSAGES.requiredFields,
    ],
    [
      workExperienceSchema,
      { year_period: '2025', company: 'AS', position: 'Vikar', description: 'Kabler.' },
      'company',
      STUDENT_MESSAGES.requiredFields,
    ],
    [skillSchema, { vocationId: 1 }, 'name', STUDENT_MESSAGES.skillNameRequired],
    [
      projectSchema,
      { description: 'Sikringsskap' },
      'project_title',
      STUDENT_MESSAGES.projectTitleRequired,
    ],
    [jobSchema, job, 'title', JOB_MESSAGES.titleRequired],
    [jobSchema, job, 'description', JOB_MESSAGES.descriptionRequired],
    [jobSchema, job, 'location', JOB_MESSAGES.locationRequired],
    [jobSchema, job, 'requirements', JOB_MESSAGES.requirementsRequired],
    [businessProfileSchema, business, 'company_name', BUSINESS_MESSAGES.companyNameRequired],
    [businessProfileSchema, business, 'description', BUSINESS_MESSAGES.descriptionRequired],
    [businessProfileSchema, business, 'location', BUSINESS_MESSAGES.locationRequired],
    [
      applySchema,
      { resume_url: 'https://cv.no/ola' },
      'cover_letter',
      APPLICATION_MESSAGES.coverLetterRequired,
    ],
    [
      scheduleInterviewSchema,
      interview,
      'location',
      APPLICATION_MESSAGES.interviewLocationRequired,
    ],
    [registerSchema, student, 'school', AUTH_MESSAGES.schoolRequired],
    [
      registerSchema,
      { ...student, role: 'business', organizationNumber: '974760673', companyName: 'AS' },
      'companyName',
      AUTH_MESSAGES.companyNameRequired,
    ],
    [
      contactSchema,
      { email: 'ola@example.no', subject: 'Hei', message: 'Hei' },
      'name',
      CONTACT_MESSAGES.nameRequired,
    ],
    [
      contactSchema,
      { email: 'ola@example.no', name: 'Ola', message: 'Hei' },
      'subject',
      CONTACT_MESSAGES.subjectRequired,
    ],
    [
      contactSchema,
      { email: 'ola@example.no', name: 'Ola', subject: 'Hei' },
      'message',
      CONTACT_MESSAGES.messageRequired,
    ],
    [groupMailSchema, { group: 'student', msg: 'Hei' }, 'title', ADMIN_MESSAGES.completeAllFields],
    [groupMailSchema, { group: 'student', title: 'Hei' }, 'msg', ADMIN_MESSAGES.completeAllFields],
    [
      schoolSchema,
      { region: 'Vestland', address: 'Gate 1', email: 's@example.no' },
      'school_name',
      SCHOOL_MESSAGES.nameRequired,
    ],
    [
      schoolSchema,
      { region: 'Vestland', school_name: 'Skole', email: 's@example.no' },
      'address',
      SCHOOL_MESSAGES.addressRequired,
    ],
    [schoolEmailSchema, { schoolId: '1' }, 'emailContent', SCHOOL_MESSAGES.emailContentRequired],
    [calendarEventSchema, { startDate: '2026-05-01' }, 'title', CALENDAR_MESSAGES.titleRequired],
    [savedSearchSchema, { frequency: 'daily' }, 'name', SAVED_SEARCH_MESSAGES.nameRequired],
  ];

  const cases = fields.map(([schema, body, field, message]) => ({ schema, body, field, message }));

  it.each(cases)(
    '$field, filled, passes: only its blank can be refused',
    ({ schema, body, field }) => {
      expect(() => schema.validateSync({ ...body, [field]: `${field} 1` })).not.toThrow();
    },
  );

  it.each(cases)(
    '$field refuses zero-width spaces with «$message»',
    ({ schema, body, field, message }) => {
      expect(() => schema.validateSync({ ...body, [field]: ZERO_WIDTH })).toThrow(message);
    },
  );

  it('drops an invisible requirement or grade row as it drops an empty one', () => {
    expect(jobSchema.validateSync({ ...job, requirements: `Førerkort,${ZERO_WIDTH}` })).toEqual(
      expect.objectContaining({ requirements: ['Førerkort'] }),
    );
    expect(
      gradesSchema.validateSync({
        grades: [
          { subject: ZERO_WIDTH, grade: '5' },
          { subject: 'Norsk', grade: '4' },
        ],
      }).grades,
    ).toEqual([{ subject: 'Norsk', grade: '4' }]);
  });
});
