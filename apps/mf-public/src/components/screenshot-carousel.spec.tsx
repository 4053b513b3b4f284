import { act, fireEvent, render, screen } from '@testing-library/react';
import { SLIDE_INTERVAL_MS, ScreenshotCarousel } from './screenshot-carousel.tsx';

const slides = [
  { src: '/a.jpg', alt: 'Bilde A', caption: 'Første' },
  { src: '/b.jpg', alt: 'Bilde B', caption: 'Andre' },
  { src: '/c.jpg', alt: 'Bilde C', caption: 'Tredje' },
];

const shown = () => screen.getByRole('img').getAttribute('alt');

describe('ScreenshotCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('moves with next, previous and the dots, wrapping around', () => {
    render(<ScreenshotCarousel slides={slides} />);
    expect(shown()).toBe('Bilde A');
    fireEvent.click(screen.getByRole('button', { name: 'Neste bilde' }));
    expect(shown()).toBe('Bilde B');
    fireEvent.click(screen.getByRole('button', { name: 'Forrige bilde' }));
    fireEvent.click(screen.getByRole('button', { name: 'Forrige bilde' }));
    expect(shown()).toBe('Bilde C');
    fireEvent.click(screen.getByRole('button', { name: 'Vis bilde 2: Andre' }));
    expect(shown()).toBe('Bilde B');
    expect(screen.getByText('Andre')).toBeInTheDocument();
  });

  it('advances by itself, and pauses on hover, on focus and on the pause button', () => {
    render(<ScreenshotCarousel slides={slides} />);
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(shown()).toBe('Bilde B');

    const carousel = screen.getByRole('region', { name: 'Skjermbilder fra Yrkesbro' });
    fireEvent.mouseEnter(carousel);
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(shown()).toBe('Bilde B');
    fireEvent.mouseLeave(carousel);

    fireEvent.focus(screen.getByRole('button', { name: 'Neste bilde' }));
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(shown()).toBe('Bilde B');
    fireEvent.blur(screen.getByRole('button', { name: 'Neste bilde' }));

    fireEvent.click(screen.getByRole('button', { name: 'Pause automatisk visning' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Spill av automatisk' }));
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(shown()).toBe('Bilde B');

    fireEvent.click(screen.getByRole('button', { name: 'Spill av automatisk' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause automatisk visning' }));
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(shown()).toBe('Bilde C');
  });
});
