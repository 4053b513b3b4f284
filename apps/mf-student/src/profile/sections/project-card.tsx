import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Project } from '@yrkesbro/contracts';
import type { ReactNode } from 'react';
import { externalUrl, visuallyHidden } from '@yrkesbro/ui';
import { TEXTS } from '../texts.ts';

const T = TEXTS.projectCard;

/** One portfolio item: the first image as cover (opens the lightbox), title, text and link. */
export function ProjectCard({
  project,
  onOpenImages,
  actions,
}: {
  project: Project;
  onOpenImages: () => void;
  actions?: ReactNode;
}) {
  const [cover] = project.project_images;
  const link = externalUrl(project.project_link);
  const imageCount = project.project_images.length;
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', boxShadow: 'none' }}
    >
      {cover && (
        <CardActionArea
          onClick={onOpenImages}
          aria-label={T.showImages(imageCount, project.project_title)}
          sx={{ position: 'relative' }}
        >
          <Box
            component="img"
            src={cover}
            alt=""
            sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }}
          />
          {imageCount > 1 && (
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                right: 8,
                bottom: 8,
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                px: 1,
                borderRadius: 1,
                bgcolor: 'rgba(0, 0, 0, 0.7)',
                color: 'common.white',
                fontSize: '0.875rem',
              }}
            >
              <PhotoLibraryOutlinedIcon fontSize="inherit" />
              {imageCount}
            </Box>
          )}
        </CardActionArea>
      )}
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {project.project_title}
        </Typography>
        <Typography
          variant="body2"
          color="textSecondary"
          sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {project.description}
        </Typography>
      </CardContent>
      {(link || actions) && (
        <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
          {link ? (
            <Link
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              {T.seeProject}
              <OpenInNewIcon fontSize="inherit" aria-hidden />
              <Box component="span" sx={visuallyHidden}>
                {T.opensInNewTab}
              </Box>
            </Link>
          ) : (
            <span />
          )}
          {actions && <Box sx={{ display: 'flex' }}>{actions}</Box>}
        </CardActions>
      )}
    </Card>
  );
}
