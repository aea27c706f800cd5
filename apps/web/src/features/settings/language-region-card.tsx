import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import {
  LANGUAGES,
  LOCALE_TEXTS as T,
  REGIONS,
  formatDay,
  formatWallTime,
  joinLocale,
  pickLocale,
  splitLocale,
  weekdayNames,
  type Language,
  type User,
} from '@stride/domain';
import { updateProfile } from '../../lib/auth/session-form-actions';
import { useSessionStore } from '../../lib/auth/session-context';
import { SettingsSection } from './settings-section';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { LOCALE_TEXTS: T };

/** Each language by its own name ("Deutsch", "español"), as language menus write them. */
function ownName(language: Language): string {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/** The regions, named and sorted in the chosen language. */
function regionOptions(language: Language): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return REGIONS.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, language));
}

function browserTags(): string[] {
  if (typeof navigator === 'undefined') return [];
  return [...(navigator.languages?.length ? navigator.languages : [navigator.language])];
}

/**
 * Issue 54: the account's language and region (one locale, 'en-GB'), first taken from the
 * browser at sign-up. The region decides how dates, times, numbers and weeks are written all over
 * the app; the preview shows it before saving. Self-contained, so it can sit in any settings section.
 */
export function LanguageRegionCard({ user }: { user: User }) {
  const { LOCALE_TEXTS: T } = useTexts(ENGLISH);
  const session = useSessionStore();
  const current = user.locale ?? pickLocale(browserTags());
  const [language, setLanguage] = useState<Language>(splitLocale(current).language);
  const [region, setRegion] = useState(splitLocale(current).region);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const regions = useMemo(() => regionOptions(language), [language]);
  const chosen = joinLocale(language, region);

  const save = async () => {
    setSaving(true);
    setResult(null);
    const outcome = await updateProfile(session, { locale: chosen });
    setSaving(false);
    setResult(outcome.ok ? { ok: true, text: T.saved } : { ok: false, text: outcome.error });
  };

  const preview = T.preview(`${formatWallTime(7, 0, chosen)}–${formatWallTime(19, 30, chosen)}`, formatDay('2026-11-23', 'weekdayDayMonthYear', chosen), weekdayNames(chosen, 'long')[0]!.name);

  return (
    <SettingsSection title={T.title} intro={T.intro}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
        <TextField
          select
          label={T.language}
          value={language}
          onChange={(e) => {
            setLanguage(e.target.value as Language);
            setResult(null);
          }}
          fullWidth
          size="small"
        >
          {LANGUAGES.map((code) => (
            <MenuItem key={code} value={code} lang={code}>
              {ownName(code)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={T.region}
          value={region}
          onChange={(e) => {
            setRegion(e.target.value);
            setResult(null);
          }}
          fullWidth
          size="small"
        >
          {regions.map(({ code, name }) => (
            <MenuItem key={code} value={code}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="locale-preview">
        {preview}
      </Typography>
      {!user.locale && <Typography color="text.secondary">{T.fromBrowser}</Typography>}
      <Button variant="outlined" sx={{ mt: 2, minHeight: 44 }} onClick={() => void save()} disabled={saving || chosen === user.locale}>
        {saving ? T.saving : T.save}
      </Button>
      <div role="status" aria-live="polite">
        {result && (
          <Alert severity={result.ok ? 'success' : 'error'} sx={{ mt: 1 }}>
            {result.text}
          </Alert>
        )}
      </div>
    </SettingsSection>
  );
}
