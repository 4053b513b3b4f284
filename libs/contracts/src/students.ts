import type { PlanFeature } from './subscriptions.ts';

/** Exact texts from the spec (seed 1, sections 5 and 8), plus ours where the spec is silent. */
export const STUDENT_MESSAGES = {
  profileLoadFailed: 'Kunne ikke hente profildata',
  profileUpdateFailed: 'Kunne ikke oppdatere profil',
  profileUpdated: 'Profilen er oppdatert',
  themeFailed: 'Kunne ikke oppdatere profiltema',
  profileNotFound: 'Profil ikke funnet',
  wrongFileType: 'Feil filtype',
  videoFailed: 'Kunne ikke laste opp video',
  videoUploaded: 'Video lastet opp',
  videoNotVideo: 'Filen må være en video (MP4, MOV, WebM eller AVI)',
  videoTooLarge: 'Fil størrelse må være mindre enn 100MB',
  videoRemoved: 'Video-CV fjernet',
  photoFailed: 'Kunne ikke laste opp profilbilde',
  photoUpdated: 'Profilbilde oppdatert',
  photoTooLarge: 'Fil størrelse må være mindre enn 5MB',
  photoNotImage: 'Bildet må være JPG, PNG eller GIF',
  skillsLoadFailed: 'Kunne ikke laste inn ferdigheter',
  skillFailed: 'Kunne ikke legge til ferdighet',
  skillAdded: 'Ferdighet lagt til',
  skillUpdated: 'Ferdighet oppdatert',
  skillUpdateFailed: 'Kunne ikke oppdatere ferdighet',
  skillRemoveFailed: 'Kunne ikke fjerne ferdighet',
  skillRemoved: 'Ferdighet fjernet',
  skillNameRequired: 'Navn på ferdighet er påkrevd',
  skillVocationRequired: 'Velg en kategori',
  skillProficiencyInvalid: 'Ferdighetsnivået må være mellom 0 og 100',
  skillDuplicate: 'Du har allerede lagt til denne ferdigheten',
  skillRemoveConfirm: 'Er du sikker på at du vil fjerne denne ferdigheten?',
  projectFailed: 'Kunne ikke opprette prosjekt',
  projectUpdateFailed: 'Kunne ikke oppdatere prosjekt',
  projectDeleteFailed: 'Kunne ikke slette prosjekt',
  projectAdded: 'Prosjekt lagt til',
  projectUpdated: 'Prosjekt oppdatert',
  projectDeleted: 'Prosjekt slettet',
  projectImageRequired: 'Vennligst velg minst ett bilde',
  projectTooManyImages:
    'Maksimum 5 bilder tillatt per prosjekt. Vennligst fjern noen bilder før du legger til flere.',
  projectImageType: 'Bare JPG, PNG og GIF-filer er tillatt',
  projectImageTooLarge: 'Fil størrelse må være mindre enn 5MB',
  projectTitleRequired: 'Tittel er påkrevd',
  projectDescriptionRequired: 'Beskrivelse er påkrevd',
  projectLinkInvalid: 'Lenken må være en gyldig URL',
  projectDeleteConfirm: 'Er du sikker på at du vil slette dette prosjektet?',
  requiredFields: 'Fyll inn alle nødvendige felter',
  educationFailed: 'Kunne ikke legge til utdanning',
  educationUpdateFailed: 'Kunne ikke oppdatere utdanning',
  educationDeleteFailed: 'Kunne ikke slette utdanning',
  educationAdded: 'Utdanning lagt til',
  educationUpdated: 'Utdanning oppdatert',
  educationDeleted: 'Utdanning slettet',
  educationDeleteConfirm: 'Er du sikker på at du vil slette denne utdanningen?',
  gradesLoadFailed: 'Kunne ikke hente karakterer',
  gradesFailed: 'Kunne ikke legge til karakterer. Vennligst prøv igjen.',
  gradesAdded: 'Karakterer lagt til',
  gradeRequired: 'Vennligst legg til minst ett gyldig karakteroppføring',
  gradeOffScale: 'Karakteren må være fra 1 til 6, eller et ord som «Bestått»',
  periodReversed: 'Perioden kan ikke slutte før den begynner',
  gradeDeleteFailed: 'Kunne ikke slette karakter',
  gradeDeleted: 'Karakter slettet',
  gradeDeleteConfirm: 'Er du sikker på at du vil slette denne karakteren?',
  gradeVerifyFailed: 'Kunne ikke verifisere karakterer. Vennligst prøv igjen.',
  gradeVerifySubmitted: 'Karakterverifisering sendt inn',
  gradeVerifyDocType: 'Vennligst last opp et PDF eller bildefil',
  gradeVerifyDocRequired: 'Vennligst last opp et verifiseringsdokument',
  gradeVerifyDocTooLarge: 'Fil størrelse må være mindre enn 10MB',
  gradeVerifyNoGrades: 'Velg minst én karakter som skal verifiseres',
  gradeVerificationNotFound: 'Fant ikke verifiseringen.',
  workLoadFailed: 'Kunne ikke laste arbeidserfaring',
  workFailed: 'Kunne ikke legge til arbeidserfaring',
  workDeleteFailed: 'Kunne ikke slette arbeidserfaring',
  workAdded: 'Arbeidserfaring lagt til',
  workUpdated: 'Arbeidserfaring oppdatert',
  workUpdateFailed: 'Kunne ikke oppdatere arbeidserfaring',
  workDeleted: 'Arbeidserfaring slettet',
  workDeleteConfirm: 'Er du sikker på at du vil slette denne arbeidserfaringen?',
  workEmpty: 'Ingen arbeidserfaring lagt til ennå',
  badgesEmpty: 'Ingen badges tjent ennå',
  resumeFailed: 'Kunne ikke laste opp CV',
  resumePdfOnly: 'Kun PDF-filer er tillatt',
  resumeTooLarge: 'Filen er for stor. Maksimal størrelse er 5MB',
  resumeUnreadable: 'Fant ingen tekst i PDF-en. Er den skannet som bilde?',
  resumeApplied: 'Profilen er fylt ut fra CV-en',
  itemNotFound: 'Fant ikke oppføringen.',
  reviewsLoadFailed: 'Kunne ikke laste karakterer til kontroll',
  reviewsEmpty: 'Ingen karakterer venter på kontroll.',
  spotChecksEmpty: 'Ingen automatisk verifiserte karakterer å sjekke.',
  reviewSaved: 'Kontrollen er lagret',
  reviewFailed: 'Kunne ikke lagre kontrollen',
} as const;

