import type { SignupCatalog } from '../../catalog-types.js';

/** The sign-up screen in French («vous»; a no-break space before ? and !), decision 054. */
export const SIGNUP_CATALOG: SignupCatalog = {
  email: 'Adresse e-mail',
  password: 'Mot de passe',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  loading: 'Chargement…',
  title: 'Créez votre compte',
  subtitle: 'Prenez de bonnes habitudes avec votre coach IA.',
  firstName: 'Prénom',
  lastName: 'Nom',
  agree: 'J’accepte les Conditions générales et la Politique de confidentialité',
  readThe: 'Lisez les',
  terms: 'Conditions générales',
  andThe: 'et la',
  privacy: 'Politique de confidentialité',
  submit: 'S’inscrire',
  haveAccount: 'Vous avez déjà un compte\u00a0?',
  logIn: 'Se connecter',
  checklist: {
    label: 'Exigences du mot de passe',
    met: ' (respectée)',
    notMet: ' (non respectée)',
    length: 'Au moins {min} caractères',
    uppercase: 'Une lettre majuscule',
    lowercase: 'Une lettre minuscule',
    number: 'Un chiffre',
    special: 'Un caractère spécial ({characters})',
    common: 'Pas un mot de passe courant',
  },
};
