import { useMediaQuery } from './use-media-query';

/** A phone-sized or touch screen, where focusing a text field opens the on-screen keyboard over the form. */
export const TOUCH_SCREEN_QUERY = '(pointer: coarse), (max-width: 599.95px)';

/**
 * True on a touch or phone-sized screen (issue 39): forms there do not focus their first field by
 * themselves, so opening one never pops the keyboard over it; the person taps the field they mean.
 */
export function useTouchScreen(): boolean {
  return useMediaQuery(TOUCH_SCREEN_QUERY);
}
