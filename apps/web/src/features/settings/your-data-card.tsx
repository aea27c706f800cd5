import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ACCOUNT_TEXTS, IMPORT_DUPLICATE_TEXTS, MAX_IMPORT_BYTES, type ImportSummary } from '@stride/domain';
import { ResultAlert, type Result } from '../../components/result-alert';
import { exportUrl, useImportDataMutation, usePreviewImportMutation } from '../../lib/account/account-endpoints';
import { failureMessage } from '../../lib/api/stride-api';
import { ImportPreview } from './import-preview';
import { SettingsSection } from './settings-section';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { ACCOUNT_TEXTS, IMPORT_DUPLICATE_TEXTS };
const MAX_IMPORT_MB = MAX_IMPORT_BYTES / (1024 * 1024);

/** Issue 23 "Your data": the export in two formats, and an import shown before anything is added. */
export function YourDataCard() {
  const { ACCOUNT_TEXTS: { data: T }, IMPORT_DUPLICATE_TEXTS } = useTexts(ENGLISH);
  const importTitleId = useId();
  const helpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const [chosen, setChosen] = useState<{ file: File; preview: ImportSummary } | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [previewImport, preview] = usePreviewImportMutation();
  const [importData, imported] = useImportDataMutation();
  const busy = preview.isLoading || imported.isLoading;
  // When the preview closes, focus goes back to the button that opened it (once it is enabled again).
  const refocus = useRef(false);
  useEffect(() => {
    if (refocus.current && !busy) {
      refocus.current = false;
      chooseButton.current?.focus();
    }
  });

  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied, so that choosing the same file again (after Cancel, or after fixing it) reads it again.
    event.target.value = '';
    if (!file) return;
    setChosen(null);
    if (file.size > MAX_IMPORT_BYTES) {
      setResult({ severity: 'error', text: T.tooLarge(MAX_IMPORT_MB) });
      return;
    }
    setResult(null);
    try {
      setChosen({ file, preview: await previewImport(file).unwrap() });
    } catch (error) {
      setResult({ severity: 'error', text: failureMessage(error) });
    }
  };

  const bringIn = async (duplicates: 'skip' | 'import') => {
    if (!chosen) return;
    setResult(null);
    try {
      const summary = await importData({ file: chosen.file, duplicates }).unwrap();
      setChosen(null);
      refocus.current = true;
      // Issue 40: habits already in the account were left out (decision 033).
      const skipped = summary.skipped ?? 0;
      setResult({ severity: 'success', text: skipped ? `${T.imported(summary.habits.length - skipped)} ${IMPORT_DUPLICATE_TEXTS.skipped(skipped)}` : T.imported(summary.habits.length) });
    } catch (error) {
      setResult({ severity: 'error', text: failureMessage(error) });
    }
  };

  return (
    <SettingsSection title={T.title} intro={T.intro} fullHeight>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Button component="a" href={exportUrl('json')} download variant="outlined" startIcon={<DownloadIcon aria-hidden />}>
          {T.downloadJson}
        </Button>
        <Button component="a" href={exportUrl('csv')} download variant="outlined" startIcon={<DownloadIcon aria-hidden />}>
          {T.downloadCsv}
        </Button>
      </Stack>

      <Divider sx={{ my: 3 }} />
      <section aria-labelledby={importTitleId}>
        <Typography id={importTitleId} variant="h6" component="h3" gutterBottom>
          {T.importTitle}
        </Typography>
        <Typography id={helpId} color="text.secondary" sx={{ mb: 2 }}>
          {T.importHelp}
        </Typography>
        {/* The browser's own file control cannot be styled: the button below opens it, and is the
            one control a keyboard or a screen reader meets (this one would be a second button). */}
        <input
          ref={input}
          type="file"
          accept=".json,.zip,application/json,application/zip"
          aria-label={T.chooseFile}
          aria-hidden
          tabIndex={-1}
          style={visuallyHidden}
          onChange={(event) => void read(event)}
        />
        <Button
          ref={chooseButton}
          variant={chosen ? 'outlined' : 'contained'}
          startIcon={<UploadFileIcon aria-hidden />}
          aria-describedby={helpId}
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {preview.isLoading ? T.reading : T.chooseFile}
        </Button>
        {/* The wait, said as the button says it (its words are not announced when they change). */}
        <div role="status" aria-live="polite" style={visuallyHidden}>
          {preview.isLoading ? T.reading : imported.isLoading ? T.importing : ''}
        </div>
        <ResultAlert result={result} sx={{ mt: 2 }} />
        {chosen && (
          <ImportPreview
            fileName={chosen.file.name}
            summary={chosen.preview}
            importing={imported.isLoading}
            onImport={(duplicates) => void bringIn(duplicates)}
            onCancel={() => {
              setChosen(null);
              setResult(null);
              refocus.current = true;
            }}
          />
        )}
      </section>
    </SettingsSection>
  );
}
