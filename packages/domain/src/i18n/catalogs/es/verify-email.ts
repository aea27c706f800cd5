import type { VERIFY_EMAIL_CATALOG as English } from '../en/verify-email.js';
import type { Messages } from '../../messages.js';

/** La página de verificar el correo en español (tú). */
export const VERIFY_EMAIL_CATALOG: Messages<typeof English> = {
  VERIFY_EMAIL_TEXTS: {
    title: 'Verifica tu correo',
    sentTo: 'Te hemos enviado un código a {email}.',
    prompt: 'Escribe el código de 6 cifras que te enviamos por correo:',
    codeLabel: 'Código de verificación',
    digits: '6 cifras',
    verifyButton: 'Comprobar el código',
    resendButton: 'Reenviar el código',
    verifiedNotice: '¡Correo verificado! Te llevamos a tu panel...',
    resentNotice: '¡Código nuevo enviado! Mira tu correo.',
    pageFallback: 'El código de verificación no es válido',
    resendFailed: 'No se pudo reenviar el código de verificación',
    networkError: 'Error de red. Comprueba tu conexión y vuelve a intentarlo.',
  },
};
