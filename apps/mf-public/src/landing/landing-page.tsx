import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { dashboardPathFor } from '@yrkesbro/contracts';
import { PageContainer, usePageTitle } from '@yrkesbro/ui';
import { Link as RouterLink } from 'react-router-dom';
import { formatGoal, GOAL_FIGURES } from './goal-figures.ts';

export default function LandingPage() {
  const user = useAppSelector(selectCurrentUser);
  usePageTitle('Yrkesbro – finn læreplassen din');

  return (
    <>
      <Box
        component="section"
        sx={{ bgcolor: 'primary.main', color: '#fff', py: { xs: 6, md: 10 }, px: 2 }}
      >
        <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto' }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, maxWidth: 760 }}>
            Den beste plattformen for å finne læreplass
          </Typography>
          <Typography sx={{ fontSize: '1.25rem', maxWidth: 640 }}>
            Yrkesbro kobler yrkesfagelever og lærlinger med bedrifter som trenger folk. Bygg
            profilen din, vis hva du kan og søk på læreplasser – helt gratis for elever.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {user ? (
              <Button
                component={RouterLink}
                to={dashboardPathFor(user.role)}
                variant="contained"
                color="secondary"
                size="large"
              >
                Gå til din side
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
                  Kom i gang
                </Button>
                <Button
                  component={RouterLink}
                  to="/login"
                  variant="outlined"
                  color="inherit"
                  size="large"
                >
                  Logg inn
                </Button>
              </>
            )}
          </Stack>
        </Stack>
      </Box>
      <PageContainer>
        <Typography variant="h2" component="h2" sx={{ mb: 3, textAlign: 'center' }}>
          Våre mål
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
                }}
              >
                {formatGoal(goal.value)}
              </Typography>
              <Typography color="text.secondary">{goal.label}</Typography>
            </Card>
          ))}
        </Box>
      </PageContainer>
    </>
  );
}
