import EventOutlined from '@mui/icons-material/EventOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ONLINE_MEETING } from '@yrkesbro/contracts';
import type { Interview, MeetingType } from '@yrkesbro/contracts';
import { formatDay } from '../components/format.ts';

export const MEETING_TYPE_LABELS: Record<MeetingType, string> = {
  physical: 'Fysisk møte',
  online: 'Digitalt møte',
};

/** When and where the interview is: '14. april 2027 kl. 14:30 · Fysisk møte · Storgata 1'. */
export function InterviewDetails({ interview }: { interview: Interview }) {
  const place =
    interview.meetingType === 'online' && interview.location === ONLINE_MEETING
      ? undefined
      : interview.location;
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        p: 1.5,
        borderRadius: 1,
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <EventOutlined color="primary" aria-hidden sx={{ mt: 0.25 }} />
      <Box>
        <Typography sx={{ fontWeight: 600 }}>Intervjuavtale</Typography>
        <Typography variant="body2">
          {formatDay(interview.interviewDate)} kl. {interview.interviewTime.slice(0, 5)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[MEETING_TYPE_LABELS[interview.meetingType] ?? interview.meetingType, place]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
    </Box>
  );
}
