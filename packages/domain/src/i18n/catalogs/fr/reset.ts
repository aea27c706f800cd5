import type { ResetCatalog } from '../../catalog-types.js';

/** The forgot-password page in French («vous»; a no-break space before ? and !), decision 054. */
export const RESET_CATALOG: ResetCatalog = {
  meta: { title: 'Réinitialiser le mot de passe', description: 'Réinitialisez votre mot de passe Stride avec un code envoyé par e-mail.' },
  title: 'Réinitialiser le mot de passe',
  steps: { email: 'E-mail', code: 'Vérification', newPassword: 'Nouveau mot de passe' },
  email: 'Adresse e-mail',
  emailHelp: 'Nous vous enverrons par e-mail un code à 6 chiffres.',
  code: 'Code de réinitialisation',
  digits: '{count} chiffres',
  newPassword: 'Nouveau mot de passe',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  loading: 'Chargement…',
  sendResetCode: 'Envoyer le code',
  verify: 'Vérifier le code',
  resend: 'Renvoyer le code',
  resetPassword: 'Changer le mot de passe',
  backToLogin: 'Retour à la connexion',
  codeSent: 'Code envoyé\u00a0!',
  done: 'Mot de passe changé\u00a0! Redirection vers la connexion…',
  requirementsUnmet: 'Vérifiez que votre mot de passe remplit toutes les conditions',
  sendFailed: 'Impossible d’envoyer le code',
  codeInvalid: 'Code invalide',
  resetFailed: 'Impossible de changer le mot de passe',
};
