import type { EmailCatalog } from '../../email-texts-for.js';

/** The account emails in French («vous», a no-break space before : ! ? and inside « »), decision 054. */
export const EMAIL_CATALOG: EmailCatalog = {
  greeting: 'Bonjour {firstName},',
  codeExpiry: 'Ce code expire dans {minutesValid} minutes et ne peut servir qu’une fois.',
  questions: 'Une question\u00a0? Écrivez-nous à {supportEmail}.',
  signOff: 'L’équipe Stride',
  verification: {
    subject: '{code} est votre code de vérification Stride',
    intro: 'Bienvenue sur Stride\u00a0! Saisissez ce code pour vérifier votre adresse e-mail\u00a0:',
    ignoreLine: 'Si vous n’avez pas créé de compte, vous pouvez ignorer cet e-mail.',
  },
  passwordResetCode: {
    subject: '{code} est votre code de réinitialisation du mot de passe Stride',
    intro: 'Nous avons reçu une demande de réinitialisation de votre mot de passe. Saisissez ce code pour en choisir un nouveau\u00a0:',
    ignoreLine: 'Si vous n’avez pas demandé à réinitialiser votre mot de passe, vous pouvez ignorer cet e-mail\u00a0; votre mot de passe reste le même.',
  },
  passwordChanged: {
    subject: 'Votre mot de passe Stride a été modifié',
    changed: 'Votre mot de passe Stride a été modifié, et tous les appareils connectés à votre compte ont été déconnectés.',
    notYou: 'Si ce n’était pas vous, réinitialisez dès maintenant votre mot de passe sur {resetUrl} et écrivez-nous.',
  },
  passwordChangedInSettings: {
    subject: 'Votre mot de passe Stride a été modifié',
    changed: 'Votre mot de passe Stride a été modifié depuis les paramètres de votre compte, et vos autres appareils ont été déconnectés.',
  },
  emailChangeCode: {
    subject: '{code} est votre code Stride pour confirmer votre nouvelle adresse e-mail',
    intro: 'Saisissez ce code dans Stride pour faire de cette adresse celle de votre compte\u00a0:',
    ignoreLine: 'Si vous n’avez pas demandé à changer d’adresse e-mail, vous pouvez ignorer ce message\u00a0; rien ne change.',
  },
  emailChanged: {
    subject: 'L’adresse e-mail de votre compte Stride a été modifiée',
    changed: 'L’adresse e-mail de votre compte Stride est désormais {newEmail}, et vos autres appareils ont été déconnectés.',
  },
  signInPaused: {
    subject: 'La connexion à votre compte Stride est suspendue',
    paused:
      'Quelqu’un a essayé de se connecter à votre compte Stride avec un mauvais mot de passe {failures} fois en {minutes} minutes\u00a0: nous avons donc suspendu la connexion depuis de nouveaux appareils pendant {minutes} minutes. Personne n’est entré.',
    yourDevices: 'Depuis un appareil déjà utilisé pour vous connecter, vous pouvez toujours vous connecter avec votre mot de passe.',
    ifYou: 'Si c’était vous, patientez un peu, ou réinitialisez votre mot de passe sur {resetUrl} pour vous connecter tout de suite.',
    notYou: 'Si ce n’était pas vous, votre compte est en sécurité. Si vous utilisez ce mot de passe ailleurs, changez-le là aussi.',
  },
  webhookDisabled: {
    subject: 'Un webhook Stride a été désactivé',
    disabled:
      'Votre webhook «\u00a0{name}\u00a0» ({url}) a été désactivé, car ses {failures} derniers envois ont échoué à chaque tentative. Plus rien ne lui est envoyé.',
    turnOn: 'Dès que l’adresse répond de nouveau, réactivez le webhook dans vos paramètres sur {settingsUrl}\u00a0; les envois manqués y sont listés.',
  },
  connections: {
    ended: 'Ces connexions ont été coupées et n’ont plus accès à votre compte\u00a0: {list}. Reconnectez-les dans les paramètres là où vous les utilisez encore.',
    stay: 'Ces connexions restent actives et ont toujours accès à vos habitudes\u00a0: {list}. Si vous ne les reconnaissez pas, déconnectez-les dans les paramètres.',
    none: 'Aucun jeton d’accès ni assistant n’est connecté à votre compte.',
    tokens: 'jetons d’accès {names}',
    assistants: 'assistants IA {names}',
    quoted: '«\u00a0{name}\u00a0»',
  },
  accountDeleted: {
    subject: 'Votre compte Stride a été supprimé',
    deleted:
      'Votre compte Stride et tout son contenu (habitudes, historique, objectifs, vision et conversations avec votre coach) ont été supprimés, et tout abonnement Premium a été résilié.',
    backups: 'Les copies dans nos sauvegardes chiffrées sont effacées sous 30 jours\u00a0; les justificatifs de paiement sont conservés six ans, comme l’exige le droit comptable britannique.',
    goodbye: 'Merci d’avoir utilisé Stride. Vous pouvez revenir quand vous voulez.',
  },
};
