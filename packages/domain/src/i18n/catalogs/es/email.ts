import type { EmailCatalog } from '../../email-texts-for.js';

/** The account emails in Spanish («tú»), decision 054. */
export const EMAIL_CATALOG: EmailCatalog = {
  greeting: 'Hola, {firstName}:',
  codeExpiry: 'El código caduca en {minutesValid} minutos y solo se puede usar una vez.',
  questions: '¿Tienes alguna pregunta? Escríbenos a {supportEmail}.',
  signOff: 'El equipo de Stride',
  verification: {
    subject: '{code} es tu código de verificación de Stride',
    intro: '¡Te damos la bienvenida a Stride! Introduce este código para verificar tu dirección de correo electrónico:',
    ignoreLine: 'Si no has creado ninguna cuenta, puedes ignorar este correo.',
  },
  passwordResetCode: {
    subject: '{code} es tu código para restablecer la contraseña de Stride',
    intro: 'Hemos recibido una solicitud para restablecer tu contraseña. Introduce este código para elegir una nueva:',
    ignoreLine: 'Si no has pedido restablecer tu contraseña, puedes ignorar este correo; tu contraseña seguirá siendo la misma.',
  },
  passwordChanged: {
    subject: 'Se ha cambiado tu contraseña de Stride',
    changed: 'Se ha cambiado tu contraseña de Stride y se ha cerrado la sesión en todos los dispositivos que tenían tu cuenta abierta.',
    notYou: 'Si no has sido tú, restablece tu contraseña ahora en {resetUrl} y escríbenos.',
  },
  passwordChangedInSettings: {
    subject: 'Se ha cambiado tu contraseña de Stride',
    changed: 'Se ha cambiado tu contraseña de Stride desde los ajustes de tu cuenta y se ha cerrado la sesión en tus otros dispositivos.',
  },
  emailChangeCode: {
    subject: '{code} es tu código de Stride para confirmar tu nuevo correo',
    intro: 'Introduce este código en Stride para que esta dirección pase a ser el correo de tu cuenta:',
    ignoreLine: 'Si no has pedido cambiar tu correo, puedes ignorar este mensaje; no cambiará nada.',
  },
  emailChanged: {
    subject: 'Se ha cambiado el correo de tu cuenta de Stride',
    changed: 'La dirección de correo de tu cuenta de Stride ahora es {newEmail}, y se ha cerrado la sesión en tus otros dispositivos.',
  },
  signInPaused: {
    subject: 'El inicio de sesión en tu cuenta de Stride está en pausa',
    paused:
      'Alguien ha intentado entrar en tu cuenta de Stride con una contraseña incorrecta {failures} veces en {minutes} minutos, así que hemos pausado el inicio de sesión desde dispositivos nuevos durante {minutes} minutos. Nadie ha conseguido entrar.',
    yourDevices: 'Desde un dispositivo en el que ya hayas iniciado sesión antes puedes seguir entrando con tu contraseña.',
    ifYou: 'Si has sido tú, espera un poco o restablece tu contraseña en {resetUrl} para entrar ahora.',
    notYou: 'Si no has sido tú, tu cuenta está a salvo. Si usas esta contraseña en algún otro sitio, cámbiala allí también.',
  },
  webhookDisabled: {
    subject: 'Se ha desactivado un webhook de Stride',
    disabled: 'Tu webhook «{name}» ({url}) se ha desactivado porque sus últimas {failures} entregas fallaron en todos los intentos. Ya no se le envía nada más.',
    turnOn: 'Cuando la dirección vuelva a responder, reactiva el webhook en tus ajustes, en {settingsUrl}; allí verás las entregas que no recibió.',
  },
  connections: {
    ended: 'Se han desconectado y ya no pueden acceder a tu cuenta: {list}. Vuelve a conectarlos en Ajustes donde todavía los uses.',
    stay: 'Siguen conectados y pueden acceder a tus hábitos: {list}. Si no los reconoces, desconéctalos en Ajustes.',
    none: 'No hay ningún token de acceso ni asistente conectado a tu cuenta.',
    tokens: 'tokens de acceso {names}',
    assistants: 'asistentes {names}',
    quoted: '«{name}»',
  },
  accountDeleted: {
    subject: 'Se ha eliminado tu cuenta de Stride',
    deleted:
      'Se han eliminado tu cuenta de Stride y todo lo que contenía (hábitos, historial, metas, visión y conversaciones con tu coach), y se ha cancelado cualquier suscripción Premium.',
    backups: 'Las copias en nuestras copias de seguridad cifradas se borran en un plazo de 30 días; los registros de pago se guardan seis años, como exige la ley contable del Reino Unido.',
    goodbye: 'Gracias por usar Stride. Puedes volver cuando quieras.',
  },
};
