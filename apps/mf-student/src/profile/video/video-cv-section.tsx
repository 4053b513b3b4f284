import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { PublicStudentProfile } from '@yrkesbro/contracts';
import { useRef, useState } from 'react';
import { TEXTS } from '../texts.ts';
import { useUpdateProfileMutation } from '../profile-api.ts';
import { SectionCard } from '../sections/section-card.tsx';
import { useConfirmedDelete } from '../sections/use-confirmed-delete.tsx';
import { VideoUploadArea } from './video-upload-area.tsx';

const T = TEXTS.videoCv;

/**
 * The video CV: a player when there is one (the owner may replace or remove it), an upload
 * area for the owner when there is none, and nothing at all for a visitor when there is none.
 */
export function VideoCvSection({
  profile,
  editable,
}: {
  profile: PublicStudentProfile;
  editable: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [replacing, setReplacing] = useState(false);
  const [updateProfile] = useUpdateProfileMutation();
  const removal = useConfirmedDelete({
    remove: () => updateProfile({ video_resumes: null }).unwrap(),
    title: T.removeTitle,
    text: T.removeText,
    confirmLabel: T.remove,
    deleted: STUDENT_MESSAGES.videoRemoved,
    failed: STUDENT_MESSAGES.profileUpdateFailed,
    returnFocusTo: heading,
  });
  const video = profile.video_resumes;
  if (!video && !editable) return null;

  const name = profile.name?.trim();
  return (
    <SectionCard
      title={T.title}
      headingRef={heading}
      actions={
        video && editable ? (
          <>
            <Button
              variant="outlined"
              startIcon={<SwapHorizOutlined />}
              aria-expanded={replacing}
              onClick={() => setReplacing((open) => !open)}
            >
              {replacing ? T.keep : T.replace}
            </Button>
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlined />}
              onClick={() => removal.ask(video)}
            >
              {T.remove}
            </Button>
          </>
        ) : undefined
      }
    >
      {video ? (
        <Box
          component="video"
          controls
          preload="metadata"
          src={video}
          aria-label={name ? T.videoLabelOf(name) : T.videoLabel}
          sx={{
            display: 'block',
            width: '100%',
            maxHeight: 480,
            borderRadius: 2,
            bgcolor: 'common.black',
          }}
        >
          {T.cannotPlay} <Link href={video}>{T.download}</Link>.
        </Box>
      ) : (
        <VideoUploadArea />
      )}
      {video && editable && replacing && (
        <Box sx={{ mt: 2 }}>
          <VideoUploadArea onUploaded={() => setReplacing(false)} />
        </Box>
      )}
      {removal.dialog}
    </SectionCard>
  );
}
