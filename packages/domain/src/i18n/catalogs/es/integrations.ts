import type { IntegrationsCatalog } from '../../catalog-types.js';
import type { Messages } from '../../messages.js';
import type { WEBHOOK_SAMPLE_CATALOG as EnglishSample } from '../en/webhook-sample.js';

const DATE_IOS = 'Añade una acción «Formatear fecha»: Fecha actual, formato personalizado yyyy-MM-dd; usa su resultado como {today}.';
const DATE_ANDROID = 'Añade una variable `today` de tipo fecha/hora con el formato yyyy-MM-dd y úsala como {today}.';
const AS_ABOVE = 'Como arriba, con el cuerpo de abajo: value se suma al día; el día queda hecho cuando llega al objetivo.';

/** The public /integrations page in Spanish («tú»), decision 054; code, routes and names stay as they are. */
export const INTEGRATIONS_CATALOG: IntegrationsCatalog = {
  texts: {
    title: 'API e integraciones',
    intro:
      'Usa Stride desde tus propios scripts, automatizaciones y asistentes de IA: un token de acceso personal para la API, webhooks firmados cuando pasa algo y un servidor MCP para los asistentes.',
    contents: 'En esta página',
    sections: {
      tokens: 'Tokens de acceso personal',
      openApi: 'El documento OpenAPI',
      webhooks: 'Webhooks (avisos firmados)',
      assistants: 'Conectar un asistente de IA',
      shortcuts: 'Atajos en la pantalla de inicio, Salud y NFC',
    },
    samples: {
      curl: 'Listar tus hábitos con curl',
      complete: 'Marcar un hábito como hecho hoy',
      routes: 'Rutas que puede llamar un token',
      payload: 'El cuerpo de una entrega',
      header: 'La cabecera de la firma',
      verify: 'Comprobar la firma en Node.js',
      mcpConfig: 'La configuración de un cliente MCP con un token',
    },
    openSettings: 'Abrir Ajustes',
  },
  prose: {
    settingsLink: 'Ajustes',
    tokensCreate:
      'En {settings} › API e integraciones, elige **Crear token**, dale un nombre y su acceso. El token (empieza por {prefix}) se muestra una sola vez: cópialo entonces. {product} solo guarda un hash, así que un token perdido no se puede volver a mostrar; revócalo y crea otro. Una cuenta puede tener {maxTokens} tokens.',
    tokensSend:
      'Envíalo en la cabecera `Authorization` como {bearer}. No hace falta ninguna cookie ni otra cabecera, y `me` equivale a tu propio id de usuario.',
    tokensLimits:
      'Cada token puede hacer {perMinute} peticiones por minuto; por encima, la respuesta es `429` con `Retry-After`. Un token `read` recibe `403` ante cualquier cambio. Los tokens actúan sobre tus hábitos, metas, visión, áreas y progreso, nunca sobre tu cuenta (contraseña, correo, ajustes, facturación, conversaciones con el coach, tokens, eliminación o la exportación, que los contiene). Revocar un token lo detiene al instante.',
    openApi:
      'Cada ruta, con sus parámetros, respuestas y errores, está descrita en el documento OpenAPI en {document}. Marca las rutas que aceptan un token (el esquema de seguridad `bearer`); cárgalo en tu herramienta de API o en tu generador de clientes.',
    webhooksAdd:
      'En Ajustes, elige **Añadir webhook**, indica una dirección pública `https` y los eventos que quieres recibir. El secreto de firma se muestra una sola vez. Una cuenta puede tener {maxWebhooks} webhooks. Los eventos:',
    webhooksDelivery:
      'Cada entrega es un `POST` con un cuerpo JSON {shape}. Responde con cualquier estado `2xx` en pocos segundos; si no, se vuelve a intentar más tarde, con esperas cada vez más largas. Si fallan {failures} entregas seguidas, el webhook se desactiva y recibes un correo; vuelve a activarlo en Ajustes. Ajustes también muestra las últimas entregas de cada webhook y las respuestas que recibieron. Usa el `id` del evento para ignorar una entrega que ya procesaste.',
    webhooksStandard:
      'Las entregas siguen {standard}: las cabeceras {id} (la misma en cada reintento), {timestamp} y {signature}, que sus bibliotecas para cualquier lenguaje comprueban con el secreto tal como lo mostró Ajustes (`whsec_…`). Los webhooks creados antes del 29 de noviembre de 2026 tienen un secreto que esas bibliotecas quizá no acepten: crea un webhook nuevo o comprueba la cabecera antigua que se explica abajo.',
    standardWebhooks: 'la especificación Standard Webhooks',
    webhooksOlder:
      'Cada entrega se firma también a la manera antigua. La cabecera {header} lleva el momento de la firma (`t`, en segundos Unix) y `v1`, el HMAC-SHA256 en hexadecimal de {signed} con el secreto de firma como clave. Compruébala con el cuerpo tal cual llega, compara en tiempo constante y rechaza una hora que se aleje más de cinco minutos:',
    rawBody: 'cuerpo sin procesar',
    assistantsIntro: '{product} es un servidor MCP remoto (Streamable HTTP) en {mcp}. Añádelo a tu asistente de una de estas dos maneras:',
    assistantsToken:
      '**Con un token**: crea un token de acceso personal y dáselo al asistente como token Bearer. Con un token `read` puede mirar, pero no cambiar nada.',
    assistantsOAuth:
      '**Con OAuth**: dale al asistente solo la dirección. Se registra solo, te lleva a una pantalla de consentimiento de {product} y eliges solo lectura (la opción marcada si no la cambias) o lectura y escritura. Después aparece en Ajustes, en Asistentes conectados, donde puedes desconectarlo cuando quieras.',
    assistantsReadOnly:
      'Para que un asistente pueda mirar sin cambiar nunca nada, dale {mcpRead} en su lugar: allí cada token y cada conexión solo leen, y la pantalla de consentimiento pide solo lectura.',
    assistantsTools:
      'Sus herramientas son las mismas funciones del coach, con los mismos nombres, como `getProgress`, `createHabit`, `completeHabit` y `deleteHabit`, con el plan de hoy y tu progreso como recursos. Las herramientas que borran algo lo indican y piden confirmación antes, como hace el coach.',
    shortcutsIntro:
      'Una aplicación web no puede poner un widget en tu pantalla de inicio, pero tu móvil puede enviar a {product} una petición desde un botón, una automatización de Salud o de entrenamiento, o una etiqueta NFC. Crea un token `write` para ello y busca el id del hábito en la lista que devuelve {list}.',
    iphone: 'iPhone (app Atajos)',
    android: 'Android (una app de atajos HTTP)',
  },
  scopeHelp: {
    read: 'Puede ver hábitos, metas, visión, áreas y progreso, pero no cambiarlos.',
    write: 'Además puede crearlos, cambiarlos, completarlos y eliminarlos.',
  },
  events: {
    'habit.created': 'se creó un hábito',
    'habit.updated': 'se cambió un hábito',
    'habit.deleted': 'se eliminó un hábito',
    'habit.completed': 'se marcó un hábito como hecho',
    'habit.uncompleted': 'se quitó la marca de hecho de un hábito',
    'habit.skipped': 'se saltó un hábito',
    'goal.created': 'se creó una meta',
    'goal.updated': 'se cambió una meta',
    'goal.deleted': 'se eliminó una meta',
  },
  recipes: {
    tick: {
      title: 'Marcar un hábito desde la pantalla de inicio',
      ios: [
        DATE_IOS,
        'Añade «Obtener contenido de URL»: la dirección de abajo, método POST, cabeceras Authorization: Bearer {token}, cuerpo de la solicitud JSON con los campos de abajo.',
        'Compartir › Añadir a pantalla de inicio.',
      ],
      android: [
        DATE_ANDROID,
        'Nuevo atajo: método POST, la dirección de abajo, cabecera Authorization: Bearer {token}, tipo de cuerpo JSON con los campos de abajo.',
        'Ponlo en la pantalla de inicio como widget o acceso directo.',
      ],
    },
    addOne: {
      title: 'Sumar uno a un hábito con cantidad (un vaso de agua, una página)',
      ios: [DATE_IOS, AS_ABOVE],
      android: [DATE_ANDROID, AS_ABOVE],
    },
    workout: {
      title: 'Completar un hábito al terminar un entrenamiento o con una etiqueta NFC',
      ios: [
        'Atajos › Automatización › Nueva: «Entrenamiento» (Apple Watch, al terminar) o «NFC» (escanea la etiqueta una vez).',
        'Ejecuta las acciones de marcar de arriba; desactiva «Preguntar antes de ejecutar».',
      ],
      android: ['En una app de automatización (Tasker, MacroDroid), al terminar un entrenamiento o con una etiqueta NFC, ejecuta el atajo de arriba.'],
    },
  },
};

/**
 * The webhook check's two comment lines (catalogs/en/webhook-sample.ts), in this module so that
 * the page in this language has them with its catalog, in the same chunk (issue 54).
 */
export const WEBHOOK_SAMPLE_CATALOG: Messages<typeof EnglishSample> = {
  secretAndHeader: '// secret: el secreto de firma del webhook; header: la cabecera {header};',
  rawBody: '// rawBody: el cuerpo de la petición tal como llegó, antes de leerlo como JSON.',
};
