import type {
  Badge,
  Education,
  Grade,
  Project,
  PublicStudentProfile,
  Skill,
  WorkExperience,
} from '@yrkesbro/contracts';

/** The profile's list items as the API answers them; tests override what they are about. */
export function anEducation(overrides: Partial<Education> = {}): Education {
  return {
    id: 'education-1',
    education_name: 'Elektro og datateknologi',
    school_name: 'Bergen tekniske fagskole',
    year_period: '2025–2027',
    description: 'Vg1 og Vg2 med fordypning i automasjon.',
    ...overrides,
  };
}

export function aSkill(overrides: Partial<Skill> = {}): Skill {
  return {
    id: 'skill-1',
    skill_name: 'Kabeltrekking',
    proficiency: 70,
    vocation_id: 3,
    vocation_name: 'Elektriker',
    ...overrides,
  };
}

export function aWorkExperience(overrides: Partial<WorkExperience> = {}): WorkExperience {
  return {
    id: 'work-1',
    work_title: 'Butikkmedarbeider',
    work_name: 'Jernia Bergen',
    year_period: 'Sommeren 2026',
    description: 'Kundeservice og varemottak.',
    ...overrides,
  };
}

export function aGrade(overrides: Partial<Grade> = {}): Grade {
  return {
    idstudent_grades: 'grade-1',
    name: 'Matematikk 1P',
    grade: '5',
    verifiedAt: null,
    verification_status: 'none',
    ...overrides,
  };
}

export function aProject(overrides: Partial<Project> = {}): Project {
  return {
    id: 'project-1',
    project_title: 'Smarthus-tavle',
    description: 'En sikringstavle med styring fra mobilen.',
    project_link: 'https://example.com/tavle',
    project_images: ['/uploads/tavle-1.jpg', '/uploads/tavle-2.jpg', '/uploads/tavle-3.jpg'],
    ...overrides,
  };
}

export function aBadge(overrides: Partial<Badge> = {}): Badge {
  return {
    id: 'badge-1',
    name: 'HMS-kurs',
    description: 'Fullført kurs i helse, miljø og sikkerhet.',
    image_url: null,
    earned_at: '2027-03-12T10:00:00.000Z',
    ...overrides,
  };
}

export function aPublicProfile(
  overrides: Partial<PublicStudentProfile> = {},
): PublicStudentProfile {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    user_id: '1',
    name: 'Ola Nordmann',
    role: 'student',
    profile_picture_url: null,
    profile_picture_thumb_url: null,
    bio: null,
    headline: null,
    location: 'Bergen',
    school: 'Bergen tekniske fagskole',
    educationDisplay: null,
    gradient: 'bg-gradient-to-r from-blue-500 to-blue-700',
    lookingfor: 'lærling',
    video_resumes: null,
    completionPercentage: 60,
    views: 0,
    badges_count: 1,
    skills_count: 1,
    grades_count: 1,
    projects_count: 1,
    education: [anEducation()],
    skills: [aSkill()],
    work_experience: [aWorkExperience()],
    grades: [aGrade()],
    projects: [aProject()],
    badges: [aBadge()],
    is_own: false,
    locked: [],
    ...overrides,
  };
}
