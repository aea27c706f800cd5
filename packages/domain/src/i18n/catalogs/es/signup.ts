import type { SignupCatalog } from '../../catalog-types.js';

/** The sign-up screen in Spanish («tú»), decision 054. */
export const SIGNUP_CATALOG: SignupCatalog = {
  email: 'Correo electrónico',
  password: 'Contraseña',
  showPassword: 'Mostrar la contraseña',
  hidePassword: 'Ocultar la contraseña',
  loading: 'Cargando…',
  title: 'Crea tu cuenta',
  subtitle: 'Empieza a construir hábitos con tu coach de IA.',
  firstName: 'Nombre',
  lastName: 'Apellidos',
  agree: 'Acepto los Términos y condiciones y la Política de privacidad',
  readThe: 'Lee los',
  terms: 'Términos y condiciones',
  andThe: 'y la',
  privacy: 'Política de privacidad',
  submit: 'Crear cuenta',
  haveAccount: '¿Ya tienes una cuenta?',
  logIn: 'Inicia sesión',
  checklist: {
    label: 'Requisitos de la contraseña',
    met: ' (cumplido)',
    notMet: ' (sin cumplir)',
    length: 'Al menos {min} caracteres',
    uppercase: 'Una letra mayúscula',
    lowercase: 'Una letra minúscula',
    number: 'Un número',
    special: 'Un carácter especial ({characters})',
    common: 'Que no sea una contraseña común',
  },
};