/** 'Verifisering fullført: N karakterer verifisert, M feilet' (seed 1, section 8). */
export function gradeVerificationDoneMessage(verified: number, failed: number): string {
  return `Verifisering fullført: ${verified} karakterer verifisert, ${failed} feilet`;
}

/** '{Field} kan ikke være tom' (seed 1, section 5). */
export function fieldEmptyMessage(field: string): string {
  return `${field} kan ikke være tom`;
}

/** '{Field} kan ha høyst {max} tegn': a text over its limit names the field and the limit. */
export function fieldTooLongMessage(field: string, max: number): string {
  return `${field} kan ha høyst ${max} tegn`;
}

/**
 * The most characters each free-text field of the profile takes: the schemas refuse more (the
 * API with 400), and the forms stop typing there (a long text's field counts down to it).
 */
export const PROFILE_TEXT_MAX = {
  name: 120,
  headline: 160,
  bio: 2000,
  location: 120,
  educationName: 160,
  schoolName: 160,
  /** An education's or a job's period: 'Sommer 2025', '2024–2026'. */
  period: 40,
  educationDescription: 2000,
  position: 160,
  company: 160,
  workDescription: 2000,
  skillName: 80,
  gradeSubject: 120,
  grade: 20,
  projectTitle: 160,
  projectDescription: 3000,
  projectLink: 500,
} as const;

