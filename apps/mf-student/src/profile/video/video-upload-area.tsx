import VideoCallOutlined from '@mui/icons-material/VideoCallOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage, errorStatus, sessionEnded, useAppDispatch } from '@yrkesbro/api-client';
import { STUDENT_LIMITS, STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { VideoUploadResponse } from '@yrkesbro/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, DragEvent } from 'react';
import { visuallyHidden } from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import { TEXTS } from '../texts.ts';
import { profileApi } from '../profile-api.ts';
import { isAborted, uploadWithProgress } from './upload-with-progress.ts';

const T = TEXTS.videoUpload;

const VIDEO_UPLOAD_URL = '/api/upload/upload-video';

/** Why a chosen file cannot be the video CV, or undefined when it can. */
function videoProblem(file: File): string | undefined {
  // Some systems give .mov or .mkv no type at all; then the server, which reads the bytes, decides.
  if (file.type && !file.type.startsWith('video/')) return STUDENT_MESSAGES.wrongFileType;
  if (file.size > STUDENT_LIMITS.videoMaxBytes) return STUDENT_MESSAGES.videoTooLarge;
  return undefined;
}

/**
 * Where the owner adds a video CV: a drop zone that is also a button, then the upload's real
 * progress with a way to stop it. The server stores the video on the profile itself (and
 * deletes the one it replaces); `onUploaded` hears when it is done.
 */
export function VideoUploadArea({ onUploaded }: { onUploaded?: () => void } = {}) {
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const zone = useRef<HTMLButtonElement>(null);
  const cancel = useRef<() => void>(undefined);
  const refocus = useRef(false);
  const [problem, setProblem] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const [upload, setUpload] = useState<{ fileName: string; percent: number } | null>(null);
  const tipId = useId();
  const helpId = useId();

  // A stopped or failed upload takes its Avbryt button away; keep the keyboard user in place.
  useEffect(() => {
    if (!upload && refocus.current) {
      refocus.current = false;
      zone.current?.focus();
    }
  }, [upload]);

  const start = async (file: File) => {
    const reason = videoProblem(file);
    setProblem(reason);
    if (reason) return;

    const body = new FormData();
    body.append('video', file);
    const request = uploadWithProgress<VideoUploadResponse>({
      url: VIDEO_UPLOAD_URL,
      body,
      onProgress: (percent) => setUpload({ fileName: file.name, percent }),
    });
    cancel.current = request.abort;
    setUpload({ fileName: file.name, percent: 0 });
    // Leaving the tab does not stop the upload: it finishes in the background and toasts.
    try {
      const { videoUrl } = await request.result;
      dispatch(
        profileApi.util.updateQueryData('getOwnProfile', undefined, (draft) => {
          draft.video_resumes = videoUrl;
        }),
      );
      dispatch(profileApi.util.invalidateTags(['StudentProfile', 'PublicStudentProfile']));
      enqueueSnackbar(STUDENT_MESSAGES.videoUploaded, { variant: 'success' });
      onUploaded?.();
    } catch (error) {
      if (!isAborted(error)) {
        enqueueSnackbar(errorMessage(error, STUDENT_MESSAGES.videoFailed), { variant: 'error' });
        // The one renewal the upload tried failed too: the session is over, as for any call.
        if (errorStatus(error) === 401) dispatch(sessionEnded());
      }
      refocus.current = true;
    } finally {
      cancel.current = undefined;
      setUpload(null);
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Let the same file be chosen again after it was refused.
    event.target.value = '';
    if (file) void start(file);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void start(file);
  };

  if (upload) {
    return (
      <Stack spacing={1}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{T.uploading(upload.fileName)}</Typography>
        <LinearProgress
          variant="determinate"
          value={upload.percent}
          aria-label={T.progressLabel}
          sx={{ height: 8, borderRadius: 4 }}
        />
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
        >
          <Typography
            variant="body2"
            color="textSecondary"
            sx={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {upload.percent < 100 ? `${upload.percent} %` : T.saving}
          </Typography>
          <Button color="inherit" onClick={() => cancel.current?.()}>
            {T.cancel}
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack spacing={1}>
      <ButtonBase
        ref={zone}
        aria-describedby={`${helpId} ${tipId}`}
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        sx={{
          width: '100%',
          flexDirection: 'column',
          gap: 1,
          p: { xs: 3, sm: 4 },
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 3,
          bgcolor: dragging ? 'action.hover' : 'background.default',
          '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <VideoCallOutlined color="primary" sx={{ fontSize: 40 }} aria-hidden />
        <Typography color="primary" sx={{ fontWeight: 600 }}>
          {T.upload}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {T.orDrop}
        </Typography>
      </ButtonBase>
      <Box
        component="input"
        ref={input}
        type="file"
        accept="video/*"
        tabIndex={-1}
        aria-label={T.pickLabel}
        aria-describedby={helpId}
        aria-invalid={Boolean(problem)}
        onChange={choose}
        sx={visuallyHidden}
      />
      <FormHelperText id={helpId} error={Boolean(problem)} role={problem ? 'alert' : undefined}>
        {problem ?? T.fileHint}
      </FormHelperText>
      <Typography id={tipId} variant="body2" color="textSecondary">
        {T.tip}
      </Typography>
    </Stack>
  );
}
