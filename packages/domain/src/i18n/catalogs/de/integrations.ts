import type { IntegrationsCatalog } from '../../catalog-types.js';
import type { Messages } from '../../messages.js';
import type { WEBHOOK_SAMPLE_CATALOG as EnglishSample } from '../en/webhook-sample.js';

const DATE_IOS = 'Füge eine Aktion „Datum formatieren“ hinzu: Aktuelles Datum, eigenes Format yyyy-MM-dd; nutze ihr Ergebnis als {today}.';
const DATE_ANDROID = 'Lege eine Variable `today` vom Typ Datum/Uhrzeit mit dem Format yyyy-MM-dd an und nutze sie als {today}.';
const AS_ABOVE = 'Wie oben, mit dem Inhalt unten: value wird zum Tag addiert; der Tag ist erledigt, sobald das Ziel erreicht ist.';

/** The public /integrations page in German («du»), decision 054; code, routes and names stay as they are. */
export const INTEGRATIONS_CATALOG: IntegrationsCatalog = {
  texts: {
    title: 'API und Integrationen',
    intro:
      'Nutze Stride aus deinen eigenen Skripten, Automationen und KI-Assistenten: ein persönliches Zugriffstoken für die API, signierte Webhooks, wenn etwas passiert, und ein MCP-Server für Assistenten.',
    contents: 'Auf dieser Seite',
    sections: {
      tokens: 'Persönliche Zugriffstoken',
      openApi: 'Das OpenAPI-Dokument',
      webhooks: 'Webhooks (signierte Benachrichtigungen)',
      assistants: 'Einen KI-Assistenten verbinden',
      shortcuts: 'Kurzbefehle für Home-Bildschirm, Health und NFC',
    },
    samples: {
      curl: 'Deine Gewohnheiten mit curl auflisten',
      complete: 'Eine Gewohnheit heute abhaken',
      routes: 'Routen, die ein Token aufrufen darf',
      payload: 'Der Inhalt einer Zustellung',
      header: 'Der Signatur-Header',
      verify: 'Die Signatur in Node.js prüfen',
      mcpConfig: 'Die Konfiguration eines MCP-Clients mit einem Token',
    },
    openSettings: 'Einstellungen öffnen',
  },
  prose: {
    settingsLink: 'Einstellungen',
    tokensCreate:
      'Wähle in den {settings} › API und Integrationen **Token erstellen**, gib ihm einen Namen und seinen Zugriff. Das Token (es beginnt mit {prefix}) wird nur einmal angezeigt: kopiere es dann. {product} speichert nur einen Hash davon, ein verlorenes Token kann also nicht noch einmal angezeigt werden; widerrufe es und erstelle ein neues. Ein Konto kann {maxTokens} Token haben.',
    tokensSend:
      'Sende es im Header `Authorization` als {bearer}. Kein Cookie und kein anderer Header ist nötig, und `me` steht für deine eigene Nutzer-ID.',
    tokensLimits:
      'Jedes Token darf {perMinute} Anfragen pro Minute stellen; darüber lautet die Antwort `429` mit `Retry-After`. Ein `read`-Token erhält bei jeder Änderung `403`. Token wirken auf deine Gewohnheiten, Ziele, Vision, Bereiche und deinen Fortschritt, nie auf dein Konto (Passwort, E-Mail, Einstellungen, Abrechnung, Gespräche mit dem Coach, Token, Löschung oder den Export, der sie enthält). Ein widerrufenes Token hört sofort auf zu wirken.',
    openApi:
      'Jede Route ist mit ihren Parametern, Antworten und Fehlern im OpenAPI-Dokument unter {document} beschrieben. Es kennzeichnet die Routen, die ein Token annehmen (das Sicherheitsschema `bearer`); lade es in dein API-Werkzeug oder deinen Client-Generator.',
    webhooksAdd:
      'Wähle in den Einstellungen **Webhook hinzufügen**, gib eine öffentliche `https`-Adresse und die zu sendenden Ereignisse an. Das Signaturgeheimnis wird nur einmal angezeigt. Ein Konto kann {maxWebhooks} Webhooks haben. Die Ereignisse:',
    webhooksDelivery:
      'Jede Zustellung ist ein `POST` mit einem JSON-Inhalt {shape}. Antworte innerhalb weniger Sekunden mit einem beliebigen `2xx`-Status; sonst wird es später erneut versucht, mit wachsenden Pausen. Schlagen {failures} Zustellungen nacheinander fehl, wird der Webhook abgeschaltet und du bekommst eine E-Mail; schalte ihn in den Einstellungen wieder ein. Dort siehst du auch die letzten Zustellungen jedes Webhooks und die Antworten darauf. Nutze die `id` des Ereignisses, um eine schon verarbeitete Zustellung zu ignorieren.',
    webhooksStandard:
      'Zustellungen folgen {standard}: die Header {id} (bei jedem neuen Versuch derselbe), {timestamp} und {signature}, die dessen Bibliotheken für jede Sprache mit dem Geheimnis prüfen, genau so, wie die Einstellungen es angezeigt haben (`whsec_…`). Webhooks, die vor dem 29. November 2026 angelegt wurden, haben ein Geheimnis, das diese Bibliotheken womöglich nicht laden: lege einen neuen Webhook an oder prüfe den älteren Header unten.',
    standardWebhooks: 'dem Standard „Standard Webhooks“',
    webhooksOlder:
      'Jede Zustellung ist außerdem auf die ältere Art signiert. Der Header {header} enthält den Zeitpunkt der Signatur (`t`, Unix-Sekunden) und `v1`, den HMAC-SHA256 in Hex von {signed}, mit dem Signaturgeheimnis als Schlüssel. Prüfe ihn gegen den unveränderten Inhalt, vergleiche in konstanter Zeit und lehne einen Zeitpunkt ab, der mehr als fünf Minuten abweicht:',
    rawBody: 'unveränderter Inhalt',
    assistantsIntro: '{product} ist ein entfernter MCP-Server (Streamable HTTP) unter {mcp}. Füge ihn deinem Assistenten auf eine von zwei Arten hinzu:',
    assistantsToken:
      '**Mit einem Token**: Erstelle ein persönliches Zugriffstoken und gib es dem Assistenten als Bearer-Token. Mit einem `read`-Token kann er schauen, aber nichts ändern.',
    assistantsOAuth:
      '**Mit OAuth**: Gib dem Assistenten nur die Adresse. Er registriert sich selbst, schickt dich zu einem Zustimmungsbildschirm von {product}, und du wählst „nur lesen“ (vorausgewählt, solange du es nicht änderst) oder „lesen und schreiben“. Danach steht er in den Einstellungen unter „Verbundene Assistenten“, wo du ihn jederzeit trennen kannst.',
    assistantsReadOnly:
      'Soll ein Assistent nur schauen und nie etwas ändern, gib ihm stattdessen {mcpRead}: Dort liest jedes Token und jede Verbindung nur, und der Zustimmungsbildschirm fragt nur nach Lesezugriff.',
    assistantsTools:
      'Seine Werkzeuge sind die Funktionen des Coaches unter denselben Namen, etwa `getProgress`, `createHabit`, `completeHabit` und `deleteHabit`, mit dem heutigen Plan und deinem Fortschritt als Ressourcen. Werkzeuge, die etwas löschen, sind als solche gekennzeichnet und fragen vorher nach einer Bestätigung, wie der Coach.',
    shortcutsIntro:
      'Eine Web-App kann kein Widget auf deinen Home-Bildschirm legen, aber dein Telefon kann {product} eine Anfrage schicken: von einer Taste, einer Health- oder Trainings-Automation oder einem NFC-Tag. Erstelle dafür ein `write`-Token und finde die ID der Gewohnheit in der Liste, die {list} liefert.',
    iphone: 'iPhone (App Kurzbefehle)',
    android: 'Android (eine App für HTTP-Kurzbefehle)',
  },
  scopeHelp: {
    read: 'Kann Gewohnheiten, Ziele, Vision, Bereiche und Fortschritt ansehen, aber nicht ändern.',
    write: 'Kann sie außerdem anlegen, ändern, abhaken und löschen.',
  },
  events: {
    'habit.created': 'eine Gewohnheit wurde angelegt',
    'habit.updated': 'eine Gewohnheit wurde geändert',
    'habit.deleted': 'eine Gewohnheit wurde gelöscht',
    'habit.completed': 'eine Gewohnheit wurde als erledigt markiert',
    'habit.uncompleted': 'die Erledigt-Markierung einer Gewohnheit wurde zurückgenommen',
    'habit.skipped': 'eine Gewohnheit wurde ausgelassen',
    'goal.created': 'ein Ziel wurde angelegt',
    'goal.updated': 'ein Ziel wurde geändert',
    'goal.deleted': 'ein Ziel wurde gelöscht',
  },
  recipes: {
    tick: {
      title: 'Eine Gewohnheit vom Home-Bildschirm aus abhaken',
      ios: [
        DATE_IOS,
        'Füge „Inhalte von URL abrufen“ hinzu: die Adresse unten, Methode POST, Header Authorization: Bearer {token}, Anfragetext JSON mit den Feldern unten.',
        'Teilen › Zum Home-Bildschirm.',
      ],
      android: [
        DATE_ANDROID,
        'Neuer Kurzbefehl: Methode POST, die Adresse unten, Header Authorization: Bearer {token}, Inhaltstyp JSON mit den Feldern unten.',
        'Lege ihn als Widget oder Verknüpfung auf den Home-Bildschirm.',
      ],
    },
    addOne: {
      title: 'Eins zu einer Gewohnheit mit Menge addieren (ein Glas Wasser, eine Seite)',
      ios: [DATE_IOS, AS_ABOVE],
      android: [DATE_ANDROID, AS_ABOVE],
    },
    workout: {
      title: 'Eine Gewohnheit nach einem Training oder mit einem NFC-Tag abhaken',
      ios: [
        'Kurzbefehle › Automation › Neu: „Training“ (Apple Watch, wenn es endet) oder „NFC“ (den Tag einmal scannen).',
        'Führe die Abhak-Aktionen von oben aus; schalte „Vor dem Ausführen fragen“ aus.',
      ],
      android: ['Führe in einer Automations-App (Tasker, MacroDroid) bei „Training beendet“ oder einem NFC-Tag den Kurzbefehl von oben aus.'],
    },
  },
};

/**
 * The webhook check's two comment lines (catalogs/en/webhook-sample.ts), in this module so that
 * the page in this language has them with its catalog, in the same chunk (issue 54).
 */
export const WEBHOOK_SAMPLE_CATALOG: Messages<typeof EnglishSample> = {
  secretAndHeader: '// secret: das Signaturgeheimnis des Webhooks; header: der Header {header};',
  rawBody: '// rawBody: der Body der Anfrage genau so, wie er ankam, vor jedem JSON-Parsen.',
};
