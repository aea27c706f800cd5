/** Las palabras del tipo de un hábito (como mínimo, como mucho, dejarlo), en el formulario y en los límites: escritas una vez. */
export const LIMIT_KIND_WORDS = {
  kindLabel: 'Tipo',
  kinds: { atLeast: 'Como mínimo', atMost: 'Como mucho', quit: 'Dejarlo' },
  kindHelp: {
    atLeast: 'Hecho cuando lo que anotas llega a la cantidad («8 vasos»).',
    atMost: 'Cumplido mientras el día no pase de la cantidad («como mucho 2 cafés»).',
    quit: 'Cada día sin recaída cuenta; tu racha son los días desde la última.',
  },
  quitLabel: 'Dejar: nada de …',
  quitPlaceholder: 'azúcar, tabaco, picoteo',
  quitRequired: 'Di qué dejas, en 20 caracteres como mucho, como «azúcar».',
  limitQuantityRequired: 'Escribe un límite de 0 a 1.000.000.',
  limitNeedsSetDays: 'Un límite se cumple en días fijos: en Repetición, elige Cada día, Cada semana, Cada mes o Personalizada.',
} as const;
