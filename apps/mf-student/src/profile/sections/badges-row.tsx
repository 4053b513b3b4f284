import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { Badge } from '@yrkesbro/contracts';
import { formatDate, Link as RouterLink } from '@yrkesbro/ui';
import { TEXTS } from '../texts.ts';
import { SectionCard } from './section-card.tsx';
import { SectionEmpty } from './section-empty.tsx';

const T = TEXTS.badges;

/**
 * Badges: earned from assessments, so read-only for everyone, the owner included; the owner
 * (`editable`) is shown the way to the tests that earn them.
 */
export function BadgesRow({ badges, editable = false }: { badges: Badge[]; editable?: boolean }) {
  return (
    <SectionCard
      title={T.title}
      actions={
        editable && (
          <Button component={RouterLink} to="/assessments" size="small" variant="outlined">
            {T.takeTest}
          </Button>
        )
      }
    >
      {badges.length === 0 ? (
        <SectionEmpty text={STUDENT_MESSAGES.badgesEmpty} />
      ) : (
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
            gap: 2,
            listStyle: 'none',
            m: 0,
            p: 0,
          }}
        >
          {badges.map((badge) => (
            <Box component="li" key={badge.id} sx={{ display: 'flex', gap: 1.5 }}>
              <Avatar
                src={badge.image_url ?? undefined}
                alt={badge.image_url ? badge.name : undefined}
                sx={{ width: 48, height: 48, bgcolor: 'secondary.main', color: 'text.primary' }}
              >
                <EmojiEventsIcon aria-hidden />
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{badge.name}</Typography>
                {badge.description && (
                  <Typography variant="body2" color="textSecondary">
                    {badge.description}
                  </Typography>
                )}
                <Typography variant="body2" color="textSecondary">
                  {T.earned} <time dateTime={badge.earned_at}>{formatDate(badge.earned_at)}</time>
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
