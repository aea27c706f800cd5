/**
 * Texts of the public landing page (section 1). Copy follows DECISIONS.md: habits are tracked on
 * the web dashboard and in the mobile apps. Issue 51, one story about the apps: everything works
 * in a browser, phone or computer, on one account; the store badges (when this server names its
 * apps' store pages) or "coming soon" say whether the apps are out, and nothing else claims it.
 */
export const LANDING_TEXTS = {
  heroTitle: 'Build habits that stick, with a coach who listens',
  heroSubtitle:
    'Talk or chat with your AI coach to shape your vision, set goals and schedule habits. Then track every streak on your web dashboard.',
  getStarted: 'Get Started',
  seePricing: 'See plans and pricing',
  carouselLabel: 'What your coach can do',
  pauseSlides: 'Pause slides',
  playSlides: 'Play slides',
  /** A dot under the carousel (its accessible name). */
  showSlide: 'Show slide {index}: {title}',
  showcaseTitle: 'Your whole plan on one web dashboard',
  showcaseText:
    'Sign in from any browser to see your account and plan at a glance. Your vision, goals, habits and coach conversations live in your account, the same on every device you sign in from.',
  featuresTitle: 'Everything you need to keep going',
  mobileTitle: 'On the web and on your phone',
  mobileText:
    "Stride works in your phone's browser as well as on your computer, habit tracking included, with one account for everything you track.",
  mobileComingSoon: 'The iOS and Android apps are coming soon, on the same account.',
  /** Shown by the coach feature when this server has no voice (as the AI Coach page says it). */
  voiceOff: 'Voice calls are turned off on this server. You can still message your coach.',
  appStoreBadge: 'Download on the App Store',
  playStoreBadge: 'Get it on Google Play',
  opensInNewTab: 'Opens in a new tab',
  ctaTitle: 'Start your next streak today',
  ctaButton: 'Create your free account',
  /** Under the closing call to action: the figures come from PLAN_LIMITS, written as the page's language writes them. */
  freePlanLine: 'Free plan: {messages} coach messages and {voice} of voice a day. Premium: {price} a month.',
} as const;

/** The three hero carousel slides (section 1), in order. */
export const LANDING_SLIDES = [
  {
    id: 'voice',
    title: 'Natural Voice Conversations',
    description: 'Call your coach and talk through your day; it turns what you say into goals and habits.',
  },
  {
    id: 'chat',
    title: '24/7 Chat Support',
    description: 'Message your coach any time for a plan, a nudge or a quick change to your schedule.',
  },
  {
    id: 'schedule',
    title: 'Smart Scheduling',
    description: 'Habits repeat daily, weekly, monthly or on your own custom pattern, in your own time zone.',
  },
] as const;

/**
 * What each slide's small picture of the product says: the call modal's title and listening
 * status (section 2), an example chat turn, and the day letters of a week of the habit calendar.
 */
export const LANDING_PREVIEW_TEXTS = {
  callTitle: 'AI Coach Call',
  callStatus: "I'm listening...",
  chatUser: 'Add a 10-minute stretch every evening at 9pm',
  chatCoach: 'Done! "Stretch" is on your calendar every day at 21:00.',
  weekDays: ['S', 'M', 'T', 'W', 'T', 'F', 'S'],
} as const;

export type LandingSlideId = (typeof LANDING_SLIDES)[number]['id'];

/** Feature sections of section 1. */
export const LANDING_FEATURES = [
  {
    id: 'coach',
    title: 'AI voice calls and chat',
    text: 'Your coach creates, updates and removes habits and goals and keeps your vision current, by voice or by text.',
  },
  {
    id: 'goals',
    title: 'Goal tracking',
    text: 'Write one vision, break it into goals and link the habits that move each goal forward.',
  },
  {
    id: 'calendar',
    title: 'Habit calendar',
    text: 'See every scheduled habit by month, week or day, with daily, weekly, monthly or custom recurrence.',
  },
  {
    id: 'analytics',
    title: 'Progress analytics',
    text: 'Streaks, success rates and weekly trends show which habits are working and which need attention.',
  },
] as const;

export type LandingFeatureId = (typeof LANDING_FEATURES)[number]['id'];

/**
 * The captions and descriptions of the pictures of the real app (features/landing/product-showcase.tsx),
 * by picture: each screen on a desktop and on a phone.
 */
export const LANDING_SHOWCASE_TEXTS = [
  {
    id: 'dashboard',
    caption: 'The real Stride web dashboard: your day, each habit ticked off in one tap.',
    desktopAlt:
      "The Stride web dashboard on a desktop, the sidebar open beside it: Maya's Today, Thursday 26 November, 2 of 7 done, with Morning run and Meditate ticked off, Drink water at 5 of 8 glasses, and Walk at lunch, Read 20 pages and Stretch still to do, each row with its time, streak and a menu of more actions; beside them a line from her coach and her current streaks, Meditate's 28 days first.",
    phoneAlt:
      "The Stride dashboard on a phone: Maya's Today, 2 of 7 done, with Morning run and Meditate ticked off, Drink water at 5 of 8 glasses and Walk at lunch still to do, each with its time and streak, above the bottom bar's Today, Habits, Coach, Goals and Progress.",
  },
  {
    id: 'habits',
    caption: 'Your habits, each in its own colour, ticked off as you go.',
    desktopAlt:
      "Maya's habit calendar for Thursday 26 November in Stride's Schedule View, its Day view: Morning run at 07:00 and Meditate at 07:15 ticked off, Drink water from 08:00 to 20:00, Walk at lunch at 12:30 and Yoga at 18:30 to do, each habit in its own colour, under the legend of done, missed, to do, skipped and paused.",
    phoneAlt:
      "Stride's Habit Tracker on a phone: its calendar's agenda for today, Thursday 26 November, with Morning run and Meditate done, and Drink water at 5 of 8 glasses still to do, each with its time and colour, under the legend of done, missed, to do, skipped and paused, above the bottom bar.",
  },
  {
    id: 'coach',
    caption: 'The AI Coach: ask in plain words, and it changes your habits and reports your progress.',
    desktopAlt:
      'A chat with the Stride AI Coach: Maya asks it to add a habit called Stretch on Monday and Thursday at 9pm for 15 minutes and the coach confirms it created it; she asks how she is doing and the coach lists each of her nine habits with its streak, how much of it is done and whether it is due today, and cheers on Meditate, 28 days in a row.',
    phoneAlt:
      "A chat with the Stride AI Coach on a phone: the coach's answer to how Maya is doing lists each habit with its streak, how much of it is done and whether it is due today, and cheers on Meditate, 28 days in a row.",
  },
] as const;

/** The carousel's position, read with each slide ("2 of 3"). */
export const LANDING_SLIDE_POSITION = '{index} of {count}';
