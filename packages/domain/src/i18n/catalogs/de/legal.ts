import { PLAN_LIMITS, PREMIUM_PRICE_GBP } from '../../../plans/plans.js';
import { PRODUCT_NAME as S } from '../../../routes.js';
import { DATA_DELETION_DAYS as DAYS, MINIMUM_AGE, PARENTAL_CONSENT_AGE, SUPPORT_REPLY_HOURS as HOURS } from '../../../texts/support-facts.js';
import type { LegalCatalog } from '../../catalog-types.js';

/** A price as the pricing page writes it in this language (Intl's narrow symbol: "8 £"), decision 054. */
const pounds = (n: number) => `${n}\u00a0£`;

/** A voice allowance in German ("1 Minute", "10 Minuten"), as the pricing catalog writes it. */
const voice = (seconds: number | null) =>
  seconds === null ? '' : seconds % 60 === 0 ? `${seconds / 60} Minute${seconds === 60 ? '' : 'n'}` : `${seconds} Sekunde${seconds === 1 ? '' : 'n'}`;
const { free, premium } = PLAN_LIMITS;
const price = pounds(PREMIUM_PRICE_GBP);

/** The Terms and Conditions and the Privacy Policy in German («du»), decision 054; figures from the domain's constants. */
export const LEGAL_CATALOG: LegalCatalog = {
  texts: {
    effective: 'Gültig ab dem 25. November 2024',
    contents: 'Inhalt',
    backToContents: 'Zurück zum Inhalt',
    close: 'Schließen',
  },
  terms: {
    meta: {
      title: 'Allgemeine Geschäftsbedingungen',
      description: `Die Bedingungen für die Nutzung von ${S}: Tarife, Abrechnung und Kündigung, zulässige Nutzung und der KI-Coach.`,
    },
    title: 'Allgemeine Geschäftsbedingungen',
    summary: [
      `Diese Bedingungen sind die Vereinbarung zwischen dir und ${S} über die Nutzung unserer Web-App und unserer Mobil-Apps. Wir haben versucht, sie verständlich zu schreiben. Bitte lies sie zusammen mit unserer Datenschutzerklärung, bevor du ein Konto anlegst.`,
    ],
    sections: [
      {
        id: 'agreement',
        title: 'Zustimmung zu diesen Bedingungen',
        body: [
          `${S} („wir“, „uns“) bietet einen Dienst, mit dem du Gewohnheiten aufbaust und Ziele erreichst, mit einem KI-Coach, mit dem du chatten und telefonieren kannst. Wenn du ein Konto anlegst oder ${S} nutzt, stimmst du diesen Bedingungen zu. Wenn du nicht einverstanden bist, nutze den Dienst bitte nicht.`,
          'Unsere Datenschutzerklärung beschreibt, wie wir mit deinen personenbezogenen Daten umgehen. Sie ist ein eigenes Dokument und nicht Teil dieses Vertrags.',
        ],
      },
      {
        id: 'eligibility',
        title: 'Voraussetzungen und Alter',
        body: [
          `Du musst mindestens ${MINIMUM_AGE} Jahre alt sein, um ${S} zu nutzen.`,
          `Kinder unter ${PARENTAL_CONSENT_AGE} Jahren dürfen ${S} nur mit einem Elternteil oder einer erziehungsberechtigten Person nutzen, die diesen Bedingungen im Namen des Kindes zustimmt, das Konto anlegt und verwaltet und seine Nutzung beaufsichtigt, auch die Gespräche mit dem KI-Coach und jeden Kauf von Premium.`,
          `Wenn du ${PARENTAL_CONSENT_AGE} Jahre oder älter, aber unter 18 bist, stell bitte sicher, dass ein Elternteil oder eine erziehungsberechtigte Person damit einverstanden ist, dass du ${S} nutzt. Nur Erwachsene dürfen ein Premium-Abo abschließen.`,
        ],
      },
      {
        id: 'account',
        title: 'Dein Konto und seine Sicherheit',
        body: [
          'Für die Übersicht, die Gewohnheiten, die Ziele, die Auswertungen und den KI-Coach brauchst du ein Konto. Bitte gib korrekte Angaben an, nutze eine E-Mail-Adresse, unter der du Post empfängst (wir schicken einen Code, um sie zu bestätigen), und halte dein Passwort geheim.',
          'Du bist für alles verantwortlich, was in deinem Konto geschieht. Wenn du glaubst, dass jemand anderes es benutzt hat, ändere dein Passwort und melde dich sofort bei uns. Ein Konto ist für eine Person; bitte teile es nicht.',
        ],
      },
      {
        id: 'service',
        title: 'Der Dienst und der KI-Coach',
        body: [
          `Mit ${S} kannst du eine persönliche Vision aufschreiben, Ziele setzen, wiederkehrende Gewohnheiten in einem Kalender planen, sie als erledigt markieren und deinen Fortschritt sehen. Das Verfolgen von Gewohnheiten funktioniert in der Web-Übersicht und in unseren Mobil-Apps, die miteinander synchron bleiben.`,
          'Der KI-Coach antwortet im Textchat und im Sprachanruf. Wenn du ihn darum bittest, kann er deine Gewohnheiten und Ziele anlegen, ändern oder löschen und deine Vision aktualisieren. Bitte prüfe das Ergebnis jeder Änderung, die er vornimmt.',
          'Der Coach ist ein automatisches System, kein Mensch. Seine Antworten sind allgemeine Ermutigungen und Vorschläge. Sie sind **keine medizinische, psychologische, rechtliche, finanzielle oder sonstige fachliche Beratung** und ersetzen sie nicht. Der Coach kann dich missverstehen und Fehler machen, also verlass dich auf dein eigenes Urteil. Wenn du dir Sorgen um deine Gesundheit oder dein Wohlbefinden machst, sprich mit einer qualifizierten Fachperson, und wende dich im Notfall an den Rettungsdienst.',
          'Die Nutzung des Coachs unterliegt den täglichen und monatlichen Kontingenten deines Tarifs, die im nächsten Abschnitt beschrieben sind.',
        ],
      },
      {
        id: 'plans',
        title: 'Tarife, Nutzungsgrenzen und Preise',
        body: [
          `${S} gibt es in zwei Tarifen:`,
          [
            `**Kostenlos** (${pounds(0)}): bis zu ${free.messagesPerDay} Nachrichten an den KI-Coach pro Tag, ${voice(free.voiceSecondsPerDay)} Sprachanrufe pro Tag und ${voice(free.voiceSecondsPerMonth)} KI-Sprachgespräche pro Monat (die gesamte Sprechzeit, die du in einem Kalendermonat nutzen kannst).`,
            `**Premium** (${price} pro Monat, monatlich abgerechnet): bis zu ${premium.messagesPerDay} Nachrichten an den KI-Coach pro Tag und ${voice(premium.voiceSecondsPerDay)} Sprachanrufe pro Tag, ohne monatliche Grenze für Sprachgespräche.`,
          ],
          'Beide Tarife umfassen deine Vision, deine Ziele und das Verfolgen von Gewohnheiten in der Web-Übersicht und in den Mobil-Apps. Premium wird im Web gekauft und verwaltet.',
          'Tage und Monate werden in der Zeitzone deines Kontos gezählt: Die täglichen Kontingente beginnen um Mitternacht an deinem Ort neu, das monatliche am Ersten jedes Monats. Zur Sprechzeit zählen sowohl deine Worte als auch die gesprochenen Antworten des Coachs. Wenn du eine Grenze erreichst, sagt dir der Coach Bescheid und lädt dich ein, ein Abo abzuschließen; eine Anfrage, die fehlschlägt, wird nicht mitgezählt.',
          'Wir können Preise oder Kontingente künftig ändern. Wir informieren dich vorher, und eine Preisänderung gilt erst ab deinem nächsten Abrechnungszeitraum nach der Mitteilung; du kannst vorher kündigen.',
        ],
      },
      {
        id: 'billing',
        title: 'Abrechnung, Verlängerung und Kündigung',
        body: [
          `Premium kostet ${price} pro Monat, einschließlich der anfallenden Mehrwertsteuer, und wird monatlich im Voraus abgerechnet. Die Zahlungen wickelt unser externer Kartenzahlungsanbieter über seine sichere Bezahlseite ab. Wir sehen und speichern nie deine vollständige Kartennummer.`,
          'Dein Abo verlängert sich jeden Monat automatisch, bis du kündigst. Du kannst deine Karte ändern oder kündigen – im Abo-Portal des Anbieters („Abo verwalten“ in deiner Übersicht) oder indem du dich an unsere Hilfe wendest und uns bittest, für dich zu kündigen.',
          'Die Kündigung wird zum Ende deines laufenden Abrechnungszeitraums wirksam. Bis dahin behältst du Premium, und danach wird nichts mehr abgebucht. Anschließend wechselt dein Konto in den kostenlosen Tarif und behält deine Gewohnheiten, Ziele und deine Vision.',
          'Wenn eine Zahlung fehlschlägt, können wir Premium für kurze Zeit aktiv lassen, während der Zahlungsanbieter es erneut versucht. Lässt sich die Zahlung trotzdem nicht einziehen, endet das Abo und dein Konto wechselt in den kostenlosen Tarif.',
        ],
      },
      {
        id: 'refunds',
        title: 'Erstattungen',
        body: [
          'Zahlungen werden nicht erstattet, auch nicht für den Rest eines Monats nach einer Kündigung, außer in besonderen Fällen, etwa bei einer irrtümlichen Abbuchung oder einem schweren Fehler, der dich an der Nutzung des Dienstes gehindert hat. Solche Fälle prüfen wir einzeln und entscheiden nach unserem Ermessen. Schreib dazu mit den Einzelheiten an {email}.',
          'Deine gesetzlichen Rechte als Verbraucher bleiben davon unberührt, zum Beispiel wenn der Dienst nicht mit angemessener Sorgfalt und Sachkenntnis erbracht wird.',
        ],
      },
      {
        id: 'acceptable-use',
        title: 'Zulässige Nutzung',
        body: [
          `Wenn du ${S} nutzt, darfst du nicht:`,
          [
            'gegen Gesetze verstoßen oder den Dienst nutzen, um andere zu belästigen, zu bedrohen oder ihnen zu schaden;',
            'versuchen, in Konten oder Daten anderer Menschen einzudringen oder in Teile des Dienstes, die nicht für dich bestimmt sind;',
            'den Dienst überlasten, stören, ausforschen oder zurückentwickeln oder seine Nutzungsgrenzen umgehen (zum Beispiel mit mehreren Konten oder automatisierten Programmen);',
            'den KI-Coach nutzen, um rechtswidrige, hasserfüllte, sexuell explizite oder auf andere Weise schädliche Inhalte zu erzeugen;',
            'den Dienst ohne unsere schriftliche Erlaubnis weiterverkaufen oder gewerblich verwerten.',
          ],
        ],
      },
      {
        id: 'content',
        title: 'Deine Inhalte und unsere Lizenz zu ihrer Nutzung',
        body: [
          `Deine Vision, Ziele, Gewohnheiten, Nachrichten und Aufnahmen bleiben deine. Du räumst uns eine nicht ausschließliche, unentgeltliche Lizenz ein, diese Inhalte zu speichern, zu kopieren, zu verarbeiten und anzuzeigen, soweit es nötig ist, um ${S} für dich zu betreiben, einschließlich der Weitergabe an unsere Dienstleister (etwa den KI-Anbieter, der die Antworten des Coachs erzeugt), wie es unsere Datenschutzerklärung beschreibt. Die Lizenz endet, wenn deine Inhalte gelöscht werden.`,
          `Bitte füge nur Inhalte hinzu, die du verwenden darfst. ${S} selbst, einschließlich Software, Gestaltung und Name, gehört uns; du darfst es nur so nutzen, wie diese Bedingungen es erlauben.`,
        ],
      },
      {
        id: 'availability',
        title: 'Verfügbarkeit und Änderungen am Dienst',
        body: [
          `Wir arbeiten daran, dass ${S} verfügbar und zuverlässig ist, aber manchmal kann es nicht erreichbar sein, zum Beispiel während Wartungsarbeiten oder wenn ein Anbieter, auf den wir angewiesen sind, ein Problem hat. Wir können Funktionen mit der Zeit verbessern, ändern oder einstellen. Wenn wir etwas ändern, das den Umfang von Premium deutlich verringert, sagen wir es dir vorher, und du kannst kündigen; stellen wir den Dienst ganz ein, kündigen wir das mit angemessener Frist an und erstatten Zahlungen für einen Zeitraum, den du nicht mehr erhältst.`,
        ],
      },
      {
        id: 'termination',
        title: 'Sperrung und Beendigung',
        body: [
          `Du kannst jederzeit aufhören, ${S} zu nutzen. Du kannst dein Konto selbst in den Einstellungen löschen; damit werden seine Daten sofort gelöscht und ein Premium-Abo wird gekündigt. Oder schreib an {email}, um dein Konto zu schließen und deine Daten löschen zu lassen; wir löschen deine Kontodaten innerhalb von ${DAYS} Tagen nach der Anfrage. Kündige vorher dein Premium-Abo oder bitte uns in derselben E-Mail, es zu kündigen.`,
          'Wir können ein Konto sperren oder schließen, das schwer oder wiederholt gegen diese Bedingungen verstößt, den Dienst oder andere Nutzer gefährdet oder wenn das Gesetz es verlangt. Wo es zumutbar ist, sagen wir dir vorher, warum, und geben dir die Gelegenheit, es in Ordnung zu bringen.',
        ],
      },
      {
        id: 'liability',
        title: 'Gewährleistungsausschluss und Haftungsbeschränkung',
        body: [
          `Wir erbringen ${S} mit angemessener Sorgfalt und Sachkenntnis. Darüber hinaus wird der Dienst so bereitgestellt, wie er ist, und wir versprechen nicht, dass er immer verfügbar und fehlerfrei ist oder dass seine Nutzung zu einem bestimmten Ergebnis führt.`,
          'Wir haften nicht für Verluste oder Schäden, die nicht vorhersehbar waren, die durch deinen Verstoß gegen diese Bedingungen entstanden sind oder die aus Entscheidungen folgen, die du aufgrund der Antworten des KI-Coachs triffst. Der Dienst ist für den persönlichen Gebrauch bestimmt, daher haften wir nicht für geschäftliche Verluste wie entgangenen Gewinn oder entgangene Geschäftschancen.',
          'Nichts in diesen Bedingungen beschränkt oder schließt unsere Haftung aus für Tod oder Körperverletzung durch unsere Fahrlässigkeit, für Betrug oder arglistige Täuschung oder für alles andere, was nach dem Recht von England und Wales nicht beschränkt oder ausgeschlossen werden kann, und nichts berührt deine gesetzlichen Rechte als Verbraucher.',
        ],
      },
      {
        id: 'law',
        title: 'Anwendbares Recht und Streitigkeiten',
        body: [
          'Für diese Bedingungen gilt das Recht des Vereinigten Königreichs in seiner Ausprägung als Recht von England und Wales. Für Streitigkeiten sind die Gerichte von England und Wales zuständig. Wenn du in Schottland oder Nordirland lebst, kannst du auch vor den Gerichten an deinem Wohnort klagen, und der Schutz zwingender Verbraucherschutzgesetze an deinem Wohnort bleibt dir erhalten.',
          'Wenn etwas schiefgeht, melde dich bitte zuerst bei uns; die meisten Probleme lassen sich schnell per E-Mail lösen.',
        ],
      },
      {
        id: 'changes',
        title: 'Änderungen dieser Bedingungen',
        body: [
          'Wir können diese Bedingungen aktualisieren, zum Beispiel wenn wir den Dienst ändern oder sich die Gesetze ändern. Das Datum oben zeigt, seit wann diese Fassung gilt. Wenn eine Änderung für dich von Bedeutung ist, informieren wir dich per E-Mail oder in der App, bevor sie gilt. Wenn du mit den neuen Bedingungen nicht einverstanden bist, kannst du kündigen und dein Konto schließen, bevor sie wirksam werden.',
        ],
      },
      {
        id: 'contact',
        title: 'Kontakt',
        body: [`Fragen zu diesen Bedingungen, deinem Konto oder der Abrechnung: Schreib an {email}. Wir antworten innerhalb von ${HOURS} Stunden.`],
      },
    ],
  },
  privacy: {
    meta: {
      title: 'Datenschutzerklärung',
      description: `Wie ${S} deine Daten erhebt, nutzt und schützt, auch deine Gespräche mit dem KI-Coach.`,
    },
    title: 'Datenschutzerklärung',
    summary: [
      `Diese Erklärung beschreibt, welche personenbezogenen Daten ${S} erhebt, wenn du unsere Web-App und unsere Mobil-Apps nutzt, wozu wir sie verwenden, wer uns bei ihrer Verarbeitung hilft und welche Rechte du hast. Kurz gesagt: Wir nutzen deine Daten, um den Dienst für dich zu betreiben, wir verkaufen sie nicht und wir verfolgen dich nicht für Werbung.`,
    ],
    sections: [
      {
        id: 'who-we-are',
        title: 'Wer wir sind',
        body: [
          `${S} ist ein Dienst, der dich mit einem KI-Coach bei deinen Gewohnheiten begleitet. Für die hier beschriebenen personenbezogenen Daten sind wir der Verantwortliche nach der Datenschutz-Grundverordnung des Vereinigten Königreichs (britische DSGVO) und dem Datenschutzgesetz von 2018. Zu allem in dieser Erklärung erreichst du uns unter {email}.`,
        ],
      },
      {
        id: 'what-we-collect',
        title: 'Welche Daten wir erheben',
        body: [
          [
            '**Kontodaten:** dein Name, deine E-Mail-Adresse und dein Passwort. Das Passwort wird nur als sicherer Einweg-Hashwert gespeichert, nie in lesbarer Form. Außerdem vermerken wir, ob deine E-Mail-Adresse bestätigt ist.',
            '**Zeitzone:** wird bei der Registrierung aus deinem Browser übernommen und lässt sich in deiner Übersicht ändern. Wir nutzen sie, um deinen Kalender anzuzeigen und die täglichen und monatlichen Kontingente in deiner Ortszeit zu zählen.',
            '**Was du planst und verfolgst:** deine Vision, Ziele, Gewohnheiten, ihre Zeitpläne und die Tage, an denen du sie erledigst.',
            '**Gespräche mit dem Coach:** die Nachrichten, die du mit dem KI-Coach austauschst, und bei Sprachanrufen Aufnahmen dessen, was du sagst. Aufgenommen wird nur, während ein Anruf läuft und du den Zugriff auf das Mikrofon erlaubt hast. Die Aufnahme geht an unseren KI-Anbieter, der sie in Text umwandelt und beantwortet; den Ton behalten wir nicht, sobald die Antwort erstellt ist. Wir speichern den Text des Gesprächs und die Dauer jedes Anrufs, die auf dein Sprachkontingent angerechnet wird.',
            '**Abrechnungsdaten:** Wenn du ein Abo abschließt, erfasst unser Zahlungsanbieter deine Kartendaten auf seinen eigenen Seiten. Wir erhalten nur eine Kundennummer, den Status deines Abos und die Abrechnungsdaten, nie deine vollständige Kartennummer.',
            '**Technische Protokolle:** IP-Adresse, Browsertyp, Zeitpunkt und Ergebnis von Anfragen sowie Fehlerberichte. Wir nutzen sie, damit der Dienst funktioniert und sicher bleibt.',
            '**Nachrichten an unsere Hilfe:** was du uns per E-Mail schreibst, und unsere Antworten.',
          ],
          'Gewohnheiten und Ziele, die du aufschreibst, können etwas über deine Gesundheit oder andere sensible Bereiche deines Lebens verraten. Du entscheidest, was du eingibst; teile bitte nur, womit du dich wohlfühlst.',
        ],
      },
      {
        id: 'how-we-use',
        title: 'Wie und wozu wir deine Daten nutzen',
        body: [
          'Das Datenschutzrecht des Vereinigten Königreichs verlangt für jede Nutzung personenbezogener Daten eine Rechtsgrundlage. Unsere sind:',
          [
            '**Erbringung des Dienstes, für den du dich angemeldet hast (Vertrag):** dein Konto anlegen und schützen, deine E-Mail-Adresse bestätigen, deine Vision, Ziele und Gewohnheiten speichern und anzeigen, die Antworten des Coachs erzeugen und die Änderungen vornehmen, um die du ihn bittest, die Kontingente deines Tarifs zählen und dein Abo verwalten.',
            `**Unsere berechtigten Interessen:** den Dienst sicher halten, Missbrauch und Betrug verhindern, Fehler beheben, die Nutzung insgesamt verstehen, um ${S} zu verbessern, und deine Anfragen an unsere Hilfe beantworten. Wir wägen sie gegen deine Rechte ab und nutzen sie nicht, um Werbeprofile von dir zu erstellen.`,
            '**Gesetzliche Pflichten:** Zahlungs- und Steuerunterlagen aufbewahren und rechtmäßige Anfragen von Behörden beantworten.',
            '**Einwilligung:** Wenn sensible Angaben (zum Beispiel zu deiner Gesundheit) in dem vorkommen, was du schreibst oder sagst, verarbeiten wir sie mit deiner ausdrücklichen Einwilligung, die du gibst, indem du sie eingibst, und nur, um den Dienst zu erbringen. Du kannst diese Einwilligung jederzeit widerrufen, indem du die Angaben oder dein Konto löschst.',
          ],
          'Wir senden E-Mails zum Dienst, etwa Bestätigungscodes und Codes zum Zurücksetzen des Passworts. Werbe-E-Mails senden wir nicht.',
        ],
      },
      {
        id: 'ai-processing',
        title: 'KI-Verarbeitung deiner Gespräche',
        body: [
          'Um dir zu antworten, schickt der Coach deine Nachricht oder deine Sprachaufnahme zusammen mit dem nötigen Zusammenhang (etwa deiner Vision, deinen Zielen, Gewohnheiten und dem bisherigen Gespräch) an einen KI-Anbieter, der die Antwort und bei Anrufen die gesprochene Antwort erzeugt. Der Anbieter handelt nach unseren Weisungen als unser Auftragsverarbeiter und darf deine Daten nicht für eigene Zwecke wie Werbung nutzen.',
          'Die Antworten des Coachs entstehen automatisch. Sie führen zu keinen Entscheidungen mit rechtlicher oder ähnlich erheblicher Wirkung für dich, und jede Änderung, die der Coach an deinen Gewohnheiten, Zielen oder deiner Vision vornimmt, hast du selbst erbeten und kannst sie rückgängig machen.',
        ],
      },
      {
        id: 'sharing',
        title: 'An wen wir Daten weitergeben',
        body: [
          'Wir arbeiten mit wenigen Dienstleistern (Auftragsverarbeitern), die personenbezogene Daten in unserem Auftrag verarbeiten, nach Verträgen, die sie verpflichten, die Daten zu schützen und nur für die ihnen übertragene Aufgabe zu nutzen:',
          [
            '**Serveranbieter:** betreibt unsere Server und unsere Datenbank.',
            '**E-Mail-Versanddienst:** verschickt die E-Mails zur Bestätigung und zum Zurücksetzen des Passworts.',
            '**Zahlungsanbieter:** wickelt Kartenzahlungen ab und betreibt das Abo-Portal.',
            '**KI-Anbieter:** erzeugt die geschriebenen und gesprochenen Antworten des Coachs.',
          ],
          `Außerdem können wir Daten offenlegen, wenn das Gesetz es verlangt, um die Sicherheit von Nutzern oder anderen zu schützen, oder gegenüber einem Käufer, falls ${S} einmal verkauft wird; diese Erklärung gilt dann weiter.`,
          '**Wir verkaufen deine personenbezogenen Daten nicht** und geben sie nicht an Werbetreibende weiter.',
        ],
      },
      {
        id: 'transfers',
        title: 'Übermittlung in andere Länder',
        body: [
          'Einige unserer Anbieter verarbeiten Daten möglicherweise außerhalb des Vereinigten Königreichs, zum Beispiel im Europäischen Wirtschaftsraum oder in den Vereinigten Staaten. Dann sorgen wir dafür, dass die Daten geschützt bleiben: Entweder gilt für das Land ein Angemessenheitsbeschluss des Vereinigten Königreichs, oder wir nutzen nach britischem Recht anerkannte Garantien, etwa das Internationale Datenübermittlungsabkommen oder den britischen Zusatz zu den Standardvertragsklauseln der EU.',
        ],
      },
      {
        id: 'retention',
        title: 'Wie lange wir Daten aufbewahren',
        body: [
          [
            'Kontodaten, Pläne, Gewohnheiten und Gesprächstexte: solange dein Konto besteht.',
            'Sprachaufnahmen: nur so lange, bis die Antwort erstellt ist.',
            'Technische Protokolle: für kurze Zeit, meist nicht länger als einige Monate, außer sie werden zur Aufklärung eines Sicherheitsvorfalls gebraucht.',
            'Zahlungs- und Steuerunterlagen: so lange, wie das Gesetz es verlangt (meist sechs Jahre).',
            'Wenn du dein Konto in den Einstellungen löschst: Dein Konto und alles darin werden sofort aus unserer laufenden Datenbank gelöscht, und dein Premium-Abo wird gekündigt.',
            `Wenn du uns per E-Mail bittest, dein Konto zu löschen: Deine Kontodaten werden innerhalb von ${DAYS} Tagen nach der Anfrage gelöscht, abgesehen von Unterlagen, die wir gesetzlich aufbewahren müssen.`,
            `Sicherungen: Unsere verschlüsselten Datenbanksicherungen werden höchstens ${DAYS} Tage aufbewahrt, sodass die Daten eines gelöschten Kontos innerhalb von ${DAYS} Tagen nach der Löschung auch daraus verschwunden sind. Ein gelöschtes Konto stellen wir nie aus einer Sicherung wieder her.`,
          ],
        ],
      },
      {
        id: 'your-rights',
        title: 'Löschung und deine Rechte',
        body: [
          `Du kannst dein Konto und seine Daten selbst und sofort in den Einstellungen unter „Deine Daten“ löschen („Mein Konto löschen“) und vorher eine Kopie von allem herunterladen („Meine Daten herunterladen“, als JSON oder CSV). Oder schreib von der Adresse, mit der du dich registriert hast, an {email}: Wir bestätigen die Anfrage und löschen deine Kontodaten innerhalb von ${DAYS} Tagen. In beiden Fällen wird auch ein Premium-Abo gekündigt.`,
          'Nach dem Datenschutzrecht des Vereinigten Königreichs hast du außerdem das Recht auf:',
          [
            '**Auskunft** über die personenbezogenen Daten, die wir über dich speichern, und eine Kopie davon;',
            '**Berichtigung**: falsche Daten korrigieren lassen (das meiste kannst du selbst bearbeiten);',
            '**Löschung**: deine Daten löschen lassen;',
            '**Einschränkung**: verlangen, dass wir die Nutzung deiner Daten einschränken, solange ein Anliegen geklärt wird;',
            '**Datenübertragbarkeit**: die Daten, die du uns gegeben hast, in einem maschinenlesbaren Format erhalten;',
            '**Widerspruch** gegen Nutzungen, die auf unseren berechtigten Interessen beruhen;',
            '**Widerruf deiner Einwilligung**, wo wir uns auf sie stützen.',
          ],
          `Um eines dieser Rechte wahrzunehmen, schreib uns. Wir antworten innerhalb von ${HOURS} Stunden und erledigen Anfragen innerhalb eines Monats, wie es das Gesetz verlangt. Wenn du mit unserem Umgang mit deinen Daten unzufrieden bist, kannst du dich bei der britischen Datenschutzaufsicht, dem Information Commissioner (ICO), unter ico.org.uk beschweren. Wir würden uns freuen, wenn du uns vorher die Gelegenheit gibst, es in Ordnung zu bringen.`,
        ],
      },
      {
        id: 'security',
        title: 'Sicherheit',
        body: [
          'Wir schützen deine Daten mit verschlüsselten Verbindungen (HTTPS), gehashten Passwörtern, Sitzungs-Cookies, die Skripte nicht lesen können, Begrenzungen für wiederholte Anmelde- und Code-Versuche und mit Zugriff auf die Produktivdaten nur für die Menschen, die ihn brauchen. Kein System ist vollkommen sicher; wenn eine Datenpanne deine Daten so betrifft, dass sie dich gefährdet, informieren wir dich und die ICO, wie es das Gesetz verlangt.',
        ],
      },
      {
        id: 'children',
        title: 'Kinder',
        body: [
          `${S} darf ab einem Alter von ${MINIMUM_AGE} Jahren genutzt werden. Für ein Kind unter ${PARENTAL_CONSENT_AGE} Jahren muss ein Elternteil oder eine erziehungsberechtigte Person dieser Erklärung zustimmen, das Konto anlegen und verwalten und seine Nutzung beaufsichtigen, auch die Gespräche mit dem KI-Coach. Ein Elternteil oder eine erziehungsberechtigte Person kann uns jederzeit bitten, die Daten eines Kindes einzusehen, zu berichtigen oder zu löschen. Erfahren wir, dass wir Daten eines Kindes unter ${PARENTAL_CONSENT_AGE} Jahren ohne Zustimmung eines Elternteils oder einer erziehungsberechtigten Person haben, löschen wir sie.`,
        ],
      },
      {
        id: 'cookies',
        title: 'Verwendung von Cookies',
        body: [
          'Wir verwenden ein einziges Cookie: ein Sitzungs-Cookie, das dich angemeldet hält. Es ist für den Dienst unbedingt erforderlich, ist als HttpOnly gekennzeichnet, damit Skripte auf der Seite es nicht lesen können, und endet, wenn du dich abmeldest oder die Sitzung abläuft. Weil es unbedingt erforderlich ist, braucht es deine Einwilligung nicht. Wir verwenden keine Cookies für Werbung, zur Nachverfolgung oder für Analysen von Dritten. Der Zahlungsanbieter kann auf seiner Bezahlseite und in seinem Portal eigene Cookies setzen; dafür gilt seine eigene Datenschutzerklärung.',
        ],
      },
      {
        id: 'changes',
        title: 'Änderungen dieser Erklärung',
        body: [
          'Wir können diese Erklärung aktualisieren, wenn sich unser Dienst oder die Gesetze ändern. Das Datum oben zeigt, seit wann diese Fassung gilt. Wenn wir etwas Wichtiges ändern, informieren wir dich per E-Mail oder in der App, bevor es gilt.',
        ],
      },
      {
        id: 'contact',
        title: 'Kontakt',
        body: [`Für Fragen oder Anliegen zum Datenschutz schreib an {email}. Wir antworten innerhalb von ${HOURS} Stunden.`],
      },
    ],
  },
};
