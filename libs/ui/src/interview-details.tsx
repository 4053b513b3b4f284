import EventOutlined from '@mui/icons-material/EventOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { ONLINE_MEETING } from '@yrkesbro/contracts';
import type { Interview, MeetingType } from '@yrkesbro/contracts';
import { externalUrl, formatDay } from './format.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS.interviewDetails;

/**
 * When and where an interview is: '14. april 2027 kl. 14:30 · Fysisk møte · Storgata 1'.
 * Each side names the meeting types in its own words, so the labels come from the caller.
 */
export function InterviewDetails({
  interview,
  meetingTypeLabels,
  sx,
}: {
  interview: Interview;
  meetingTypeLabels: Record<MeetingType, string>;
  sx?: SxProps<Theme>;
}) {
  // A digital meeting's place is the placeholder 'Online Meeting'; the meeting type says it.
  const place =
    interview.meetingType === 'online' && interview.location === ONLINE_MEETING
      ? undefined
      : interview.location;
  const meetingLink = interview.meetingType === 'online' ? externalUrl(place) : undefined;
  return (
    <Box
      sx={[
        {
          display: 'flex',
          gap: 1,
          alignItems: 'flex-start',
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'background.default',
          border: 1,
          borderColor: 'divider',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <EventOutlined color="primary" aria-hidden sx={{ mt: 0.25 }} />
      <Box>
        <Typography sx={{ fontWeight: 600 }}>{T.title}</Typography>
        <Typography variant="body2">
          {T.when(formatDay(interview.interviewDate), interview.interviewTime.slice(0, 5))}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {meetingTypeLabels[interview.meetingType] ?? interview.meetingType}
          {place && ' · '}
          {/* A digital meeting's address is followed, not copied out of the text. */}
          {meetingLink ? (
            <Link
              href={meetingLink}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={T.meetingLink(meetingLink)}
            >
              {meetingLink}
            </Link>
          ) : (
            place
          )}
        </Typography>
      </Box>
    </Box>
  );
}
