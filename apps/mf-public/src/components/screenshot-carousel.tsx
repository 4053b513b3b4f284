import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { TEXTS } from './texts.ts';

const T = TEXTS.screenshotCarousel;

export interface Slide {
  src: string;
  alt: string;
  caption: string;
}

export const SLIDE_INTERVAL_MS = 6000;

// The build prerenders this page where there is no window.
const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Screenshots with captions. It advances by itself, but stops while the pointer or keyboard
 * focus is inside it, when the visitor pauses it, and for those who prefer reduced motion.
 */
export function ScreenshotCarousel({ slides }: { slides: Slide[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const running = !paused && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running, slides.length]);

  const go = (next: number) => setIndex((next + slides.length) % slides.length);
  const slide = slides[index];
  return (
    <Box
      component="section"
      aria-roledescription={T.roleDescription}
      aria-label={T.label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      sx={{ maxWidth: 960, mx: 'auto' }}
    >
      <Box
        role="group"
        aria-roledescription={T.slideRoleDescription}
        aria-label={T.slide(index + 1, slides.length)}
        aria-live={running ? 'off' : 'polite'}
        sx={{ borderRadius: 3, overflow: 'hidden', boxShadow: 3, bgcolor: 'background.paper' }}
      >
        <Box
          component="img"
          src={slide.src}
          alt={slide.alt}
          width={1200}
          height={750}
          sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1200 / 750' }}
        />
        <Typography sx={{ p: 2, textAlign: 'center' }}>{slide.caption}</Typography>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 1, mt: 1 }}>
        <IconButton aria-label={T.previous} onClick={() => go(index - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        {slides.map((s, i) => (
          <IconButton
            key={s.src}
            aria-label={T.show(i + 1, s.caption)}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => go(i)}
            size="small"
          >
            <Box
              component="span"
              sx={{
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: i === index ? 'primary.main' : 'divider',
              }}
            />
          </IconButton>
        ))}
        <IconButton aria-label={T.next} onClick={() => go(index + 1)}>
          <ChevronRightIcon />
        </IconButton>
        <IconButton aria-label={paused ? T.play : T.pause} onClick={() => setPaused((p) => !p)}>
          {paused ? <PlayArrowIcon /> : <PauseIcon />}
        </IconButton>
      </Box>
    </Box>
  );
}
