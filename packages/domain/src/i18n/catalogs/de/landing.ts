import type { LandingCatalog } from '../../catalog-types.js';

/** German: the landing page (decision 054). Written for people, with «du». */
export const LANDING_CATALOG: LandingCatalog = {
  texts: {
    heroTitle: 'Gewohnheiten, die bleiben – mit einem Coach, der zuhört',
    heroSubtitle:
      'Sprich oder chatte mit deinem KI-Coach, um deine Vision zu schärfen, Ziele zu setzen und Gewohnheiten zu planen. Jede Serie verfolgst du dann in deinem Web-Dashboard.',
    getStarted: 'Jetzt starten',
    seePricing: 'Tarife und Preise ansehen',
    carouselLabel: 'Was dein Coach kann',
    pauseSlides: 'Folien anhalten',
    playSlides: 'Folien abspielen',
    showSlide: 'Folie {index} zeigen: {title}',
    showcaseTitle: 'Dein ganzer Plan in einem Web-Dashboard',
    showcaseText:
      'Melde dich in jedem Browser an und sieh dein Konto und deinen Plan auf einen Blick. Vision, Ziele, Gewohnheiten und Gespräche mit deinem Coach liegen in deinem Konto, auf jedem Gerät, auf dem du dich anmeldest, dieselben.',
    featuresTitle: 'Alles, was du zum Dranbleiben brauchst',
    mobileTitle: 'Im Web und auf dem Handy',
    mobileText:
      'Stride funktioniert im Browser deines Handys genauso wie auf deinem Computer, auch das Abhaken deiner Gewohnheiten, mit einem Konto für alles, was du verfolgst.',
    mobileComingSoon: 'Die Apps für iOS und Android kommen bald, mit demselben Konto.',
    voiceOff: 'Sprachanrufe sind auf diesem Server ausgeschaltet. Du kannst deinem Coach weiterhin schreiben.',
    appStoreBadge: 'Laden im App Store',
    playStoreBadge: 'Jetzt bei Google Play',
    opensInNewTab: 'Öffnet sich in einem neuen Tab',
    ctaTitle: 'Starte noch heute deine nächste Serie',
    ctaButton: 'Kostenloses Konto erstellen',
    freePlanLine: 'Kostenloser Tarif: {messages} Coach-Nachrichten und {voice} Sprachzeit pro Tag. Premium: {price} im Monat.',
  },
  slidePosition: '{index} von {count}',
  slides: [
    {
      id: 'voice',
      title: 'Natürliche Gespräche per Sprache',
      description: 'Ruf deinen Coach an und geh deinen Tag durch: Aus dem, was du erzählst, werden Ziele und Gewohnheiten.',
    },
    {
      id: 'chat',
      title: 'Chat rund um die Uhr',
      description: 'Schreib deinem Coach jederzeit – für einen Plan, einen kleinen Schubs oder eine schnelle Änderung im Zeitplan.',
    },
    {
      id: 'schedule',
      title: 'Clevere Planung',
      description: 'Gewohnheiten wiederholen sich täglich, wöchentlich, monatlich oder nach deinem eigenen Muster, in deiner Zeitzone.',
    },
  ],
  preview: {
    callTitle: 'Anruf beim KI-Coach',
    callStatus: 'Ich höre zu …',
    chatUser: 'Füge jeden Abend um 21 Uhr 10 Minuten Dehnen hinzu',
    chatCoach: 'Erledigt! „Dehnen“ steht jetzt jeden Tag um 21:00 Uhr in deinem Kalender.',
    weekDays: ['S', 'M', 'D', 'M', 'D', 'F', 'S'],
  },
  features: [
    {
      id: 'coach',
      title: 'KI-Anrufe und Chat',
      text: 'Dein Coach legt Gewohnheiten und Ziele an, ändert oder löscht sie und hält deine Vision aktuell – per Sprache oder per Text.',
    },
    {
      id: 'goals',
      title: 'Ziele im Blick',
      text: 'Schreib eine Vision, teile sie in Ziele auf und verknüpfe die Gewohnheiten, die jedes Ziel voranbringen.',
    },
    {
      id: 'calendar',
      title: 'Gewohnheitskalender',
      text: 'Sieh jede geplante Gewohnheit nach Monat, Woche oder Tag – mit täglicher, wöchentlicher, monatlicher oder eigener Wiederholung.',
    },
    {
      id: 'analytics',
      title: 'Fortschrittsanalysen',
      text: 'Serien, Erfolgsquoten und Wochentrends zeigen dir, welche Gewohnheiten funktionieren und welche mehr Aufmerksamkeit brauchen.',
    },
  ],
  showcase: [
    {
      id: 'dashboard',
      caption: 'Das echte Web-Dashboard von Stride: dein Tag, jede Gewohnheit mit einem Tippen abgehakt.',
      desktopAlt:
        'Das Web-Dashboard von Stride am Computer, daneben die geöffnete Seitenleiste: Mayas Heute am Donnerstag, 26. November, 2 von 7 erledigt – Morgenlauf und Meditieren abgehakt, Wasser trinken bei 5 von 8 Gläsern, Mittagsspaziergang, 20 Seiten lesen und Dehnen noch offen, jede Zeile mit Uhrzeit, Serie und einem Menü für weitere Aktionen; daneben ein Satz ihres Coaches und ihre aktuellen Serien, vorne die 28 Tage Meditieren.',
      phoneAlt:
        'Das Stride-Dashboard auf dem Handy: Mayas Heute, 2 von 7 erledigt – Morgenlauf und Meditieren abgehakt, Wasser trinken bei 5 von 8 Gläsern und Mittagsspaziergang noch offen, jeweils mit Uhrzeit und Serie, über der unteren Leiste mit Heute, Gewohnheiten, Coach, Ziele und Fortschritt.',
    },
    {
      id: 'habits',
      caption: 'Deine Gewohnheiten, jede in ihrer eigenen Farbe, abgehakt, sobald sie erledigt sind.',
      desktopAlt:
        'Mayas Gewohnheitskalender für Donnerstag, 26. November, in der Terminansicht von Stride, Tagesansicht: Morgenlauf um 07:00 und Meditieren um 07:15 abgehakt, Wasser trinken von 08:00 bis 20:00, Mittagsspaziergang um 12:30 und Yoga um 18:30 noch offen, jede Gewohnheit in ihrer Farbe, unter der Legende erledigt, verpasst, offen, übersprungen und pausiert.',
      phoneAlt:
        'Der Gewohnheits-Tracker von Stride auf dem Handy: die Agenda seines Kalenders für heute, Donnerstag, 26. November, mit Morgenlauf und Meditieren erledigt und Wasser trinken bei 5 von 8 Gläsern noch offen, jeweils mit Uhrzeit und Farbe, unter der Legende erledigt, verpasst, offen, übersprungen und pausiert, über der unteren Leiste.',
    },
    {
      id: 'coach',
      caption: 'Der KI-Coach: Sag in deinen Worten, was du willst – er ändert deine Gewohnheiten und zeigt dir deinen Fortschritt.',
      desktopAlt:
        'Ein Chat mit dem KI-Coach von Stride: Maya schreibt „Morgenlauf ✓“, „Meditieren ✓“ und „Wasser trinken: 5 Gläser“, und der Coach bestätigt jedes: die ersten beiden für heute erledigt, mit Serien von 23 und 28 Tagen, und das Wasser bei 5 von 8 Gläsern.',
      phoneAlt:
        'Derselbe Chat mit dem KI-Coach von Stride auf dem Handy: Maya hakt Morgenlauf und Meditieren ab und trägt 5 Gläser Wasser ein, und der Coach bestätigt jedes, mit Serien von 23 und 28 Tagen und 5 von 8 Gläsern.',
    },
  ],
};
