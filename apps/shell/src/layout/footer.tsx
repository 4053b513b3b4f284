import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@yrkesbro/ui';
import { TEXTS } from './texts.ts';

const T = TEXTS.footer;

/** Every link leads to a page the product has (footer.spec checks it against the route table). */
export const FOOTER_GROUPS: { heading: string; links: { label: string; to: string }[] }[] = [
  {
    heading: T.aboutHeading,
    links: [
      { label: T.about, to: '/about' },
      { label: T.contact, to: '/contact' },
      { label: T.postJob, to: '/jobs/post' },
    ],
  },
  {
    heading: T.helpHeading,
    links: [{ label: T.faq, to: '/faq' }],
  },
  {
    heading: T.legalHeading,
    links: [
      { label: T.privacy, to: '/privacy' },
      { label: T.terms, to: '/terms' },
      { label: T.cookies, to: '/cookies' },
    ],
  },
];

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: '#fff', mt: 6, py: 5, px: 2 }}>
      <Box
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        }}
      >
        {FOOTER_GROUPS.map((group) => (
          <Box component="nav" key={group.heading} aria-label={group.heading}>
            <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {group.heading}
            </Typography>
            {group.links.map((link) => (
              <Typography
                key={link.to}
                component={RouterLink}
                to={link.to}
                sx={{ display: 'block', color: 'inherit', py: 0.5 }}
              >
                {link.label}
              </Typography>
            ))}
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ maxWidth: 1200, mx: 'auto', mt: 4, opacity: 0.85 }}>
        {T.copyright(new Date().getFullYear())}
      </Typography>
    </Box>
  );
}
