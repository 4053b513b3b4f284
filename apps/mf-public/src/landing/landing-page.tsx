import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { dashboardPathFor } from '@yrkesbro/contracts';
import { CATEGORY_CARD_LIST, LANDING_FAQ } from '@yrkesbro/content';
import { PageContainer, usePageTitle, Link as RouterLink } from '@yrkesbro/ui';
import { FaqAccordion } from '../components/faq-accordion.tsx';
import { ScreenshotCarousel } from '../components/screenshot-carousel.tsx';
import { TEXTS } from './texts.ts';
import { formatGoal, GOAL_FIGURES } from './goal-figures.ts';
import { SCREENSHOTS } from './screenshots.ts';

const T = TEXTS.page;

export default function LandingPage() {
  const user = useAppSelector(selectCurrentUser);
  usePageTitle(T.title, T.description);

  return (
    <>
      <Box
        component="section"
        sx={{ bgcolor: 'primary.main', color: '#fff', py: { xs: 6, md: 10 }, px: 2 }}
      >
        <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto' }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, maxWidth: 760 }}>
            {T.heading}
          </Typography>
          <Typography sx={{ fontSize: '1.25rem', maxWidth: 640 }}>{T.intro}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {user ? (
              <Button
                component={RouterLink}
                to={dashboardPathFor(user.role)}
                variant="contained"
                color="secondary"
                size="large"
              >
                {T.dashboard}
              </Button>
            ) : (
              <>
                <Button
                  component={RouterLink}
                  to="/register"
                  variant="contained"
                  color="secondary"
                  size="large"
                >
                  {T.register}
                </Button>
                <Button
                  component={RouterLink}
                  to="/login"
                  variant="outlined"
                  color="inherit"
                  size="large"
                >
                  {T.login}
                </Button>
              </>
            )}
          </Stack>
        </Stack>
      </Box>
      <PageContainer>
        <Typography variant="h2" component="h2" sx={{ mb: 3, textAlign: 'center' }}>
          {T.goalsTitle}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {GOAL_FIGURES.map((goal) => (
            <Card component="li" key={goal.label} sx={{ p: 3, textAlign: 'center' }}>
              <Typography
                sx={{
                  fontSize: '2rem',
                  fontWeight: 700,
                  color: 'primary.main',
                  fontVariantNumeric: 'tabular-nums',
                  // '1 500+' is one figure: it never breaks at its group space on a phone.
                  whiteSpace: 'nowrap',
                }}
              >
                {formatGoal(goal.value)}
              </Typography>
              <Typography color="textSecondary">{goal.label}</Typography>
            </Card>
          ))}
        </Box>
      </PageContainer>
      <PageContainer>
        <Typography variant="h2" component="h2" sx={{ mb: 1, textAlign: 'center' }}>
          {T.categoriesTitle}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3, textAlign: 'center' }}>
          {T.categoriesIntro}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(5, 1fr)' },
          }}
        >
          {CATEGORY_CARD_LIST.map((category) => (
            <Card component="li" key={category.slug}>
              <CardActionArea
                component={RouterLink}
                to={`/categories/${category.slug}`}
                sx={{ p: 2, height: '100%', alignItems: 'flex-start' }}
              >
                <Typography variant="h3" component="h3" sx={{ mb: 0.5 }}>
                  {category.title}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {category.summary}
                </Typography>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      </PageContainer>
      <PageContainer>
        <Typography variant="h2" component="h2" sx={{ mb: 3, textAlign: 'center' }}>
          {T.screenshotsTitle}
        </Typography>
        <ScreenshotCarousel slides={SCREENSHOTS} />
      </PageContainer>
      <PageContainer>
        <Typography variant="h2" component="h2" sx={{ mb: 3, textAlign: 'center' }}>
          {T.faqTitle}
        </Typography>
        <Box sx={{ maxWidth: 760, mx: 'auto' }}>
          <FaqAccordion entries={LANDING_FAQ} />
          <Typography sx={{ mt: 2, textAlign: 'center' }}>
            {T.moreAnswers}{' '}
            <Box component={RouterLink} to="/faq" sx={{ color: 'primary.main' }}>
              {T.faqLink}
            </Box>
            .
          </Typography>
        </Box>
      </PageContainer>
    </>
  );
}
