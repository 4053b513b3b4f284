import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageContainer, usePageTitle, Link as RouterLink } from '@yrkesbro/ui';
import { TEXTS } from './texts.ts';
import { StudentApplicationList } from './student-application-list.tsx';

const T = TEXTS.page;

/** /applications: every søknad the student has sent, newest first, with its status. */
export default function ApplicationsPage() {
  usePageTitle(T.pageTitle);
  return (
    <PageContainer>
      <Button
        component={RouterLink}
        to="/student/dashboard"
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 2, ml: -1 }}
      >
        {T.toDashboard}
      </Button>
      <Typography variant="h1" gutterBottom>
        {T.title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {T.intro}
      </Typography>
      <StudentApplicationList headingLevel="h2" />
    </PageContainer>
  );
}
