import type { SETTINGS_CATALOG as English } from '../en/settings.js';
import type { Messages } from '../../messages.js';

/** Les paramètres en français (vous) : les rubriques et la rubrique Profil. */
export const SETTINGS_CATALOG: Messages<typeof English> = {
  SETTINGS_SECTIONS: {
    profile: { title: 'Profil', summary: 'Votre nom, votre fuseau horaire, votre langue et l’apparence de Stride' },
    notifications: { title: 'Notifications', summary: 'Rappels, e-mails, cet appareil et vacances' },
    'sign-in': { title: 'E-mail et mot de passe', summary: 'Comment vous vous connectez' },
    plan: { title: 'Formule', summary: 'Votre abonnement : gratuit ou Premium' },
    integrations: { title: 'Intégrations', summary: 'Flux de calendrier, jetons, webhooks et assistants' },
    data: { title: 'Vos données', summary: 'Exporter, importer ou supprimer votre compte' },
  },
  SETTINGS_NAV_TEXTS: { navLabel: 'Rubriques des paramètres', back: 'Tous les paramètres', documentTitle: '{section} · Paramètres', sectionLine: '{title} : {summary}.' },
  PROFILE_TEXTS: {
    title: 'Profil',
    intro: 'Votre coach vous salue par votre prénom ; votre fuseau horaire décide quand votre journée commence et finit.',
    firstName: 'Prénom',
    lastName: 'Nom',
    save: 'Enregistrer le nom',
    saving: 'Enregistrement…',
    saved: 'Nom enregistré.',
    timeZone: 'Fuseau horaire',
    timeZoneSave: 'Enregistrer',
    timeZoneSaving: 'Enregistrement...',
    timeZoneSaved: 'Fuseau horaire enregistré.',
    timeZoneOpen: 'Ouvrir',
    timeZoneClose: 'Fermer',
    timeZoneNone: 'Aucun résultat',
  },
  LOCALE_TEXTS: {
    title: 'Langue et région',
    intro: 'La langue dans laquelle Stride vous parle, et la façon d’écrire vos dates, heures, nombres et semaines.',
    language: 'Langue',
    region: 'Région',
    preview: 'Les heures s’écrivent {times}, les dates {date}, et la semaine commence le {firstDay}.',
    fromBrowser: 'Repris de votre navigateur jusqu’à ce que vous choisissiez.',
    save: 'Enregistrer',
    saving: 'Enregistrement...',
    saved: 'Langue et région enregistrées.',
    invalid: 'locale doit être l’une des langues et régions proposées par Stride, comme fr-FR.',
  },
  APPEARANCE_TEXTS: {
    title: 'Apparence',
    intro: 'Clair ou sombre, sur cet appareil. « Système » suit le réglage de votre appareil, de jour comme de nuit.',
    legend: 'Thème',
    options: { system: 'Système', light: 'Clair', dark: 'Sombre' },
  },
  TIME_ZONE_NOTICE_TEXTS: {
    question: 'Vous semblez être à {place}{hasZone, select, yes { ({zoneName})} other {}}. L’utiliser pour vos journées ?',
    switchTo: 'Utiliser l’heure de {place}',
    dismiss: 'Pas maintenant',
    saved: 'Vos journées suivent maintenant l’heure de {place}.',
    failed: 'Votre fuseau horaire n’a pas été modifié : {error}',
  },
};
