import type { ShellCatalog } from '../../catalog-types.js';

/** Spanish: the public pages' frame, titles and descriptions (decision 054). */
export const SHELL_CATALOG: ShellCatalog = {
  texts: {
    skipToContent: 'Saltar al contenido principal',
    mainNavigation: 'Principal',
    pricing: 'Precios',
    login: 'Iniciar sesión',
    signup: 'Registrarse',
    openNavigation: 'Abrir el menú de navegación',
    dashboard: 'Panel',
    settings: 'Ajustes',
    logout: 'Cerrar sesión',
    accountMenu: 'Menú de la cuenta',
    openToday: 'Abrir hoy',
    terms: 'Términos y condiciones',
    privacy: 'Política de privacidad',
    support: 'Ayuda',
    integrations: 'API e integraciones',
    language: 'Idioma',
    inEnglishOnly: 'De momento, esta página solo está en inglés.',
    loading: 'Cargando',
    checkingSession: 'Comprobando tu sesión',
  },
  homeTitle: 'Stride — hábitos y metas con un coach de IA',
  pages: {
    '/': {
      title: null,
      description:
        'Stride te ayuda a crear hábitos y alcanzar tus metas con un coach de IA con el que puedes chatear y hablar por teléfono, un calendario de hábitos, rachas y análisis de tu progreso.',
    },
    '/pricing': {
      title: 'Precios',
      description: 'Empieza gratis con mensajes diarios al coach y minutos de voz, o pásate a Premium para tener más. Compara los planes de Stride.',
    },
    '/support': {
      title: 'Ayuda',
      description: 'Ayuda con Stride: plazos de respuesta, planes y facturación, cancelación, eliminación de la cuenta y cómo funciona el coach de IA.',
    },
    '/login': { title: 'Iniciar sesión', description: 'Inicia sesión en Stride para ver tus hábitos, tus metas y tu coach de IA.' },
    '/signup': { title: 'Registrarse', description: 'Crea tu cuenta gratuita de Stride y empieza a construir hábitos con un coach de IA.' },
    '/integrations': {
      title: 'API e integraciones',
      description:
        'Usa Stride desde tus propias herramientas: tokens de acceso personal, el documento OpenAPI, webhooks firmados y la conexión de un asistente de IA por MCP.',
    },
  },
};
