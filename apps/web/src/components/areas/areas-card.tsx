import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { AREAS_TEXTS, AREA_NAME_MAX_LENGTH, MAX_AREAS_PER_USER, type Area } from '@stride/domain';
import { failureMessage } from '../../lib/api/stride-api';
import { useCreateAreaMutation, useDeleteAreaMutation, useGetAreasQuery, useRenameAreaMutation } from '../../lib/areas/areas-endpoints';
import { useUndoActions } from '../../lib/undo/undo-actions';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { AREAS_TEXTS };

/**
 * Areas managed on the Habits page (issue 40): add one, rename or delete it (its habits stay, in no
 * area; Undo brings it back with them). Each name is 1 to 100 characters, at most 50 areas.
 */
export function AreasCard({ onError }: { onError: (message: string) => void }) {
  const { AREAS_TEXTS: T } = useTexts(ENGLISH);
  const areasQuery = useGetAreasQuery();
  const [createArea, creating] = useCreateAreaMutation();
  const [deleteArea] = useDeleteAreaMutation();
  const offerUndo = useUndoActions();
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const titleId = useId();
  const areas = areasQuery.data ?? [];

  const add = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setFieldError('Please enter an area name.');
    setFieldError(null);
    createArea(trimmed)
      .unwrap()
      .then(() => setName(''))
      .catch((e: unknown) => setFieldError(failureMessage(e)));
  };
  const remove = (area: Area) => {
    deleteArea(area.id)
      .unwrap()
      .then(({ undoId }) => offerUndo.deleted(T.areaDeleted(area.name), undoId))
      .catch((e: unknown) => onError(failureMessage(e)));
  };

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="h3" sx={{ mb: 1 }}>
          {T.areasHeading}
        </Typography>
        {areasQuery.isError && !areasQuery.data ? (
          // A quiet status, not an alert: the habits themselves are on the page (and offline it is expected).
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography role="status" color="text.secondary">
              {T.loadError}
            </Typography>
            <Button onClick={() => void areasQuery.refetch()} sx={{ minHeight: 44 }}>
              {T.retry}
            </Button>
          </Box>
        ) : (
          <>
            {areasQuery.data && areas.length === 0 && (
              <Typography color="text.secondary" sx={{ mb: 1.5 }}>
                {T.noAreas}
              </Typography>
            )}
            {areas.length > 0 && (
              <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0, mb: 1.5 }}>
                {areas.map((area) => (
                  <AreaItem key={area.id} area={area} onDelete={() => remove(area)} onError={onError} />
                ))}
              </Stack>
            )}
            {areas.length < MAX_AREAS_PER_USER && (
              <Box component="form" onSubmit={add} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                <TextField
                  label={T.newArea}
                  size="small"
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  error={!!fieldError}
                  helperText={fieldError ?? undefined}
                  slotProps={{ htmlInput: { maxLength: AREA_NAME_MAX_LENGTH } }}
                  sx={{ flex: '1 1 12rem' }}
                />
                <Button type="submit" variant="outlined" disabled={creating.isLoading} sx={{ minHeight: 44 }}>
                  {T.addArea}
                </Button>
              </Box>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function AreaItem({ area, onDelete, onError }: { area: Area; onDelete: () => void; onError: (message: string) => void }) {
  const { AREAS_TEXTS: T } = useTexts(ENGLISH);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(area.name);
  const [renameArea] = useRenameAreaMutation();
  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || trimmed === area.name) return setEditing(false);
    renameArea({ id: area.id, name: trimmed })
      .unwrap()
      .then(() => setEditing(false))
      .catch((e: unknown) => onError(failureMessage(e)));
  };
  if (editing) {
    return (
      <Box component="li">
        <Box component="form" onSubmit={save} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            label={T.areaName}
            size="small"
            value={name}
            autoFocus
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setEditing(false);
            }}
            slotProps={{ htmlInput: { maxLength: AREA_NAME_MAX_LENGTH } }}
            sx={{ flex: '1 1 10rem' }}
          />
          <Button type="submit" variant="contained" size="small" sx={{ minHeight: 44 }}>
            {T.save}
          </Button>
          <Button size="small" onClick={() => setEditing(false)} sx={{ minHeight: 44 }}>
            {T.cancel}
          </Button>
        </Box>
      </Box>
    );
  }
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{area.name}</Typography>
      <IconButton aria-label={T.renameLabel(area.name)} onClick={() => setEditing(true)} sx={{ width: 44, height: 44 }}>
        <EditOutlinedIcon />
      </IconButton>
      <IconButton aria-label={T.deleteAreaLabel(area.name)} onClick={onDelete} sx={{ width: 44, height: 44 }}>
        <DeleteOutlineIcon />
      </IconButton>
    </Box>
  );
}