/** Limits from seed 1, section 9; the grade document's is ours (a scanned A4 page fits). */
export const STUDENT_LIMITS = {
  videoMaxBytes: 104_857_600,
  resumeMaxBytes: 5 * 1024 * 1024,
  photoMaxBytes: 5 * 1024 * 1024,
  projectImageMaxBytes: 5 * 1024 * 1024,
  projectMaxImages: 5,
  gradeDocumentMaxBytes: 10 * 1024 * 1024,
  skillProficiencyDefault: 50,
} as const;

export const LOOKING_FOR = ['lærling', 'deltid', 'heltid', 'internship'] as const;
export type LookingFor = (typeof LOOKING_FOR)[number];
export const LOOKING_FOR_LABELS: Record<LookingFor, string> = {
  lærling: 'Lærlingplass',
  deltid: 'Deltidsjobb',
  heltid: 'Heltidsjobb',
  internship: 'Praksisplass',
};

/** The slider's labels at 0, 50 and 100 (seed 1, section 9). */
export const PROFICIENCY_LABELS = ['Nybegynner', 'Gjennomsnittlig', 'Ekspert'] as const;

/**
 * The twelve named header themes (seed 1, section 3), in the spec's order. The profile stores
 * the class string ("the stored value is the style class string"); how a theme looks is the
 * front end's business (the CSS gradients live in libs/ui).
 */
export const PROFILE_GRADIENT_OPTIONS = [
  { id: 'blue', label: 'Havblå', className: 'bg-gradient-to-r from-blue-500 to-blue-700' },
  {
    id: 'purple',
    label: 'Kongelig Lilla',
    className: 'bg-gradient-to-r from-purple-500 to-purple-700',
  },
  { id: 'green', label: 'Skogsgrønn', className: 'bg-gradient-to-r from-green-600 to-green-800' },
  {
    id: 'orange',
    label: 'Solnedgang Oransje',
    className: 'bg-gradient-to-r from-orange-500 to-red-600',
  },
  { id: 'cyan', label: 'Isbre', className: 'bg-gradient-to-r from-cyan-500 to-blue-600' },
  { id: 'rose', label: 'Soloppgang', className: 'bg-gradient-to-r from-rose-400 to-orange-400' },
  {
    id: 'emerald',
    label: 'Vårgrønn',
    className: 'bg-gradient-to-r from-emerald-400 to-lime-500',
  },
  {
    id: 'violet',
    label: 'Midnattsfiolett',
    className: 'bg-gradient-to-r from-violet-700 to-indigo-900',
  },
  { id: 'amber', label: 'Gyllen', className: 'bg-gradient-to-r from-amber-400 to-yellow-600' },
  { id: 'slate', label: 'Steingrå', className: 'bg-gradient-to-r from-slate-500 to-slate-800' },
  { id: 'darknight', label: 'Midnatt', className: 'bg-gradient-to-r from-gray-900 to-blue-950' },
  { id: 'scooter', label: 'Scooter', className: 'bg-gradient-to-r from-cyan-400 to-teal-600' },
] as const;

export type ProfileGradientOption = (typeof PROFILE_GRADIENT_OPTIONS)[number];
export type ProfileGradientId = ProfileGradientOption['id'];

/** The theme of a profile that has not chosen one. */
export const DEFAULT_PROFILE_GRADIENT: ProfileGradientOption = PROFILE_GRADIENT_OPTIONS[0];

export interface Education {
  id: string;
  education_name: string;
  school_name: string;
  year_period: string;
  description: string;
}

export interface Skill {
  id: string;
  skill_name: string;
  /** 0–100. */
  proficiency: number;
  vocation_id: number;
  vocation_name: string;
}

export interface WorkExperience {
  id: string;
  /** The position. */
  work_title: string;
  /** The company. */
  work_name: string;
  year_period: string;
  description: string;
}

