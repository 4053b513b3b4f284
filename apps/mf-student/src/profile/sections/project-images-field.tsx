import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { STUDENT_LIMITS } from '@yrkesbro/contracts';
import { useEffect, useId, useRef } from 'react';
import { DIALOG_TEXTS } from './texts.ts';
import { FilePicker } from './file-picker.tsx';
import type { PickedImage } from './project-images.ts';
import { useObjectUrl } from './use-object-url.ts';

const T = DIALOG_TEXTS.projectImages;

/**
 * The project's images: those it already has (when editing) and those just picked, each as a
 * thumbnail with a remove button, then the picker and the message about the images.
 */
export function ProjectImagesField({
  kept,
  added,
  error,
  onPick,
  onRemoveKept,
  onRemoveAdded,
}: {
  kept: string[];
  added: PickedImage[];
  error?: string;
  onPick: (files: File[]) => void;
  onRemoveKept: (url: string) => void;
  onRemoveAdded: (key: number) => void;
}) {
  const labelId = useId();
  const countId = useId();
  const count = kept.length + added.length;
  const list = useRef<HTMLUListElement>(null);
  const picker = useRef<HTMLButtonElement>(null);
  // A removal takes the focused Fjern button away with its image; focus would fall to the page.
  const removed = useRef<{ index: number; count: number } | null>(null);

  // Once the image is gone: the next image's Fjern, else the one before it, else Velg bilder.
  useEffect(() => {
    const pending = removed.current;
    if (!pending || count >= pending.count) return;
    removed.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('li > button');
    const next = buttons?.[Math.min(pending.index, buttons.length - 1)] ?? picker.current;
    next?.focus();
  }, [count]);

  const remove = (index: number, onRemove: () => void) => {
    removed.current = { index, count };
    onRemove();
  };
  return (
    <Stack spacing={1} role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId} required>
        {T.label}
      </FormLabel>
      {count > 0 && (
        <Box
          component="ul"
          ref={list}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0 }}
        >
          {kept.map((url, index) => (
            <Thumbnail
              key={url}
              src={url}
              alt={T.alt(index + 1)}
              removeLabel={T.removeLabel(index + 1)}
              onRemove={() => remove(index, () => onRemoveKept(url))}
            />
          ))}
          {added.map(({ key, file }, index) => (
            <AddedThumbnail
              key={key}
              file={file}
              onRemove={() => remove(kept.length + index, () => onRemoveAdded(key))}
            />
          ))}
        </Box>
      )}
      <FilePicker
        label={T.pick}
        accept="image/jpeg,image/png,image/gif"
        multiple
        describedBy={countId}
        buttonRef={picker}
        onPick={onPick}
      />
      <FormHelperText id={countId}>
        {T.count(count, STUDENT_LIMITS.projectMaxImages)}
      </FormHelperText>
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}

function AddedThumbnail({ file, onRemove }: { file: File; onRemove: () => void }) {
  const url = useObjectUrl(file);
  return (
    <Thumbnail
      src={url}
      alt={T.newAlt(file.name)}
      removeLabel={T.removeNewLabel(file.name)}
      onRemove={onRemove}
    />
  );
}

function Thumbnail({
  src,
  alt,
  removeLabel,
  onRemove,
}: {
  src: string | undefined;
  alt: string;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <Box
      component="li"
      sx={{ position: 'relative', width: 96, height: 96, listStyle: 'none', flexShrink: 0 }}
    >
      {src && (
        <Box
          component="img"
          src={src}
          alt={alt}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', borderRadius: 1 }}
        />
      )}
      <IconButton
        size="small"
        aria-label={removeLabel}
        onClick={onRemove}
        sx={{
          position: 'absolute',
          top: 4,
          right: 4,
          bgcolor: 'background.paper',
          boxShadow: 1,
          '&:hover': { bgcolor: 'background.paper' },
        }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
