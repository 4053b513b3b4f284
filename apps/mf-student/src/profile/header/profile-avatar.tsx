import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { errorMessage } from '@yrkesbro/api-client';
import { STUDENT_LIMITS, STUDENT_MESSAGES } from '@yrkesbro/contracts';
import { initials } from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { TEXTS } from '../texts.ts';
import { useUploadAvatarMutation } from '../profile-api.ts';
import { FilePicker } from '../sections/file-picker.tsx';

const T = TEXTS.avatar;

export const AVATAR_SIZE = 112;

/** The server takes these and checks the content again. */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/** Why a chosen file cannot be the profile photo, or undefined when it can. */
function photoProblem(file: File): string | undefined {
  if (!PHOTO_TYPES.includes(file.type)) return STUDENT_MESSAGES.wrongFileType;
  if (file.size > STUDENT_LIMITS.photoMaxBytes) return STUDENT_MESSAGES.photoTooLarge;
  return undefined;
}

/** The profile photo, or the initials; the owner can upload a new one. */
export function ProfileAvatar({
  name,
  url,
  editable,
}: {
  name: string | null;
  url: string | null;
  editable: boolean;
}) {
  const avatar = (
    <Avatar
      src={url ?? undefined}
      alt={url ? T.alt(name?.trim() || T.fallbackName) : undefined}
      sx={{
        width: AVATAR_SIZE,
        height: AVATAR_SIZE,
        fontSize: AVATAR_SIZE / 2.5,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        border: 4,
        borderColor: 'background.paper',
      }}
    >
      {initials(name ?? '') || '?'}
    </Avatar>
  );
  return editable ? <AvatarUpload avatar={avatar} hasPhoto={Boolean(url)} /> : avatar;
}

function AvatarUpload({ avatar, hasPhoto }: { avatar: ReactNode; hasPhoto: boolean }) {
  const [upload, { isLoading }] = useUploadAvatarMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [problem, setProblem] = useState<string>();
  const helpId = useId();
  const button = useRef<HTMLButtonElement>(null);
  // The button is disabled while the photo goes up, and focus falls from it to the page: once it
  // can be used again, focus goes back to it, unless the user has moved on to something else.
  const refocus = useRef(false);
  useEffect(() => {
    if (isLoading || !refocus.current) return;
    refocus.current = false;
    if (document.activeElement === document.body) button.current?.focus();
  }, [isLoading]);

  const choose = async (file: File) => {
    const reason = photoProblem(file);
    setProblem(reason);
    if (reason) return;
    refocus.current = true;
    try {
      await upload(file).unwrap();
      enqueueSnackbar(STUDENT_MESSAGES.photoUpdated, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error, STUDENT_MESSAGES.photoFailed), { variant: 'error' });
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ position: 'relative' }}>
        {avatar}
        {isLoading && (
          <CircularProgress
            role="status"
            aria-label={T.uploading}
            size={AVATAR_SIZE}
            thickness={2}
            sx={{ position: 'absolute', inset: 0 }}
          />
        )}
      </Box>
      <FilePicker
        label={hasPhoto ? T.change : T.upload}
        accept={PHOTO_TYPES.join(',')}
        disabled={isLoading}
        buttonRef={button}
        describedBy={helpId}
        onPick={([file]) => void choose(file)}
      />
      <FormHelperText id={helpId} error={Boolean(problem)} role={problem ? 'alert' : undefined}>
        {problem ?? T.fileHint}
      </FormHelperText>
    </Stack>
  );
}
