import {
  educationSchema,
  gradesSchema,
  profileUpdateSchema,
  skillSchema,
  workExperienceSchema,
} from '@yrkesbro/contracts';
import { DEMO_ACCOUNTS } from './demo-accounts';

/**
 * The seed writes the demo profiles with SQL, past the API's schemas: a demo text over a limit
 * would show a profile nobody could save again as it is.
 */
describe('the demo students', () => {
  const students = DEMO_ACCOUNTS.flatMap((account) => (account.student ? [account.student] : []));

  it('are there', () => {
    expect(students.length).toBeGreaterThan(0);
  });

  it.each(students.map((student) => [student.name, student] as const))(
    '%s fits the limits the profile forms and the API keep',
    (_name, student) => {
      expect(() =>
        profileUpdateSchema.validateSync(
          {
            name: student.name,
            headline: student.headline,
            bio: student.bio,
            location: student.location,
            lookingfor: student.lookingFor,
          },
          { strict: true },
        ),
      ).not.toThrow();
      for (const entry of student.education) {
        expect(() => educationSchema.validateSync(entry, { strict: true })).not.toThrow();
      }
      for (const { name } of student.skills) {
        expect(() => skillSchema.validateSync({ name, vocationId: 1 })).not.toThrow();
      }
      for (const { yearPeriod, ...work } of student.work) {
        expect(() =>
          workExperienceSchema.validateSync({ ...work, year_period: yearPeriod }, { strict: true }),
        ).not.toThrow();
      }
      expect(() => gradesSchema.validateSync({ grades: student.grades })).not.toThrow();
    },
  );
});
