import type { APP_SHELL_CATALOG as English } from '../en/app-shell.js';
import type { Messages } from '../../messages.js';

/** El marco de la app con sesión iniciada, en español (tú). */
export const APP_SHELL_CATALOG: Messages<typeof English> = {
  SHELL_TEXTS: {
    bottomNav: { today: 'Hoy', habits: 'Hábitos', coach: 'Coach', goals: 'Metas', progress: 'Progreso' },
    yourSpace: 'Tu espacio',
    sidebar: { dashboard: 'Panel', goals: 'Metas', habits: 'Hábitos', analytics: 'Estadísticas', aiCoach: 'Coach IA' },
    sectionsLabel: 'Secciones',
    menu: 'Menú',
    collapseSidebar: 'Ocultar la barra lateral',
    expandSidebar: 'Mostrar la barra lateral',
    accountMenu: 'Menú de la cuenta',
    today: 'Hoy',
    settings: 'Ajustes',
    logout: 'Cerrar sesión',
    openToday: 'Abrir hoy',
  },
  SETTINGS_TEXTS: {
    title: 'Ajustes',
    subtitle: 'Recordatorios y correos, tu cuenta, tus datos y el aspecto de Stride.',
  },
  COACH_INBOX_TEXTS: {
    reviewLabel: 'Tu semana en resumen',
    unreadBadge: '{count, plural, one {# mensaje nuevo de tu coach} other {# mensajes nuevos de tu coach}}',
  },
  PUNCTUATION_TEXTS: {
    labelled: '{label}: {text}',
    quoted: '«{text}»',
    series: '{first}; {next}',
  },
  COMMON_TEXTS: {
    cancel: 'Cancelar',
    ok: 'Aceptar',
    close: 'Cerrar',
    networkError: 'Error de red. Comprueba tu conexión y vuelve a intentarlo.',
    requestFailed: 'La solicitud ha fallado',
  },
};
