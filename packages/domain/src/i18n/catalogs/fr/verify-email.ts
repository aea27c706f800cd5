import type { VERIFY_EMAIL_CATALOG as English } from '../en/verify-email.js';
import type { Messages } from '../../messages.js';

/** La page de vérification de l’adresse e-mail en français (vous). */
export const VERIFY_EMAIL_CATALOG: Messages<typeof English> = {
  VERIFY_EMAIL_TEXTS: {
    title: 'Vérifiez votre adresse e-mail',
    sentTo: 'Nous avons envoyé un code à {email}.',
    prompt: 'Saisissez le code à 6 chiffres envoyé à votre adresse e-mail\u00a0:',
    codeLabel: 'Code de vérification',
    digits: '6 chiffres',
    verifyButton: 'Vérifier le code',
    resendButton: 'Renvoyer le code',
    verifiedNotice: 'Adresse e-mail vérifiée\u00a0! Redirection vers votre tableau de bord...',
    resentNotice: 'Nouveau code envoyé\u00a0! Consultez vos e-mails.',
    pageFallback: 'Code de vérification non valide',
    resendFailed: 'Impossible de renvoyer le code de vérification',
    networkError: 'Erreur réseau. Vérifiez votre connexion et réessayez.',
  },
};
