import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { GOALS_SCREEN_TEXTS, GOALS_TEXTS, UNDO_TEXTS, VISION_TEXT_MAX_LENGTH, type Vision } from '@stride/domain';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { MessageDialog } from '../../components/message-dialog';
import { failureMessage } from '../../lib/api/stride-api';
import { useDeleteVisionMutation, useSaveVisionMutation } from '../../lib/goals/goals-endpoints';
import { useUndoActions } from '../../lib/undo/undo-actions';
import { useTexts } from '../../lib/i18n/app-texts';
/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { GOALS_TEXTS, GOALS_SCREEN_TEXTS, UNDO_TEXTS };


interface VisionCardProps {
  vision: Vision | null;
  /** Called with the message of a save or delete that failed. */
  onError: (message: string) => void;
  /** Called with a short confirmation for the page's live region. */
  onNotice: (message: string) => void;
}

/**
 * Section 2 "Vision card": a collapsed preview with a fade that expands into the editor on click;
 * the editor at once when there is no vision yet.
 */
export function VisionCard({ vision, onError, onNotice }: VisionCardProps) {
  const { GOALS_TEXTS, GOALS_SCREEN_TEXTS: T, UNDO_TEXTS } = useTexts(ENGLISH);
  const [saveVision] = useSaveVisionMutation();
  const [deleteVision] = useDeleteVisionMutation();
  const offerUndo = useUndoActions();
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  const [draft, setDraft] = useState(vision?.text ?? '');
  const [busy, setBusy] = useState(false);
  const [alertOpen, setAlertOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const editing = expanded || !vision;

  const expand = () => {
    setDraft(vision?.text ?? '');
    setExpanded(true);
  };

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    const text = draft.trim();
    if (!text) {
      setAlertOpen(true);
      return;
    }
    setBusy(true);
    const result = await saveVision(text);
    setBusy(false);
    if (result.error) {
      onError(failureMessage(result.error));
    } else {
      setExpanded(false);
      onNotice(T.visionSaved);
    }
  };

  const remove = async () => {
    if (!vision) return;
    setBusy(true);
    const result = await deleteVision(vision.id);
    setBusy(false);
    setConfirmOpen(false);
    if (result.error) {
      onError(failureMessage(result.error));
    } else {
      setExpanded(false);
      setDraft('');
      // Said by the Undo snackbar (issue 39), which brings it back.
      offerUndo.deleted(UNDO_TEXTS.visionDeleted, result.data.undoId);
    }
  };

  const onEditorKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void save();
    if (event.key === 'Escape' && vision) setExpanded(false);
  };

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" id={headingId} gutterBottom>
          {T.visionTitle}
        </Typography>
        {editing ? (
          <Box component="form" onSubmit={(e) => void save(e)} noValidate>
            {!vision && (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {T.visionIntro}
              </Typography>
            )}
            <TextField
              label={T.visionLabel}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onEditorKeyDown}
              multiline
              minRows={4}
              maxRows={16}
              fullWidth
              autoFocus={expanded}
              placeholder={T.visionPlaceholder}
              helperText={`${draft.length} / ${VISION_TEXT_MAX_LENGTH}`}
              slotProps={{ htmlInput: { maxLength: VISION_TEXT_MAX_LENGTH } }}
            />
            <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
              <Button type="submit" variant="contained" disabled={busy}>
                {busy ? T.saving : T.saveVision}
              </Button>
              {vision && (
                <>
                  <Button onClick={() => setExpanded(false)} disabled={busy}>
                    {T.cancel}
                  </Button>
                  <Button color="error" onClick={() => setConfirmOpen(true)} disabled={busy} sx={{ ml: 'auto !important' }}>
                    {T.deleteVision}
                  </Button>
                </>
              )}
            </Stack>
          </Box>
        ) : (
          <ButtonBase
            onClick={expand}
            aria-expanded={false}
            focusRipple
            sx={{
              display: 'block',
              width: '100%',
              textAlign: 'left',
              borderRadius: 2,
              p: 1.5,
              boxSizing: 'border-box',
              border: 1,
              borderColor: 'divider',
              '&:hover .vision-hint': { textDecoration: 'underline' },
            }}
          >
            <Box
              data-testid="vision-preview"
              sx={{ position: 'relative', maxHeight: '7.5em', overflow: 'hidden', whiteSpace: 'pre-line', lineHeight: 1.5 }}
            >
              <Typography component="span" sx={{ fontSize: '1.05rem', lineHeight: 'inherit' }}>
                {vision.text}
              </Typography>
              {/* The fade sits 3em above the cut-off, so it only shows over text that runs past it. */}
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  left: 0,
                  right: 0,
                  top: 'calc(7.5em - 3em)',
                  height: '3em',
                  pointerEvents: 'none',
                  background: (theme) => `linear-gradient(to bottom, transparent, ${theme.vars!.palette.background.paper})`,
                }}
              />
            </Box>
            <Typography component="span" className="vision-hint" variant="body2" color="primary" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1, fontWeight: 600 }}>
              <EditOutlined fontSize="small" aria-hidden />
              {T.expandVision}
            </Typography>
          </ButtonBase>
        )}
      </CardContent>
      <MessageDialog open={alertOpen} title={T.visionDialogTitle} message={GOALS_TEXTS.visionRequired} onClose={() => setAlertOpen(false)} />
      <ConfirmDialog
        open={confirmOpen}
        title={T.deleteVisionTitle}
        message={T.deleteVisionConfirm}
        confirmLabel={T.delete}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmOpen(false)}
      />
    </Card>
  );
}
