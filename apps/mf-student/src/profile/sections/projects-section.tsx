import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { Project } from '@yrkesbro/contracts';
import { CARD_COLUMNS, OpenedOnce } from '@yrkesbro/ui/dashboard';
import { lazy, useRef } from 'react';
import { TEXTS } from '../texts.ts';
import { useDeleteProjectMutation } from '../profile-api.ts';
import { ProjectCard } from './project-card.tsx';
import { SectionCard } from './section-card.tsx';
import { SectionEmpty } from './section-empty.tsx';
import { ItemActions } from './section-list.tsx';
import { useConfirmedDelete } from './use-confirmed-delete.tsx';
import { useDialogSession } from './use-dialog-session.ts';

// The images full screen load when a project's images are first opened.
const ImageLightbox = lazy(() =>
  import('./image-lightbox.tsx').then((module) => ({ default: module.ImageLightbox })),
);
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
        <Box component="ul" sx={{ ...CARD_COLUMNS, listStyle: 'none', m: 0, p: 0 }}>
          {projects.map((project) => (
            <li key={project.id}>
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
            </li>
          ))}
        </Box>
      )}
      <OpenedOnce open={viewing.open} onFailed={viewing.close}>
        <ImageLightbox
          key={viewing.key}
          open={viewing.open}
          title={viewing.item?.project_title ?? ''}
          images={viewing.item?.project_images ?? []}
          onClose={viewing.close}
        />
      </OpenedOnce>
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
