import type { IntegrationsCatalog } from '../../catalog-types.js';
import type { Messages } from '../../messages.js';
import type { WEBHOOK_SAMPLE_CATALOG as EnglishSample } from '../en/webhook-sample.js';

const DATE_IOS = 'Ajoutez une action «\u00a0Formater la date\u00a0»\u00a0: Date actuelle, format personnalisé yyyy-MM-dd\u00a0; utilisez son résultat comme {today}.';
const DATE_ANDROID = 'Ajoutez une variable `today` de type date/heure au format yyyy-MM-dd, et utilisez-la comme {today}.';
const AS_ABOVE = 'Comme ci-dessus, avec le corps ci-dessous\u00a0: value s’ajoute au jour\u00a0; le jour est fait dès qu’il atteint l’objectif.';

/** The public /integrations page in French («vous»; a no-break space before ? : ; and inside « »), decision 054. */
export const INTEGRATIONS_CATALOG: IntegrationsCatalog = {
  texts: {
    title: 'API et intégrations',
    intro:
      'Utilisez Stride depuis vos propres scripts, automatisations et assistants IA\u00a0: un jeton d’accès personnel pour l’API, des webhooks signés quand quelque chose se passe, et un serveur MCP pour les assistants.',
    contents: 'Sur cette page',
    sections: {
      tokens: 'Jetons d’accès personnels',
      openApi: 'Le document OpenAPI',
      webhooks: 'Les webhooks',
      assistants: 'Connecter un assistant IA',
      shortcuts: 'Raccourcis pour l’écran d’accueil, Santé et NFC',
    },
    samples: {
      curl: 'Lister vos habitudes avec curl',
      complete: 'Cocher une habitude aujourd’hui',
      routes: 'Les routes qu’un jeton peut appeler',
      payload: 'Le corps d’une livraison',
      header: 'L’en-tête de signature',
      verify: 'Vérifier la signature en Node.js',
      mcpConfig: 'La configuration d’un client MCP avec un jeton',
    },
    openSettings: 'Ouvrir les Réglages',
  },
  prose: {
    settingsLink: 'Réglages',
    tokensCreate:
      'Dans {settings} › API et intégrations, choisissez **Créer un jeton**, donnez-lui un nom et son accès. Le jeton (il commence par {prefix}) n’est affiché qu’une fois\u00a0: copiez-le à ce moment-là. {product} n’en garde qu’un hachage\u00a0; un jeton perdu ne peut donc pas être réaffiché\u00a0: révoquez-le et créez-en un autre. Un compte peut avoir {maxTokens} jetons.',
    tokensSend:
      'Envoyez-le dans l’en-tête `Authorization` sous la forme {bearer}. Aucun cookie ni autre en-tête n’est nécessaire, et `me` désigne votre propre identifiant d’utilisateur.',
    tokensLimits:
      'Chaque jeton peut faire {perMinute} requêtes par minute\u00a0; au-delà, la réponse est `429` avec `Retry-After`. Un jeton `read` reçoit `403` pour toute modification. Les jetons agissent sur vos habitudes, objectifs, votre vision, vos domaines et vos progrès, jamais sur votre compte (mot de passe, e-mail, réglages, facturation, conversations avec le coach, jetons, suppression ou l’export, qui les contient). Révoquer un jeton l’arrête aussitôt.',
    openApi:
      'Chaque route, avec ses paramètres, réponses et erreurs, est décrite dans le document OpenAPI à l’adresse {document}. Il signale les routes qui acceptent un jeton (le schéma de sécurité `bearer`)\u00a0; chargez-le dans votre outil d’API ou votre générateur de clients.',
    webhooksAdd:
      'Dans les Réglages, choisissez **Ajouter un webhook**, indiquez une adresse publique `https` et les événements à envoyer. Le secret de signature n’est affiché qu’une fois. Un compte peut avoir {maxWebhooks} webhooks. Les événements\u00a0:',
    webhooksDelivery:
      'Chaque livraison est un `POST` avec un corps JSON {shape}. Répondez par n’importe quel statut `2xx` en quelques secondes\u00a0; sinon, elle est retentée plus tard, avec des attentes de plus en plus longues. Après {failures} échecs de livraison d’affilée, le webhook est désactivé et vous recevez un e-mail\u00a0; réactivez-le dans les Réglages. Les Réglages listent aussi les dernières livraisons de chaque webhook et les réponses obtenues. Servez-vous de l’`id` de l’événement pour ignorer une livraison déjà traitée.',
    webhooksStandard:
      'Les livraisons suivent la spécification {standard}\u00a0: les en-têtes {id} (le même à chaque nouvel essai), {timestamp} et {signature}, que ses bibliothèques pour tous les langages vérifient avec le secret tel que les Réglages l’ont affiché (`whsec_…`). Les webhooks créés avant le 29\u00a0novembre 2026 ont un secret que ces bibliothèques risquent de ne pas accepter\u00a0: créez un nouveau webhook, ou vérifiez l’ancien en-tête ci-dessous.',
    standardWebhooks: 'Standard Webhooks (norme)',
    webhooksOlder:
      'Chaque livraison est aussi signée à l’ancienne. L’en-tête {header} contient l’heure de la signature (`t`, en secondes Unix) et `v1`, le HMAC-SHA256 en hexadécimal de {signed}, avec le secret de signature pour clé. Vérifiez-le sur le corps brut, comparez en temps constant et refusez une heure éloignée de plus de cinq minutes\u00a0:',
    rawBody: 'corps brut',
    assistantsIntro: '{product} est un serveur MCP distant (Streamable HTTP) à l’adresse {mcp}. Ajoutez-le à votre assistant de l’une de ces deux façons\u00a0:',
    assistantsToken:
      '**Avec un jeton**\u00a0: créez un jeton d’accès personnel et donnez-le à l’assistant comme jeton Bearer. Un jeton `read` lui permet de consulter sans rien modifier.',
    assistantsOAuth:
      '**Avec OAuth**\u00a0: donnez seulement l’adresse à l’assistant. Il s’enregistre lui-même, vous envoie vers un écran de consentement de {product}, et vous choisissez lecture seule (cochée sauf si vous la changez) ou lecture et écriture. Il apparaît ensuite dans les Réglages, sous Assistants connectés, où vous pouvez le déconnecter à tout moment.',
    assistantsReadOnly:
      'Pour qu’un assistant puisse consulter sans jamais rien modifier, donnez-lui plutôt {mcpRead}\u00a0: là, chaque jeton et chaque connexion ne font que lire, et l’écran de consentement ne demande que la lecture.',
    assistantsTools:
      'Ses outils sont les fonctions mêmes du coach, sous les mêmes noms, comme `getProgress`, `createHabit`, `completeHabit` et `deleteHabit`, avec le programme du jour et vos progrès comme ressources. Les outils qui détruisent quelque chose sont signalés comme tels et demandent d’abord une confirmation, comme le fait le coach.',
    shortcutsIntro:
      'Une application web ne peut pas poser de widget sur votre écran d’accueil, mais votre téléphone peut envoyer une requête à {product} depuis un bouton, une automatisation Santé ou d’entraînement, ou une étiquette NFC. Créez pour cela un jeton `write` et trouvez l’identifiant de l’habitude dans la liste que renvoie {list}.',
    iphone: 'iPhone (app Raccourcis)',
    android: 'Android (une app de raccourcis HTTP)',
  },
  scopeHelp: {
    read: 'Peut consulter les habitudes, objectifs, la vision, les domaines et les progrès, sans les modifier.',
    write: 'Peut aussi les créer, les modifier, les cocher et les supprimer.',
  },
  events: {
    'habit.created': 'une habitude a été créée',
    'habit.updated': 'une habitude a été modifiée',
    'habit.deleted': 'une habitude a été supprimée',
    'habit.completed': 'une habitude a été marquée comme faite',
    'habit.uncompleted': 'la marque «\u00a0fait\u00a0» d’une habitude a été retirée',
    'habit.skipped': 'une habitude a été sautée',
    'goal.created': 'un objectif a été créé',
    'goal.updated': 'un objectif a été modifié',
    'goal.deleted': 'un objectif a été supprimé',
  },
  recipes: {
    tick: {
      title: 'Cocher une habitude depuis l’écran d’accueil',
      ios: [
        DATE_IOS,
        'Ajoutez «\u00a0Obtenir le contenu de l’URL\u00a0»\u00a0: l’adresse ci-dessous, méthode POST, en-têtes Authorization: Bearer {token}, corps de la requête JSON avec les champs ci-dessous.',
        'Partager › Sur l’écran d’accueil.',
      ],
      android: [
        DATE_ANDROID,
        'Nouveau raccourci\u00a0: méthode POST, l’adresse ci-dessous, en-tête Authorization: Bearer {token}, type de corps JSON avec les champs ci-dessous.',
        'Placez-le sur l’écran d’accueil comme widget ou raccourci.',
      ],
    },
    addOne: {
      title: 'Ajouter un à une habitude avec une quantité (un verre d’eau, une page)',
      ios: [DATE_IOS, AS_ABOVE],
      android: [DATE_ANDROID, AS_ABOVE],
    },
    workout: {
      title: 'Cocher une habitude à la fin d’un entraînement, ou avec une étiquette NFC',
      ios: [
        'Raccourcis › Automatisation › Nouvelle\u00a0: «\u00a0Exercice\u00a0» (Apple Watch, quand il se termine) ou «\u00a0NFC\u00a0» (scannez l’étiquette une fois).',
        'Lancez les actions pour cocher ci-dessus\u00a0; désactivez «\u00a0Demander avant d’exécuter\u00a0».',
      ],
      android: ['Dans une app d’automatisation (Tasker, MacroDroid), à la fin d’un entraînement ou sur une étiquette NFC, lancez le raccourci ci-dessus.'],
    },
  },
};

/**
 * The webhook check's two comment lines (catalogs/en/webhook-sample.ts), in this module so that
 * the page in this language has them with its catalog, in the same chunk (issue 54).
 */
export const WEBHOOK_SAMPLE_CATALOG: Messages<typeof EnglishSample> = {
  secretAndHeader: '// secret\u00a0: le secret de signature du webhook\u00a0; header\u00a0: l’en-tête {header}\u00a0;',
  rawBody: '// rawBody\u00a0: le corps de la requête tel qu’il est arrivé, avant toute lecture du JSON.',
};
