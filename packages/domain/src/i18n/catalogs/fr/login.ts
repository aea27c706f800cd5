import type { LoginCatalog } from '../../catalog-types.js';

/** The login screen in French («vous»; a no-break space before ? and !), decision 054. */
export const LOGIN_CATALOG: LoginCatalog = {
  email: 'Adresse e-mail',
  password: 'Mot de passe',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  loading: 'Chargement…',
  title: 'Connexion',
  subtitle: 'Ravi de vous revoir. Reprenez là où vous vous étiez arrêté.',
  forgotPassword: 'Mot de passe oublié\u00a0?',
  submit: 'Se connecter',
  newHere: 'Nouveau sur Stride\u00a0?',
  signUp: 'Créer un compte',
};
