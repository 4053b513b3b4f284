import Box from '@mui/material/Box';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { Project } from '@yrkesbro/contracts';
import { CARD_COLUMNS, OpenedOnce } from '@yrkesbro/ui/dashboard';
import { lazy } from 'react';
import type { ReactNode } from 'react';
import { TEXTS } from '../texts.ts';
import { useDeleteProjectMutation } from '../profile-api.ts';
import { ListSection } from './list-section.tsx';
import { ProjectCard } from './project-card.tsx';
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
  const viewing = useDialogSession<Project>();
  const [deleteProject] = useDeleteProjectMutation();
  return (
    <ListSection
      items={projects}
      editable={editable}
      texts={T}
      deletion={{
        remove: (id) => deleteProject(id).unwrap(),
        title: T.deleteTitle,
        text: STUDENT_MESSAGES.projectDeleteConfirm,
        deleted: STUDENT_MESSAGES.projectDeleted,
        failed: STUDENT_MESSAGES.projectDeleteFailed,
      }}
      Dialog={ProjectDialog}
      itemName={(project) => project.project_title}
      List={ProjectGrid}
      renderItem={(project, actions) => (
        <li>
          <ProjectCard
            project={project}
            onOpenImages={() => viewing.show(project)}
            actions={actions}
          />
        </li>
      )}
    >
      <OpenedOnce open={viewing.open} onFailed={viewing.close}>
        <ImageLightbox
          key={viewing.key}
          open={viewing.open}
          title={viewing.item?.project_title ?? ''}
          images={viewing.item?.project_images ?? []}
          onClose={viewing.close}
        />
      </OpenedOnce>
    </ListSection>
  );
}

/** The cards side by side as the width allows, read as a list. */
function ProjectGrid({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" sx={{ ...CARD_COLUMNS, listStyle: 'none', m: 0, p: 0 }}>
      {children}
    </Box>
  );
}
