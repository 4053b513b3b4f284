import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { TEXTS } from '../texts.ts';

const T = TEXTS.sectionList;

/** The rows of a section, read as a list by screen readers. */
export function SectionList({ children }: { children: ReactNode }) {
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children}
    </Stack>
  );
}

/**
 * One row: a title (h3), a muted line of `meta` parts under it, an optional text, and the
 * owner's buttons. Each part is isolated (bdi): a school's name in Arabic would otherwise turn
 * the years beside it around.
 */
export function SectionItem({
  title,
  meta,
  description,
  actions,
}: {
  title: string;
  meta: string[];
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography color="textSecondary">
          {meta.map((part, index) => (
            <Fragment key={index}>
              {index > 0 && ' · '}
              <bdi>{part}</bdi>
            </Fragment>
          ))}
        </Typography>
        {description && (
          <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>{description}</Typography>
        )}
      </Box>
      {actions && <Box sx={{ flexShrink: 0, display: 'flex' }}>{actions}</Box>}
    </Box>
  );
}

/** The owner's Rediger and Slett buttons of a row, named after the item for screen readers. */
export function ItemActions({
  name,
  deleteLabel = T.delete,
  onEdit,
  onDelete,
}: {
  name: string;
  deleteLabel?: string;
  onEdit?: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      {onEdit && (
        <IconButton aria-label={T.editLabel(name)} onClick={onEdit}>
          <EditOutlinedIcon />
        </IconButton>
      )}
      <IconButton aria-label={`${deleteLabel} ${name}`} onClick={onDelete}>
        <DeleteOutlineIcon />
      </IconButton>
    </>
  );
}
