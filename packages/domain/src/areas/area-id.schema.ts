import { z } from 'zod';

/** Issue 40, areas: limits (decision 031). */
export const AREA_NAME_MAX_LENGTH = 100;
/** Far above any real list of areas of life, low enough for one row of groups on a page. */
export const MAX_AREAS_PER_USER = 50;

export const AREA_MESSAGES = {
  nameRequired: 'Please enter an area name.',
  nameTooLong: `Area name must be at most ${AREA_NAME_MAX_LENGTH} characters.`,
  notFound: 'Area not found.',
  /** A habit's `areaId` that is not one of the caller's areas (400 naming the field). */
  areaIdInvalid: 'areaId must be the id of one of your areas, or null.',
  tooMany: `You can keep up to ${MAX_AREAS_PER_USER} areas. Delete one to add another.`,
  dateInvalid: 'date must be a real calendar date written YYYY-MM-DD.',
  futureDate: 'You can only complete an area for today or a day in the past.',
} as const;

export const areaNameSchema = z
  .string({ error: AREA_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: AREA_MESSAGES.nameRequired })
  .max(AREA_NAME_MAX_LENGTH, { error: AREA_MESSAGES.nameTooLong });

/** A habit's area on create and update: an id of the caller's areas, or null for none. */
export const habitAreaIdSchema = z.uuid({ error: AREA_MESSAGES.areaIdInvalid }).nullish();
