import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { HABIT_PALETTE, type LandingSlideId } from '@stride/domain';
import { useLandingTexts } from './use-landing-texts';
import { CoachAvatar } from '../../components/coach-avatar';

const wave = keyframes`
  from { transform: scaleY(0.35); }
  to { transform: scaleY(1); }
`;

const BAR_HEIGHTS = [14, 26, 38, 22, 44, 30, 18, 36, 24, 40, 16, 28];
const bubble = { px: 1.5, py: 0.75, borderRadius: 2, fontSize: '0.8rem', lineHeight: 1.35, maxWidth: '85%' } as const;

function CallPreview({ still }: { still: boolean }) {
  const { preview } = useLandingTexts();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, height: '100%' }}>
      <CoachAvatar size={56} />
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ fontWeight: 700, fontSize: '0.9rem' }}>{preview.callTitle}</Box>
        <Box sx={{ color: 'text.secondary', fontSize: '0.8rem', mb: 1 }}>{preview.callStatus}</Box>
        <Box data-testid="call-waveform" sx={{ display: 'flex', alignItems: 'center', gap: '3px', height: 44 }}>
          {BAR_HEIGHTS.map((height, i) => (
            <Box
              key={i}
              sx={{
                width: 4,
                height,
                borderRadius: 2,
                bgcolor: 'primary.main',
                animation: still ? 'none' : `${wave} ${700 + (i % 4) * 120}ms ease-in-out ${i * 60}ms infinite alternate`,
                '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              }}
            />
          ))}
        </Box>
      </Box>
    </Box>
  );
}

function ChatPreview() {
  const { preview } = useLandingTexts();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, justifyContent: 'center', height: '100%' }}>
      <Box sx={{ ...bubble, alignSelf: 'flex-end', bgcolor: 'primary.main', color: 'primary.contrastText' }}>{preview.chatUser}</Box>
      <Box sx={{ ...bubble, alignSelf: 'flex-start', bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>{preview.chatCoach}</Box>
    </Box>
  );
}

/** A week of the habit calendar: a daily habit, three weekly ones, ticked off up to today (Thursday). */
const WEEK = [[0], [0, 2], [0], [0, 3], [0], [0, 4], [0]] as const;
const TODAY = 4;

function SchedulePreview() {
  const { preview } = useLandingTexts();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5, height: '100%', alignContent: 'center' }}>
      {WEEK.map((habits, day) => (
        <Box key={day} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'stretch', minWidth: 0 }}>
          <Box
            sx={{
              textAlign: 'center',
              fontSize: '0.75rem',
              fontWeight: 700,
              borderRadius: 1,
              color: day === TODAY ? 'primary.contrastText' : 'text.secondary',
              bgcolor: day === TODAY ? 'primary.main' : 'transparent',
            }}
          >
            {preview.weekDays[day]}
          </Box>
          {habits.map((habit) => (
            <Box
              key={habit}
              sx={{ height: 18, borderRadius: 1, bgcolor: HABIT_PALETTE[habit], color: '#ffffff', fontSize: '0.7rem', lineHeight: '18px', textAlign: 'center' }}
            >
              {day <= TODAY ? '✓' : ''}
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}

/**
 * The small picture of the product at the top of each hero slide. It only illustrates the slide's
 * title and text, so it is hidden from screen readers.
 */
export function HeroSlidePreview({ id, still }: { id: LandingSlideId; still: boolean }) {
  return (
    <Box aria-hidden="true" sx={{ height: 112, mb: 2.5, p: 1.5, borderRadius: 1, bgcolor: 'var(--stride-muted-bg)', border: 1, borderColor: 'divider' }}>
      {id === 'voice' ? <CallPreview still={still} /> : id === 'chat' ? <ChatPreview /> : <SchedulePreview />}
    </Box>
  );
}
