import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@yrkesbro/ui';
import { StudentApplicationList } from '../applications/student-application-list.tsx';
import { TEXTS } from './texts.ts';

const T = TEXTS.applications;

/** The dashboard shows the newest søknader; the rest are on /applications. */
export const DASHBOARD_APPLICATION_COUNT = 5;

/** The dashboard's Søknader: the student's newest applications and their status. */
export function ApplicationsSection() {
  return (
    <Card component="section" aria-labelledby="applications-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="applications-heading" variant="h2" gutterBottom>
        {T.title}
      </Typography>
      <StudentApplicationList
        limit={DASHBOARD_APPLICATION_COUNT}
        footer={
          <Button component={RouterLink} to="/applications" sx={{ mt: 2 }}>
            {T.seeAll}
          </Button>
        }
      />
    </Card>
  );
}
