import { PLAN_LIMITS, PREMIUM_PRICE_GBP } from '../../../plans/plans.js';
import { PRODUCT_NAME as S } from '../../../routes.js';
import { DATA_DELETION_DAYS as DAYS, MINIMUM_AGE, PARENTAL_CONSENT_AGE, SUPPORT_REPLY_HOURS as HOURS } from '../../../texts/support-facts.js';
import type { LegalCatalog } from '../../catalog-types.js';

/** A price as the pricing page writes it in this language (Intl's narrow symbol: "8 £"), decision 054. */
const pounds = (n: number) => `${n}\u00a0£`;

/** A voice allowance in Spanish ("1 minuto", "10 minutos"), as the pricing catalog writes it. */
const voice = (seconds: number | null) =>
  seconds === null ? '' : seconds % 60 === 0 ? `${seconds / 60} minuto${seconds === 60 ? '' : 's'}` : `${seconds} segundo${seconds === 1 ? '' : 's'}`;
const { free, premium } = PLAN_LIMITS;
const price = pounds(PREMIUM_PRICE_GBP);

/** The Terms and Conditions and the Privacy Policy in Spanish («tú»), decision 054; figures from the domain's constants. */
export const LEGAL_CATALOG: LegalCatalog = {
  texts: {
    effective: 'En vigor desde el 25 de noviembre de 2024',
    contents: 'Índice',
    backToContents: 'Volver al índice',
    close: 'Cerrar',
  },
  terms: {
    meta: {
      title: 'Términos y condiciones',
      description: `Las condiciones para usar ${S}: planes, cobros y cancelación, uso aceptable y el coach de IA.`,
    },
    title: 'Términos y condiciones',
    summary: [
      `Estos términos son el acuerdo entre tú y ${S} para usar nuestra aplicación web y nuestras aplicaciones móviles. Hemos intentado escribirlos con claridad. Léelos, junto con nuestra Política de privacidad, antes de crear una cuenta.`,
    ],
    sections: [
      {
        id: 'agreement',
        title: 'Aceptación de estos términos',
        body: [
          `${S} («nosotros») ofrece un servicio para crear hábitos y alcanzar metas, con un coach de IA con el que puedes chatear y hablar por teléfono. Al crear una cuenta o usar ${S}, aceptas estos términos. Si no estás de acuerdo, no uses el servicio.`,
          'Nuestra Política de privacidad explica cómo tratamos tus datos personales. Es un documento aparte y no forma parte de este contrato.',
        ],
      },
      {
        id: 'eligibility',
        title: 'Requisitos y edad',
        body: [
          `Debes tener al menos ${MINIMUM_AGE} años para usar ${S}.`,
          `Los menores de ${PARENTAL_CONSENT_AGE} años solo pueden usar ${S} con un padre, una madre o un tutor que acepte estos términos en su nombre, cree y gestione la cuenta y supervise su uso, incluidas las conversaciones con el coach de IA y cualquier compra de Premium.`,
          `Si tienes ${PARENTAL_CONSENT_AGE} años o más pero menos de 18, asegúrate de que tu padre, tu madre o tu tutor está de acuerdo en que uses ${S}. Solo una persona adulta puede contratar una suscripción Premium.`,
        ],
      },
      {
        id: 'account',
        title: 'Tu cuenta y su seguridad',
        body: [
          'Necesitas una cuenta para usar el panel, los hábitos, las metas, las estadísticas y el coach de IA. Da datos correctos, usa una dirección de correo en la que recibas mensajes (te enviamos un código para verificarla) y mantén tu contraseña en secreto.',
          'Eres responsable de lo que ocurre en tu cuenta. Si crees que otra persona la ha usado, cambia tu contraseña y escríbenos enseguida. Cada cuenta es para una sola persona; no la compartas.',
        ],
      },
      {
        id: 'service',
        title: 'El servicio y el coach de IA',
        body: [
          `${S} te permite escribir una visión personal, fijar metas, planificar hábitos periódicos en un calendario, marcarlos como hechos y ver tu progreso. El seguimiento de hábitos funciona en el panel web y en nuestras aplicaciones móviles, que se mantienen sincronizados.`,
          'El coach de IA responde por chat de texto y por llamada de voz. Si se lo pides, puede crear, cambiar o eliminar tus hábitos y metas y actualizar tu visión. Revisa el resultado de cada cambio que haga.',
          'El coach es un sistema automático, no una persona. Sus respuestas son ánimos y sugerencias generales. **No son consejo médico, psicológico, jurídico, financiero ni de ningún otro profesional**, ni lo sustituyen. El coach puede malinterpretarte y equivocarse, así que usa tu propio criterio. Si te preocupa tu salud o tu bienestar, habla con un profesional cualificado y, en una emergencia, llama a los servicios de emergencia.',
          'El uso del coach está sujeto a los límites diarios y mensuales de tu plan, que se describen en el apartado siguiente.',
        ],
      },
      {
        id: 'plans',
        title: 'Planes, límites de uso y precios',
        body: [
          `${S} se ofrece con dos planes:`,
          [
            `**Gratis** (${pounds(0)}): hasta ${free.messagesPerDay} mensajes al coach de IA al día, ${voice(free.voiceSecondsPerDay)} de llamadas de voz al día y ${voice(free.voiceSecondsPerMonth)} al mes de llamadas de seguimiento con la IA (el tiempo total de voz que puedes usar en un mes natural).`,
            `**Premium** (${price} al mes, con cobro mensual): hasta ${premium.messagesPerDay} mensajes al coach de IA al día y ${voice(premium.voiceSecondsPerDay)} de llamadas de voz al día, sin límite mensual de llamadas de seguimiento.`,
          ],
          'Los dos planes incluyen tu visión, tus metas y el seguimiento de hábitos en el panel web y en las aplicaciones móviles. Premium se contrata y se gestiona en la web.',
          'Los días y los meses se cuentan en la zona horaria de tu cuenta: los límites diarios se reinician a medianoche donde estés y el mensual, el primer día de cada mes. El tiempo de voz cuenta tanto lo que dices tú como las respuestas habladas del coach. Cuando llegues a un límite, el coach te avisará y te invitará a suscribirte; una petición que falla no cuenta.',
          'Podemos cambiar los precios o los límites en el futuro. Te avisaremos con antelación, y un cambio de precio solo se aplicará a partir del periodo de facturación siguiente al aviso; puedes cancelar antes.',
        ],
      },
      {
        id: 'billing',
        title: 'Cobros, renovación y cancelación',
        body: [
          `Premium cuesta ${price} al mes, con el IVA que corresponda incluido, y se cobra por meses por adelantado. Los pagos los gestiona nuestro proveedor externo de pagos con tarjeta en su página de pago segura. Nunca vemos ni guardamos el número completo de tu tarjeta.`,
          'Tu suscripción se renueva automáticamente cada mes hasta que la canceles. Puedes cambiar la tarjeta o cancelar en el portal de suscripciones del proveedor («Gestionar suscripción» en tu panel), o escribiendo a soporte para que la cancelemos por ti.',
          'La cancelación surte efecto al final del periodo de facturación en curso. Conservas Premium hasta entonces y no se te vuelve a cobrar. Después, tu cuenta pasa al plan Gratis y conserva tus hábitos, metas y visión.',
          'Si un pago falla, podemos mantener Premium activo un breve tiempo mientras el proveedor de pagos lo vuelve a intentar. Si aun así no se puede cobrar, la suscripción termina y tu cuenta pasa al plan Gratis.',
        ],
      },
      {
        id: 'refunds',
        title: 'Reembolsos',
        body: [
          'Los pagos no son reembolsables, tampoco por la parte de un mes que quede tras cancelar, salvo en casos especiales, como un cobro por error o un fallo grave que te impidiera usar el servicio. Estudiamos esos casos uno a uno y decidimos a nuestro criterio. Para pedirlo, escribe a {email} con los detalles.',
          'Esto no afecta a tus derechos legales como consumidor, por ejemplo si el servicio no se presta con el cuidado y la diligencia razonables.',
        ],
      },
      {
        id: 'acceptable-use',
        title: 'Uso aceptable',
        body: [
          `Cuando uses ${S}, no debes:`,
          [
            'infringir la ley ni usar el servicio para acosar, amenazar o hacer daño a nadie;',
            'intentar entrar en cuentas o datos de otras personas, ni en partes del servicio que no son para ti;',
            'sobrecargar, interrumpir, sondear o aplicar ingeniería inversa al servicio, ni saltarte sus límites de uso (por ejemplo, con varias cuentas o con programas automáticos);',
            'usar el coach de IA para producir contenido ilegal, de odio, sexualmente explícito o dañino de cualquier otro modo;',
            'revender o explotar comercialmente el servicio sin nuestro permiso por escrito.',
          ],
        ],
      },
      {
        id: 'content',
        title: 'Tu contenido y nuestra licencia para usarlo',
        body: [
          `Tu visión, tus metas, tus hábitos, tus mensajes y tus grabaciones siguen siendo tuyos. Nos concedes una licencia no exclusiva y gratuita para guardar, copiar, procesar y mostrar ese contenido solo en la medida necesaria para hacer funcionar ${S} para ti, incluido su envío a nuestros proveedores de servicios (como el proveedor de IA que genera las respuestas del coach), tal como describe nuestra Política de privacidad. La licencia termina cuando se elimina tu contenido.`,
          `Añade solo contenido que tengas derecho a usar. ${S} en sí, con su software, su diseño y su nombre, nos pertenece; solo puedes usarlo como permiten estos términos.`,
        ],
      },
      {
        id: 'availability',
        title: 'Disponibilidad y cambios en el servicio',
        body: [
          `Trabajamos para que ${S} esté disponible y sea fiable, pero a veces puede no estarlo, por ejemplo durante tareas de mantenimiento o cuando falla un proveedor del que dependemos. Con el tiempo podemos mejorar, cambiar o retirar funciones. Si hacemos un cambio que reduzca de forma importante lo que incluye Premium, te avisaremos antes y podrás cancelar; si dejamos de ofrecer el servicio por completo, avisaremos con una antelación razonable y devolveremos lo que hayas pagado por un periodo que no vayas a disfrutar.`,
        ],
      },
      {
        id: 'termination',
        title: 'Suspensión y cierre',
        body: [
          `Puedes dejar de usar ${S} cuando quieras. Puedes eliminar tu cuenta tú mismo en Ajustes, lo que borra sus datos al instante y cancela cualquier suscripción Premium. O bien, para cerrar tu cuenta y que borremos tus datos, escribe a {email}; eliminamos los datos de tu cuenta en un plazo de ${DAYS} días desde la solicitud. Cancela antes tu suscripción Premium, o pídenos en el mismo correo que la cancelemos.`,
          'Podemos suspender o cerrar una cuenta que incumpla estos términos de forma grave o repetida, que ponga en riesgo el servicio o a otras personas usuarias, o cuando la ley lo exija. Cuando sea razonable, te explicaremos el motivo y te daremos la oportunidad de corregirlo antes.',
        ],
      },
      {
        id: 'liability',
        title: 'Exenciones y limitación de responsabilidad',
        body: [
          `Prestamos ${S} con el cuidado y la diligencia razonables. Más allá de eso, el servicio se ofrece tal cual, y no prometemos que esté siempre disponible, que no tenga errores ni que usarlo lleve a ningún resultado concreto.`,
          'No somos responsables de pérdidas o daños que no fueran previsibles, que se deban a tu incumplimiento de estos términos o que resulten de decisiones que tomes a partir de las respuestas del coach de IA. El servicio es para uso personal, así que no respondemos de pérdidas empresariales, como beneficios u oportunidades perdidos.',
          'Nada en estos términos limita ni excluye nuestra responsabilidad por muerte o lesiones causadas por nuestra negligencia, por fraude o declaraciones fraudulentas, ni por nada que no pueda limitarse ni excluirse según el derecho de Inglaterra y Gales, y nada afecta a tus derechos legales como consumidor.',
        ],
      },
      {
        id: 'law',
        title: 'Ley aplicable y conflictos',
        body: [
          'Estos términos se rigen por el derecho del Reino Unido, aplicado como derecho de Inglaterra y Gales. Cualquier conflicto lo resolverán los tribunales de Inglaterra y Gales. Si vives en Escocia o Irlanda del Norte, también puedes acudir a los tribunales de tu zona, y conservas la protección de las normas de consumo obligatorias del lugar donde vives.',
          'Si algo va mal, escríbenos primero; la mayoría de los problemas se resuelven rápido por correo.',
        ],
      },
      {
        id: 'changes',
        title: 'Cambios en estos términos',
        body: [
          'Podemos actualizar estos términos, por ejemplo cuando cambiemos el servicio o cambie la ley. La fecha de arriba indica desde cuándo está en vigor esta versión. Si un cambio te afecta, te avisaremos por correo o en la aplicación antes de que se aplique. Si no aceptas los nuevos términos, puedes cancelar y cerrar tu cuenta antes de que entren en vigor.',
        ],
      },
      {
        id: 'contact',
        title: 'Contacto',
        body: [`Preguntas sobre estos términos, tu cuenta o los cobros: escribe a {email}. Respondemos en un plazo de ${HOURS} horas.`],
      },
    ],
  },
  privacy: {
    meta: {
      title: 'Política de privacidad',
      description: `Cómo ${S} recoge, usa y protege tus datos, incluidas tus conversaciones con el coach de IA.`,
    },
    title: 'Política de privacidad',
    summary: [
      `Esta política explica qué datos personales recoge ${S} cuando usas nuestra aplicación web y nuestras aplicaciones móviles, para qué los usamos, quién nos ayuda a tratarlos y qué derechos tienes. En resumen: usamos tus datos para prestarte el servicio, no los vendemos y no usamos rastreadores publicitarios.`,
    ],
    sections: [
      {
        id: 'who-we-are',
        title: 'Quiénes somos',
        body: [
          `${S} es un servicio para acompañarte con tus hábitos, con un coach de IA. Para los datos personales que se describen aquí, somos el responsable del tratamiento según el Reglamento General de Protección de Datos del Reino Unido (RGPD del Reino Unido) y la Ley de Protección de Datos de 2018. Puedes escribirnos sobre cualquier punto de esta política a {email}.`,
        ],
      },
      {
        id: 'what-we-collect',
        title: 'Qué datos recogemos',
        body: [
          [
            '**Datos de la cuenta:** tu nombre, tu dirección de correo y tu contraseña. La contraseña solo se guarda como una huella criptográfica segura de un solo sentido, nunca de forma legible. También registramos si tu dirección de correo está verificada.',
            '**Zona horaria:** la tomamos de tu navegador al registrarte y puedes cambiarla en tu panel. La usamos para mostrar tu calendario y para contar los límites diarios y mensuales en tu propia hora.',
            '**Lo que planificas y sigues:** tu visión, tus metas, tus hábitos, sus horarios y las fechas en que los completas.',
            '**Conversaciones con el coach:** los mensajes que intercambias con el coach de IA y, durante las llamadas de voz, grabaciones de lo que dices. Solo se graba mientras hay una llamada en curso y has permitido el acceso al micrófono. La grabación se envía a nuestro proveedor de IA para pasarla a texto y responder; no guardamos el audio una vez generada la respuesta. Guardamos el texto de la conversación y la duración de cada llamada, que cuenta para tu límite de voz.',
            '**Datos de facturación:** si te suscribes, nuestro proveedor de pagos recoge los datos de tu tarjeta en sus propias páginas. Nosotros solo recibimos una referencia de cliente, el estado de tu suscripción y las fechas de cobro, nunca el número completo de tu tarjeta.',
            '**Registros técnicos:** dirección IP, tipo de navegador, la hora y el resultado de las peticiones, e informes de errores. Los usamos para que el servicio funcione y sea seguro.',
            '**Mensajes a soporte:** lo que nos escribes por correo y nuestras respuestas.',
          ],
          'Los hábitos y las metas que escribes podrían revelar algo sobre tu salud u otros aspectos delicados de tu vida. Tú decides qué introduces; comparte solo lo que te resulte cómodo.',
        ],
      },
      {
        id: 'how-we-use',
        title: 'Cómo y para qué usamos tus datos',
        body: [
          'La ley de protección de datos del Reino Unido exige una base legal para cada uso de datos personales. Las nuestras son:',
          [
            '**Prestarte el servicio que contrataste (contrato):** crear y proteger tu cuenta, verificar tu correo, guardar y mostrar tu visión, tus metas y tus hábitos, generar las respuestas del coach y hacer los cambios que le pidas, contar los límites de tu plan y gestionar tu suscripción.',
            `**Nuestros intereses legítimos:** mantener la seguridad del servicio, evitar abusos y fraudes, corregir fallos, entender el uso general para mejorar ${S} y atender tus solicitudes de ayuda. Los sopesamos frente a tus derechos y no los usamos para perfilarte con fines publicitarios.`,
            '**Obligaciones legales:** conservar los registros de pagos e impuestos y atender las solicitudes legítimas de las autoridades.',
            '**Consentimiento:** cuando aparece información delicada (por ejemplo, sobre tu salud) en lo que escribes o dices, la tratamos con tu consentimiento explícito, que das al decidir introducirla, y solo para prestarte el servicio. Puedes retirar ese consentimiento cuando quieras borrando esa información o tu cuenta.',
          ],
          'Enviamos correos del servicio, como los códigos de verificación y de restablecimiento de contraseña. No enviamos correos promocionales.',
        ],
      },
      {
        id: 'ai-processing',
        title: 'Tratamiento de tus conversaciones con IA',
        body: [
          'Para responderte, el coach envía tu mensaje o tu grabación de voz, junto con el contexto que necesita (como tu visión, tus metas, tus hábitos y la conversación reciente), a un proveedor de IA que genera la respuesta y, en las llamadas, la respuesta hablada. El proveedor actúa siguiendo nuestras instrucciones como encargado del tratamiento y no puede usar tus datos para sus propios fines, como la publicidad.',
          'Las respuestas del coach se generan automáticamente. No dan lugar a decisiones con efectos jurídicos sobre ti ni con efectos igual de importantes, y cualquier cambio que el coach haga en tus hábitos, metas o visión es uno que tú pediste y que puedes deshacer.',
        ],
      },
      {
        id: 'sharing',
        title: 'Con quién compartimos datos',
        body: [
          'Trabajamos con unos pocos proveedores de servicios (encargados del tratamiento) que tratan datos personales en nuestro nombre, con contratos que les obligan a protegerlos y a usarlos solo para la tarea que les encargamos:',
          [
            '**Proveedor de alojamiento:** hace funcionar nuestros servidores y nuestra base de datos.',
            '**Proveedor de envío de correo:** envía los correos de verificación y de restablecimiento de contraseña.',
            '**Proveedor de pagos:** cobra con tarjeta y gestiona el portal de suscripciones.',
            '**Proveedor de IA:** genera las respuestas de texto y de voz del coach.',
          ],
          `También podemos comunicar datos cuando la ley lo exija, para proteger la seguridad de las personas usuarias o de otras, o a un comprador si ${S} llegara a venderse, en cuyo caso esta política seguiría aplicándose.`,
          '**No vendemos tus datos personales** ni los compartimos con anunciantes.',
        ],
      },
      {
        id: 'transfers',
        title: 'Transferencias internacionales',
        body: [
          'Algunos de nuestros proveedores pueden tratar datos fuera del Reino Unido, por ejemplo en el Espacio Económico Europeo o en Estados Unidos. En ese caso nos aseguramos de que los datos sigan protegidos: o bien el país está cubierto por una decisión de adecuación del Reino Unido, o bien usamos garantías aprobadas por la ley británica, como el Acuerdo Internacional de Transferencia de Datos o el Anexo del Reino Unido a las Cláusulas Contractuales Tipo de la Unión Europea.',
        ],
      },
      {
        id: 'retention',
        title: 'Cuánto tiempo guardamos los datos',
        body: [
          [
            'Datos de la cuenta, planes, hábitos y texto de las conversaciones: mientras tu cuenta esté abierta.',
            'Audio de voz: solo el tiempo necesario para generar la respuesta.',
            'Registros técnicos: durante un periodo corto, normalmente no más de unos meses, salvo que hagan falta para investigar un incidente de seguridad.',
            'Registros de pagos e impuestos: el tiempo que exija la ley (normalmente seis años).',
            'Cuando eliminas tu cuenta en Ajustes: tu cuenta y todo lo que contiene se borran al instante de nuestra base de datos en uso, y tu suscripción Premium se cancela.',
            `Cuando nos pides por correo que eliminemos tu cuenta: los datos de tu cuenta se borran en un plazo de ${DAYS} días desde la solicitud, salvo los registros que la ley nos obliga a conservar.`,
            `Copias de seguridad: nuestras copias cifradas de la base de datos se guardan ${DAYS} días como máximo, así que los datos de una cuenta eliminada desaparecen de ellas en un plazo de ${DAYS} días desde su eliminación. Nunca restauramos una cuenta eliminada a partir de una copia.`,
          ],
        ],
      },
      {
        id: 'your-rights',
        title: 'Eliminación y tus derechos',
        body: [
          `Puedes eliminar tu cuenta y sus datos tú mismo, al instante, en Ajustes › Tus datos («Eliminar mi cuenta»), y antes descargar una copia de todo («Descargar mis datos», en JSON o CSV). O escribe a {email} desde la dirección con la que te registraste: confirmaremos la solicitud y borraremos los datos de tu cuenta en un plazo de ${DAYS} días. En ambos casos, la suscripción Premium también se cancela.`,
          'Según la ley de protección de datos del Reino Unido, también tienes derecho a:',
          [
            '**acceso**: conocer los datos personales que tenemos sobre ti y obtener una copia;',
            '**rectificación**: que se corrijan los datos inexactos (la mayoría puedes editarlos tú mismo);',
            '**supresión**: que se borren tus datos;',
            '**limitación**: pedirnos que limitemos el uso de tus datos mientras se resuelve una duda;',
            '**portabilidad**: recibir los datos que nos diste en un formato legible por máquina;',
            '**oposición**: oponerte a los usos basados en nuestros intereses legítimos;',
            '**retirar tu consentimiento** cuando nos basemos en él.',
          ],
          `Para ejercer cualquiera de estos derechos, escríbenos. Respondemos en un plazo de ${HOURS} horas y atendemos las solicitudes en un mes como máximo, como exige la ley. Si no estás conforme con cómo tratamos tus datos, puedes reclamar ante la Oficina del Comisionado de Información (ICO), la autoridad de protección de datos del Reino Unido, en ico.org.uk. Te agradeceríamos que antes nos dieras la oportunidad de solucionarlo.`,
        ],
      },
      {
        id: 'security',
        title: 'Seguridad',
        body: [
          'Protegemos tus datos con conexiones cifradas (HTTPS), contraseñas guardadas como huellas criptográficas, cookies de sesión que los scripts no pueden leer, límites a los intentos repetidos de inicio de sesión y de códigos, y acceso a los datos reales solo para quien lo necesita. Ningún sistema es totalmente seguro; si una brecha afecta a tus datos de forma que te ponga en riesgo, te lo comunicaremos a ti y a la ICO, como exige la ley.',
        ],
      },
      {
        id: 'children',
        title: 'Menores',
        body: [
          `${S} puede usarse a partir de los ${MINIMUM_AGE} años. Para un menor de ${PARENTAL_CONSENT_AGE} años, un padre, una madre o un tutor debe aceptar esta política, crear y gestionar la cuenta y supervisar su uso, incluidas las conversaciones con el coach de IA. Un padre, una madre o un tutor puede pedirnos en cualquier momento ver, corregir o borrar los datos del menor. Si sabemos que tenemos datos de un menor de ${PARENTAL_CONSENT_AGE} años sin el acuerdo de su padre, su madre o su tutor, los borraremos.`,
        ],
      },
      {
        id: 'cookies',
        title: 'Uso de cookies',
        body: [
          'Usamos una sola cookie: una cookie de sesión que mantiene tu sesión iniciada. Es estrictamente necesaria para que el servicio funcione, está marcada como HttpOnly para que los scripts de la página no puedan leerla y caduca cuando cierras la sesión o esta expira. Como es estrictamente necesaria, no requiere tu consentimiento. No usamos cookies publicitarias, de seguimiento ni de analítica de terceros. El proveedor de pagos puede poner sus propias cookies en sus páginas de pago y de su portal, que cubre su propia política.',
        ],
      },
      {
        id: 'changes',
        title: 'Cambios en esta política',
        body: [
          'Podemos actualizar esta política cuando cambien nuestro servicio o la ley. La fecha de arriba indica desde cuándo está en vigor esta versión. Si hacemos un cambio importante, te avisaremos por correo o en la aplicación antes de que se aplique.',
        ],
      },
      {
        id: 'contact',
        title: 'Contacto',
        body: [`Para preguntas o solicitudes sobre privacidad, escribe a {email}. Respondemos en un plazo de ${HOURS} horas.`],
      },
    ],
  },
};
