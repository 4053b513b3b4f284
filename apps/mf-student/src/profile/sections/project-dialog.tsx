import { errorMessage } from '@yrkesbro/api-client';
import { PROFILE_TEXT_MAX, STUDENT_MESSAGES, projectSchema } from '@yrkesbro/contracts';
import type { Project } from '@yrkesbro/contracts';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { DIALOG_TEXTS } from './texts.ts';
import { useAddProjectMutation, useUpdateProjectMutation } from '../profile-api.ts';
import { ItemFormDialog } from './item-form-dialog.tsx';
import type { ListDialogProps } from './list-section.tsx';
import { FormField } from '@yrkesbro/forms';
import { acceptImages } from './project-images.ts';
import type { PickedImage } from './project-images.ts';
import { ProjectImagesField } from './project-images-field.tsx';
import { useSnackbar } from '@yrkesbro/toasts';

const T = DIALOG_TEXTS.projectDialog;

interface ProjectValues {
  project_title: string;
  description: string;
  project_link: string;
  /** The project's current image URLs still wanted (editing only). */
  kept: string[];
  /** Newly picked files to upload. */
  added: PickedImage[];
}

/** Adds a project to the portfolio, or edits the `item` given (prefilled, its images kept). */
export function ProjectDialog({ open, item: project, onClose }: ListDialogProps<Project>) {
  const [addProject] = useAddProjectMutation();
  const [updateProject] = useUpdateProjectMutation();
  const { enqueueSnackbar } = useSnackbar();
  // What the last pick refused; the at-least-one rule is Formik's, checked on sending.
  const [pickProblem, setPickProblem] = useState<string>();
  const nextKey = useRef(0);

  const form = useFormik<ProjectValues>({
    initialValues: {
      project_title: project?.project_title ?? '',
      description: project?.description ?? '',
      project_link: project?.project_link ?? '',
      kept: project?.project_images ?? [],
      added: [],
    },
    validationSchema: projectSchema,
    validate: ({ kept, added }) =>
      kept.length + added.length === 0 ? { added: STUDENT_MESSAGES.projectImageRequired } : {},
    onSubmit: async ({ kept, added, ...text }, helpers) => {
      const fields = projectSchema.cast(text);
      const images = added.map(({ file }) => file);
      try {
        if (project) {
          await updateProject({ id: project.id, ...fields, images, keepImages: kept }).unwrap();
          enqueueSnackbar(STUDENT_MESSAGES.projectUpdated, { variant: 'success' });
        } else {
          await addProject({ ...fields, images }).unwrap();
          enqueueSnackbar(STUDENT_MESSAGES.projectAdded, { variant: 'success' });
        }
        helpers.resetForm();
        onClose();
      } catch (error) {
        const fallback = project
          ? STUDENT_MESSAGES.projectUpdateFailed
          : STUDENT_MESSAGES.projectFailed;
        enqueueSnackbar(errorMessage(error, fallback), { variant: 'error' });
      }
    },
  });
  const { kept, added } = form.values;

  async function pick(files: File[]) {
    const { accepted, problem } = await acceptImages(files, kept.length + added.length);
    setPickProblem(problem);
    if (accepted.length === 0) return;
    const picked = accepted.map((file) => ({ key: nextKey.current++, file }));
    form.setFieldValue('added', [...added, ...picked]);
  }

  function changeImages(field: 'kept' | 'added', next: string[] | PickedImage[]) {
    setPickProblem(undefined);
    form.setFieldValue(field, next);
  }

  const imagesError = pickProblem ?? (form.submitCount > 0 ? form.errors.added : undefined);

  return (
    <ItemFormDialog open={open} editing={Boolean(project)} texts={T} form={form} onClose={onClose}>
      <FormField
        form={form}
        name="project_title"
        label={T.projectTitle}
        required
        slotProps={{ htmlInput: { maxLength: PROFILE_TEXT_MAX.projectTitle } }}
      />
      <FormField
        form={form}
        name="description"
        label={T.description}
        required
        multiline
        minRows={3}
        helperText={T.descriptionHint}
        slotProps={{ htmlInput: { maxLength: PROFILE_TEXT_MAX.projectDescription } }}
      />
      <FormField
        form={form}
        name="project_link"
        label={T.link}
        type="url"
        helperText={T.linkHint}
        // No maxLength: a link cut short is a broken link; the schema says it is too long.
        slotProps={{ htmlInput: { inputMode: 'url' } }}
      />
      <ProjectImagesField
        kept={kept}
        added={added}
        error={typeof imagesError === 'string' ? imagesError : undefined}
        onPick={(files) => void pick(files)}
        onRemoveKept={(url) =>
          changeImages(
            'kept',
            kept.filter((other) => other !== url),
          )
        }
        onRemoveAdded={(key) =>
          changeImages(
            'added',
            added.filter((image) => image.key !== key),
          )
        }
      />
    </ItemFormDialog>
  );
}
