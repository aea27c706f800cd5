import type { SETTINGS_CATALOG as English } from '../en/settings.js';
import type { Messages } from '../../messages.js';

/** Los ajustes en español (tú): las secciones y la sección Perfil. */
export const SETTINGS_CATALOG: Messages<typeof English> = {
  SETTINGS_SECTIONS: {
    profile: { title: 'Perfil', summary: 'Tu nombre, zona horaria, idioma y el aspecto de Stride' },
    notifications: { title: 'Notificaciones', summary: 'Recordatorios, correos, este dispositivo y vacaciones' },
    'sign-in': { title: 'Correo y contraseña', summary: 'Cómo inicias sesión' },
    plan: { title: 'Plan', summary: 'Tu suscripción: gratuita o Premium' },
    integrations: { title: 'Integraciones', summary: 'Calendario, tokens, webhooks y asistentes' },
    data: { title: 'Tus datos', summary: 'Exporta, importa o elimina tu cuenta' },
  },
  SETTINGS_NAV_TEXTS: { navLabel: 'Secciones de ajustes', back: 'Todos los ajustes', documentTitle: '{section} · Ajustes', sectionLine: '{title}: {summary}.' },
  PROFILE_TEXTS: {
    title: 'Perfil',
    intro: 'Tu coach te saluda por tu nombre; tu zona horaria decide cuándo empieza y termina tu día.',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    save: 'Guardar nombre',
    saving: 'Guardando…',
    saved: 'Nombre guardado.',
    timeZone: 'Zona horaria',
    timeZoneSave: 'Guardar',
    timeZoneSaving: 'Guardando...',
    timeZoneSaved: 'Zona horaria guardada.',
    timeZoneOpen: 'Abrir',
    timeZoneClose: 'Cerrar',
    timeZoneNone: 'Ninguna coincide',
  },
  LOCALE_TEXTS: {
    title: 'Idioma y región',
    intro: 'El idioma en que Stride te habla, y cómo se escriben tus fechas, horas, números y semanas.',
    language: 'Idioma',
    region: 'Región',
    preview: 'Las horas se ven así: {times}; las fechas, así: {date}; y la semana empieza el {firstDay}.',
    fromBrowser: 'Tomado de tu navegador hasta que elijas.',
    save: 'Guardar',
    saving: 'Guardando...',
    saved: 'Idioma y región guardados.',
    invalid: 'locale debe ser uno de los idiomas y regiones que ofrece Stride, como es-ES.',
  },
  APPEARANCE_TEXTS: {
    title: 'Apariencia',
    intro: 'Claro u oscuro, en este dispositivo. «Sistema» sigue el ajuste de tu dispositivo, de día y de noche.',
    legend: 'Tema',
    options: { system: 'Sistema', light: 'Claro', dark: 'Oscuro' },
  },
  TIME_ZONE_NOTICE_TEXTS: {
    question: 'Parece que estás en {place}{hasZone, select, yes { ({zoneName})} other {}}. ¿Usarla para tus días?',
    switchTo: 'Usar la hora de {place}',
    dismiss: 'Ahora no',
    saved: 'Tus días siguen ahora la hora de {place}.',
    failed: 'No se cambió tu zona horaria: {error}',
  },
};
