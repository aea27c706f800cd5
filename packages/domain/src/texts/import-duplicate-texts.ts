/** Issue 40 part 7: an import whose habits the account already has (decision 033). */
export const IMPORT_DUPLICATE_TEXTS = {
  existing: 'already in your account',
  skip: (count: number) => `Skip the ${count === 1 ? 'habit' : `${count} habits`} you already have`,
  skipHelp: 'Same name and schedule as one of yours. Untick to import a second copy.',
  skipped: (count: number) => `${count === 1 ? 'One habit was' : `${count} habits were`} already there and skipped.`,
} as const;
