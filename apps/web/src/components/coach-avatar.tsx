import Box from '@mui/material/Box';
import { useId } from 'react';

/** The coach's face: a friendly, drawn avatar (no photo to license or load). Decorative: the heading names the coach. */
export function CoachAvatar({ size = 96 }: { size?: number }) {
  const gradient = useId();
  return (
    <Box component="svg" viewBox="0 0 96 96" width={size} height={size} aria-hidden focusable="false" sx={{ flexShrink: 0, display: 'block' }}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#4f46e5" />
          <stop offset="100%" stopColor="#0ea5e9" />
        </linearGradient>
      </defs>
      <circle cx="48" cy="48" r="48" fill={`url(#${gradient})`} />
      <circle cx="48" cy="40" r="18" fill="#fde7d3" />
      <path d="M30 38c0-12 8-20 18-20s18 8 18 20c-4-6-10-9-18-9s-14 3-18 9z" fill="#1e293b" />
      <circle cx="41.5" cy="41" r="2.2" fill="#1e293b" />
      <circle cx="54.5" cy="41" r="2.2" fill="#1e293b" />
      <path d="M42 48c3.5 3 8.5 3 12 0" stroke="#1e293b" strokeWidth="2.4" strokeLinecap="round" fill="none" />
      <path d="M20 86c3-15 14-24 28-24s25 9 28 24a48 48 0 0 1-56 0z" fill="#f8fafc" />
      <path d="M40 63l8 9 8-9" fill="none" stroke="#4f46e5" strokeWidth="3" strokeLinejoin="round" />
      <path d="M76 18l2.2 5.3 5.3 2.2-5.3 2.2L76 33l-2.2-5.3-5.3-2.2 5.3-2.2z" fill="#fef08a" />
    </Box>
  );
}