/** 'pending' waits for an admin to read the uploaded document. */
export type GradeVerificationStatus = 'none' | 'pending' | 'verified';

export interface Grade {
  idstudent_grades: string;
  /** The subject. */
  name: string;
  grade: string;
  verifiedAt: string | null;
  verification_status: GradeVerificationStatus;
}

export interface Project {
  id: string;
  project_title: string;
  description: string;
  project_link: string | null;
  project_images: string[];
}

export interface Badge {
  id: string;
  name: string;
  description: string;
  image_url: string | null;
  earned_at: string;
}

/** What a profile shows to anyone signed in (GET /api/users/profile/{uuid}). */
export interface PublicStudentProfile {
  /** The profile's uuid: the address /profile/{uuid}. */
  id: string;
  user_id: string;
  name: string | null;
  role: 'student';
  profile_picture_url: string | null;
  profile_picture_thumb_url: string | null;
  bio: string | null;
  headline: string | null;
  location: string | null;
  school: string;
  educationDisplay: string | null;
  gradient: string;
  lookingfor: LookingFor | null;
  video_resumes: string | null;
  completionPercentage: number;
  views: number;
  badges_count: number;
  skills_count: number;
  grades_count: number;
  projects_count: number;
  education: Education[];
  skills: Skill[];
  work_experience: WorkExperience[];
  /** Absent when the business viewer's plan leaves grades out (see `locked`). */
  grades?: Grade[];
  /** Absent when the business viewer's plan leaves the portfolio out (see `locked`). */
  projects?: Project[];
  badges: Badge[];
  /** True when the viewer is the profile's owner. */
  is_own: boolean;
  /**
   * Parts a business viewer's plan does not include; their data is absent from this answer
   * ('portfolio': projects and video CV, 'grades': grades). Empty for everyone else.
   */
  locked: PlanFeature[];
  /**
   * With the portfolio locked: whether a video CV is behind the lock, so that a plan is offered
   * only for something there is (the counts say the same of grades and projects).
   */
  has_video_cv?: boolean;
  /** For a business viewer: whether the student is among its favourites. */
  is_favorite?: boolean;
}

/** The owner's own profile (GET/PUT /api/users/profile) adds what only they see. */
export interface StudentProfile extends PublicStudentProfile {
  grades: Grade[];
  projects: Project[];
  email: string;
  /** Applications the student has sent. */
  applications: number;
}

/** POST /api/users/grades/verify. */
export interface GradeVerificationResponse {
  /** verified: found in the document; failed: not found, left for an admin to check. */
  summary: { verified: number; failed: number };
  grades: Grade[];
}

/**
 * Which documents an admin reads: 'pending' holds grades the text match could not find;
 * 'auto' holds documents whose grades were all found, for a spot check.
 */
export const GRADE_REVIEW_LISTS = ['pending', 'auto'] as const;
export type GradeReviewList = (typeof GRADE_REVIEW_LISTS)[number];

/** A grade verification an admin has not looked at yet. */
export interface PendingGradeVerification {
  id: string;
  created_at: string;
  student: { id: string; name: string | null; email: string };
  /** Where an admin downloads the document (GET, admin only). */
  document_url: string;
  /** The grades to decide: pending ones, or (for a spot check) the ones verified automatically. */
  grades: { id: string; subject: string; grade: string }[];
}

/** POST /api/users/resume/analyze. */
export interface ResumeAnalysisResponse {
  analysis: { name: string | null; bio: string | null; location: string | null };
  /** 'rules' is text extraction plus our rules; 'ai' is the configured language model. */
  source: 'rules' | 'ai';
}

/** POST /api/users/avatar. */
export interface AvatarResponse {
  profile_picture_url: string;
  profile_picture_thumb_url: string;
}

/** POST /api/upload/upload-video. */
export interface VideoUploadResponse {
  videoUrl: string;
}
