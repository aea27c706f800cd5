import type { LoginCatalog } from '../../catalog-types.js';

/** The login screen in Spanish («tú»), decision 054. */
export const LOGIN_CATALOG: LoginCatalog = {
  email: 'Correo electrónico',
  password: 'Contraseña',
  showPassword: 'Mostrar la contraseña',
  hidePassword: 'Ocultar la contraseña',
  loading: 'Cargando…',
  title: 'Inicia sesión',
  subtitle: 'Qué bien verte de nuevo. Sigue donde lo dejaste.',
  forgotPassword: '¿Olvidaste tu contraseña?',
  submit: 'Entrar',
  newHere: '¿Nuevo en Stride?',
  signUp: 'Crea una cuenta',
};
