import { getPublicConfig } from '../../lib/config';
import { appLanguageOf } from '../../lib/i18n/app-texts';
import { useDisplayLocale } from '../../lib/locale/use-display-locale';

/**
 * Issue 54: whether the person writes to the built-in coach only (no AI provider on this server,
 * which is also why calls are off) in a language it cannot read (it reads English requests only).
 * The "Things to ask" cards and the empty chat's line then point to what it does read.
 */
export function useBuiltInCoachOnly(): boolean {
  return appLanguageOf(useDisplayLocale()) !== null && !getPublicConfig().voiceCalls;
}
