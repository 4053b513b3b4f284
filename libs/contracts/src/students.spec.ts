import {
  DEFAULT_PROFILE_GRADIENT,
  PROFILE_GRADIENT_OPTIONS,
  PROFILE_TEXT_MAX,
  STUDENT_MESSAGES,
} from './students.ts';
import {
  educationSchema,
  gradesSchema,
  profileUpdateSchema,
  projectSchema,
  skillSchema,
  workExperienceSchema,
} from './students-schemas.ts';
import { SAVED_SEARCH_MESSAGES, SAVED_SEARCH_NAME_MAX } from './saved-searches.ts';
import { savedSearchSchema } from './saved-searches-schemas.ts';

describe('profile gradients', () => {
  it('has the twelve named options with distinct class strings', () => {
    expect(PROFILE_GRADIENT_OPTIONS.map((g) => g.label)).toEqual([
      'Havblå',
      'Kongelig Lilla',
      'Skogsgrønn',
      'Solnedgang Oransje',
      'Isbre',
      'Soloppgang',
      'Vårgrønn',
      'Midnattsfiolett',
      'Gyllen',
      'Steingrå',
      'Midnatt',
      'Scooter',
    ]);
    expect(new Set(PROFILE_GRADIENT_OPTIONS.map((g) => g.className)).size).toBe(12);
  });

  it('starts a profile on Havblå', () => {
    expect(DEFAULT_PROFILE_GRADIENT.label).toBe('Havblå');
  });
});

describe('the inline profile fields', () => {
  it('say how long a field may be', () => {
    expect(() => profileUpdateSchema.validateSync({ name: 'x'.repeat(121) })).toThrow(
      'Navn kan ha høyst 120 tegn',
    );
    expect(() => profileUpdateSchema.validateSync({ location: 'x'.repeat(121) })).toThrow(
      'Sted kan ha høyst 120 tegn',
    );
  });
});

describe('the texts of the profile lists', () => {
  const work = {
    year_period: 'Sommer 2025',
    company: 'Vestland Elektro AS',
    position: 'Sommervikar',
    description: 'Kabeltrekking.',
  };
  const education = {
    educationName: 'Vg1 Elektro',
    schoolName: 'Bergen tekniske fagskole',
    yearPeriod: '2024–2025',
    description: '',
  };
  const project = { project_title: 'Sikringsskap', description: 'Koblet opp på Vg2.' };
  const over = (max: number) => 'x'.repeat(max + 1);

  it('take a description as long as the longest free text of the profile (Om meg), no longer', () => {
    const max = PROFILE_TEXT_MAX.workDescription;
    expect(max).toBe(PROFILE_TEXT_MAX.bio);
    expect(() =>
      workExperienceSchema.validateSync({ ...work, description: 'x'.repeat(max) }),
    ).not.toThrow();
    expect(() => workExperienceSchema.validateSync({ ...work, description: over(max) })).toThrow(
      `Beskrivelse kan ha høyst ${max} tegn`,
    );
  });

  it('take a period in the student’s own words, but not one that ends before it begins', () => {
    for (const yearPeriod of ['2024–2025', '2019-2019', 'Høsten 2023 – nå', '2020 til i dag']) {
      expect(() => educationSchema.validateSync({ ...education, yearPeriod })).not.toThrow();
    }
    expect(() => educationSchema.validateSync({ ...education, yearPeriod: '2099-1900' })).toThrow(
      STUDENT_MESSAGES.periodReversed,
    );
    expect(() =>
      workExperienceSchema.validateSync({ ...work, year_period: 'Juni 2025 – mai 2024' }),
    ).toThrow(STUDENT_MESSAGES.periodReversed);
  });

  it('say which field is too long and its limit, in each list', () => {
    const refusals: [() => unknown, string][] = [
      [
        () =>
          workExperienceSchema.validateSync({ ...work, position: over(PROFILE_TEXT_MAX.position) }),
        `Stilling kan ha høyst ${PROFILE_TEXT_MAX.position} tegn`,
      ],
      [
        () =>
          workExperienceSchema.validateSync({ ...work, company: over(PROFILE_TEXT_MAX.company) }),
        `Bedrift kan ha høyst ${PROFILE_TEXT_MAX.company} tegn`,
      ],
      [
        () =>
          workExperienceSchema.validateSync({
            ...work,
            year_period: over(PROFILE_TEXT_MAX.period),
          }),
        `Periode kan ha høyst ${PROFILE_TEXT_MAX.period} tegn`,
      ],
      [
        () =>
          educationSchema.validateSync({
            ...education,
            description: over(PROFILE_TEXT_MAX.educationDescription),
          }),
        `Beskrivelse kan ha høyst ${PROFILE_TEXT_MAX.educationDescription} tegn`,
      ],
      [
        () =>
          educationSchema.validateSync({
            ...education,
            schoolName: over(PROFILE_TEXT_MAX.schoolName),
          }),
        `Skole kan ha høyst ${PROFILE_TEXT_MAX.schoolName} tegn`,
      ],
      [
        () =>
          projectSchema.validateSync({
            ...project,
            description: over(PROFILE_TEXT_MAX.projectDescription),
          }),
        `Beskrivelse kan ha høyst ${PROFILE_TEXT_MAX.projectDescription} tegn`,
      ],
      [
        () =>
          projectSchema.validateSync({
            ...project,
            project_title: over(PROFILE_TEXT_MAX.projectTitle),
          }),
        `Tittel kan ha høyst ${PROFILE_TEXT_MAX.projectTitle} tegn`,
      ],
      [
        () => skillSchema.validateSync({ name: over(PROFILE_TEXT_MAX.skillName), vocationId: 1 }),
        `Ferdighet kan ha høyst ${PROFILE_TEXT_MAX.skillName} tegn`,
      ],
      [
        () =>
          gradesSchema.validateSync({
            grades: [{ subject: over(PROFILE_TEXT_MAX.gradeSubject), grade: '5' }],
          }),
        `Fag kan ha høyst ${PROFILE_TEXT_MAX.gradeSubject} tegn`,
      ],
    ];
    for (const [validate, message] of refusals) expect(validate).toThrow(message);
  });
});

describe('a grade', () => {
  const grades = (grade: string) => () =>
    gradesSchema.validateSync({ grades: [{ subject: 'Matematikk', grade }] });

  it('is a number on the school scale, 1 to 6, or a word', () => {
    for (const grade of ['1', '6', '4,5', ' 5 ', '5-', '4+', 'Bestått', 'IV'])
      expect(grades(grade)).not.toThrow();
    for (const grade of ['9', '0', '7,5', '60', '-2', '-3', '😀😀', '?!', '6+1'])
      expect(grades(grade)).toThrow(STUDENT_MESSAGES.gradeOffScale);
  });
});

describe('a saved search', () => {
  it('says the limit of its name', () => {
    const name = 'x'.repeat(SAVED_SEARCH_NAME_MAX);
    expect(() => savedSearchSchema.validateSync({ name, frequency: 'daily' })).not.toThrow();
    expect(() => savedSearchSchema.validateSync({ name: `${name}x`, frequency: 'daily' })).toThrow(
      `Navnet kan ha høyst ${SAVED_SEARCH_NAME_MAX} tegn.`,
    );
  });

  it('says which choice is missing when the frequency is', () => {
    expect(() => savedSearchSchema.validateSync({ name: 'Lærling i Bergen' })).toThrow(
      SAVED_SEARCH_MESSAGES.frequencyRequired,
    );
  });
});
