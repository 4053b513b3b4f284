import { api } from '@yrkesbro/api-client';
import type {
  AvatarResponse,
  Badge,
  Education,
  EducationRequest,
  Grade,
  GradesRequest,
  GradeVerificationResponse,
  ProfileUpdateRequest,
  Project,
  PublicStudentProfile,
  ResumeAnalysisResponse,
  Skill,
  SkillRequest,
  StudentProfile,
  WorkExperience,
  WorkExperienceRequest,
} from '@yrkesbro/contracts';

/**
 * The student's own profile and its lists. GET /users/profile answers everything at once, so
 * every change invalidates the one 'StudentProfile' tag and the page re-reads a consistent
 * whole (completion percentage included) instead of patching lists by hand.
 */
export const profileApi = api
  .enhanceEndpoints({ addTagTypes: ['StudentProfile', 'PublicStudentProfile', 'Subscription'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getOwnProfile: build.query<StudentProfile, void>({
        query: () => '/users/profile',
        providesTags: ['StudentProfile'],
      }),
      updateProfile: build.mutation<StudentProfile, ProfileUpdateRequest>({
        query: (body) => ({ url: '/users/profile', method: 'PUT', body }),
        // Optimistic: the header, the theme and the fields show the change at once and fall back
        // if the server refuses it. The answer is the whole new profile: write it into the
        // cache, no second round trip.
        async onQueryStarted(body, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            profileApi.util.updateQueryData('getOwnProfile', undefined, (draft) => {
              for (const [key, value] of Object.entries(body)) {
                if (value !== undefined) Object.assign(draft, { [key]: value });
              }
            }),
          );
          try {
            const { data } = await queryFulfilled;
            dispatch(profileApi.util.upsertQueryData('getOwnProfile', undefined, data));
          } catch {
            patch.undo();
          }
        },
        invalidatesTags: ['PublicStudentProfile'],
      }),
      uploadAvatar: build.mutation<AvatarResponse, File>({
        query: (file) => ({ url: '/users/avatar', method: 'POST', body: formWith('avatar', file) }),
        invalidatesTags: ['StudentProfile', 'PublicStudentProfile'],
      }),
      getPublicProfile: build.query<PublicStudentProfile, string>({
        query: (uuid) => `/users/profile/${encodeURIComponent(uuid)}`,
        providesTags: ['PublicStudentProfile'],
        // A business's first look at a profile uses one of its free views: the plan's usage
        // (the dashboard's «n av 10 gratis profilvisninger brukt») is read again.
        async onQueryStarted(_uuid, { dispatch, queryFulfilled }) {
          try {
            await queryFulfilled;
          } catch {
            return;
          }
          dispatch(profileApi.util.invalidateTags(['Subscription']));
        },
      }),
      addEducation: build.mutation<Education, EducationRequest>({
        query: (body) => ({ url: '/users/education', method: 'POST', body }),
        invalidatesTags: ['StudentProfile', 'PublicStudentProfile'],
      }),
      updateEducation: build.mutation<Education, EducationRequest & { id: string }>({
        query: ({ id, ...body }) => ({
          url: `/users/education/${encodeURIComponent(id)}`,
          method: 'PUT',
          body,
        }),
        invalidatesTags: ['StudentProfile', 'PublicStudentProfile'],
      }),
      deleteEducation: build.mutation<void, string>({
        query: (id) => ({ url: `/users/education/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: ['StudentProfile', 'PublicStudentProfile'],
      }),
      addSkill: build.mutation<Skill, SkillRequest>({
        query: (body) => ({ url: '/users/skills', method: 'POST', body }),
        invalidatesTags: ['StudentProfile', 'PublicStudentProfile'],
      }),
      updateSkill: build.mutation<Skill, SkillRequest & { id: string }>({
        query: ({ id, ...body }) => ({
          url: `/users/skills/${encodeURIComponent(id)}`,
          method: 'PUT',
          body,
        }),
        invalidatesTags: ['StudentProfile', 'PublicStudentProfile'],
      }),
      deleteSkill: build.mutation<void, string>({
        query: (id) => ({ url: `/users/skills/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: ['StudentProfile', 'PublicStudentProfile'],
      }),
      addWorkExperience: build.mutation<WorkExperience, WorkExperienceRequest>({
        query: (body) => ({ url: '/users/work', method: 'POST', body }),
        invalidatesTags: ['StudentProfile', 'PublicStudentProfile'],
      }),
      updateWorkExperience: build.mutation<WorkExperience, WorkExperienceRequest & { id: string }>({
        query: ({ id, ...body }) => ({
          url: `/users/work/${encodeURIComponent(id)}`,
          method: 'PUT',
          body,
        }),
        invalidatesTags: ['StudentProfile', 'PublicStudentProfile'],
      }),
      deleteWorkExperience: build.mutation<void, string>({
        query: (id) => ({ url: `/users/work/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: ['StudentProfile', 'PublicStudentProfile'],
      }),
      addGrades: build.mutation<Grade[], GradesRequest>({
        query: (body) => ({ url: '/users/grades', method: 'POST', body }),
        invalidatesTags: ['StudentProfile', 'PublicStudentProfile'],
      }),
      deleteGrade: build.mutation<void, string>({
        query: (id) => ({ url: `/users/grades/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: ['StudentProfile', 'PublicStudentProfile'],
      }),
      verifyGrades: build.mutation<GradeVerificationResponse, { file: File; gradeIds: string[] }>({
        query: ({ file, gradeIds }) => {
          const body = new FormData();
          body.append('gradeIds', JSON.stringify(gradeIds));
          body.append('verificationDoc', file);
          return { url: '/users/grades/verify', method: 'POST', body };
        },
        invalidatesTags: ['StudentProfile', 'PublicStudentProfile'],
      }),
      addProject: build.mutation<Project, ProjectForm>({
        query: (project) => ({
          url: '/users/projects',
          method: 'POST',
          body: projectForm(project),
        }),
        invalidatesTags: ['StudentProfile', 'PublicStudentProfile'],
      }),
      updateProject: build.mutation<Project, ProjectForm & { id: string; keepImages: string[] }>({
        query: ({ id, keepImages, ...project }) => {
          const body = projectForm(project);
          body.append('keep_images', JSON.stringify(keepImages));
          return { url: `/users/projects/${encodeURIComponent(id)}`, method: 'PUT', body };
        },
        invalidatesTags: ['StudentProfile', 'PublicStudentProfile'],
      }),
      deleteProject: build.mutation<void, string>({
        query: (id) => ({ url: `/users/projects/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: ['StudentProfile', 'PublicStudentProfile'],
      }),
      getBadges: build.query<Badge[], void>({
        query: () => '/users/badges',
      }),
      analyzeResume: build.mutation<ResumeAnalysisResponse, File>({
        query: (file) => ({
          url: '/users/resume/analyze',
          method: 'POST',
          body: formWith('resume', file),
        }),
      }),
    }),
  });

/** A project's text fields and the new images to upload with them. */
export interface ProjectForm {
  project_title: string;
  description: string;
  project_link: string;
  images: File[];
}

function formWith(field: string, file: File): FormData {
  const body = new FormData();
  body.append(field, file);
  return body;
}

// Text fields first: the server reads them before it streams the files.
function projectForm({ project_title, description, project_link, images }: ProjectForm): FormData {
  const body = new FormData();
  body.append('project_title', project_title);
  body.append('description', description);
  body.append('project_link', project_link);
  for (const image of images) body.append('images', image);
  return body;
}

export const {
  useGetOwnProfileQuery,
  useUpdateProfileMutation,
  useUploadAvatarMutation,
  useGetPublicProfileQuery,
  useAddEducationMutation,
  useUpdateEducationMutation,
  useDeleteEducationMutation,
  useAddSkillMutation,
  useUpdateSkillMutation,
  useDeleteSkillMutation,
  useAddWorkExperienceMutation,
  useUpdateWorkExperienceMutation,
  useDeleteWorkExperienceMutation,
  useAddGradesMutation,
  useDeleteGradeMutation,
  useVerifyGradesMutation,
  useAddProjectMutation,
  useUpdateProjectMutation,
  useDeleteProjectMutation,
  useGetBadgesQuery,
  useAnalyzeResumeMutation,
} = profileApi;
