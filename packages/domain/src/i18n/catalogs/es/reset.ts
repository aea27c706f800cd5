import type { ResetCatalog } from '../../catalog-types.js';

/** The forgot-password page in Spanish («tú»), decision 054. */
export const RESET_CATALOG: ResetCatalog = {
  meta: { title: 'Restablece tu contraseña', description: 'Restablece tu contraseña de Stride con un código que te enviamos por correo.' },
  title: 'Restablece tu contraseña',
  steps: { email: 'Correo', code: 'Código', newPassword: 'Nueva contraseña' },
  email: 'Correo electrónico',
  emailHelp: 'Te enviaremos por correo un código de 6 cifras para restablecerla.',
  code: 'Código de restablecimiento',
  digits: '{count} cifras',
  newPassword: 'Nueva contraseña',
  showPassword: 'Mostrar la contraseña',
  hidePassword: 'Ocultar la contraseña',
  loading: 'Cargando…',
  sendResetCode: 'Enviar el código',
  verify: 'Comprobar el código',
  resend: 'Reenviar el código',
  resetPassword: 'Cambiar la contraseña',
  backToLogin: 'Volver a iniciar sesión',
  codeSent: '¡Código enviado!',
  done: '¡Contraseña cambiada! Te llevamos a iniciar sesión…',
  requirementsUnmet: 'Revisa que tu contraseña cumpla todos los requisitos',
  sendFailed: 'No se pudo enviar el código',
  codeInvalid: 'El código no es válido',
  resetFailed: 'No se pudo cambiar la contraseña',
};
