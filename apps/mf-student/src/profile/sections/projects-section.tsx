import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { Project } from '@yrkesbro/contracts';
import { OpenedOnce } from '@yrkesbro/ui/dashboard';
import { lazy, useRef } from 'react';
import { TEXTS } from '../texts.ts';
import { useDeleteProjectMutation } from '../profile-api.ts';
import { ImageLightbox } from './image-lightbox.tsx';
import { ProjectCard } from './project-card.tsx';
import { SectionCard } from './section-card.tsx';
import { SectionEmpty } from './section-empty.tsx';
import { ItemActions } from './section-list.tsx';
import { useConfirmedDelete } from './use-confirmed-delete.tsx';
import { useDialogSession } from './use-dialog-session.ts';

// Only the profile's owner edits; the forms load when first opened.
const ProjectDialog = lazy(() =>
  import('./project-dialog.tsx').then((module) => ({ default: module.ProjectDialog })),
);

const T = TEXTS.projects;

/** Prosjekter: the portfolio as a grid of cards; the owner adds, edits and deletes. */
export function ProjectsSection({
  projects,
  editable,
}: {
  projects: Project[];
  editable: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editing = useDialogSession<Project>();
  const viewing = useDialogSession<Project>();
  const [deleteProject] = useDeleteProjectMutation();
  const deletion = useConfirmedDelete({
    remove: (id) => deleteProject(id).unwrap(),
    title: T.deleteTitle,
    text: STUDENT_MESSAGES.projectDeleteConfirm,
    deleted: STUDENT_MESSAGES.projectDeleted,
    failed: STUDENT_MESSAGES.projectDeleteFailed,
    returnFocusTo: headingRef,
  });

  return (
    <SectionCard
      title={T.title}
      headingRef={headingRef}
      actions={
        editable && (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => editing.show()}>
            {T.add}
          </Button>
        )
      }
    >
      {projects.length === 0 ? (
        <SectionEmpty text={T.empty} hint={editable ? T.emptyHint : undefined} />
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {projects.map((project) => (
            <Grid key={project.id} component="li" size={{ xs: 12, sm: 6, md: 4 }}>
              <ProjectCard
                project={project}
                onOpenImages={() => viewing.show(project)}
                actions={
                  editable && (
                    <ItemActions
                      name={project.project_title}
                      onEdit={() => editing.show(project)}
                      onDelete={() => deletion.ask(project.id)}
                    />
                  )
                }
              />
            </Grid>
          ))}
        </Grid>
      )}
      <ImageLightbox
        key={viewing.key}
        open={viewing.open}
        title={viewing.item?.project_title ?? ''}
        images={viewing.item?.project_images ?? []}
        onClose={viewing.close}
      />
      {editable && (
        <>
          <OpenedOnce open={editing.open} onFailed={editing.close}>
            <ProjectDialog
              key={`edit-${editing.key}`}
              open={editing.open}
              project={editing.item}
              onClose={editing.close}
            />
          </OpenedOnce>
          {deletion.dialog}
        </>
      )}
    </SectionCard>
  );
}
