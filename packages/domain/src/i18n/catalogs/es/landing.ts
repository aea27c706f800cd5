import type { LandingCatalog } from '../../catalog-types.js';

/** Spanish: the landing page (decision 054). Written for people, with «tú». */
export const LANDING_CATALOG: LandingCatalog = {
  texts: {
    heroTitle: 'Crea hábitos que duran, con un coach que te escucha',
    heroSubtitle:
      'Habla o chatea con tu coach de IA para dar forma a tu visión, fijar metas y programar hábitos. Después, sigue cada racha en tu panel web.',
    getStarted: 'Empezar',
    seePricing: 'Ver planes y precios',
    carouselLabel: 'Lo que tu coach puede hacer',
    pauseSlides: 'Pausar las diapositivas',
    playSlides: 'Reanudar las diapositivas',
    showSlide: 'Mostrar la diapositiva {index}: {title}',
    showcaseTitle: 'Todo tu plan en un solo panel web',
    showcaseText:
      'Entra desde cualquier navegador y ve tu cuenta y tu plan de un vistazo. Tu visión, tus metas, tus hábitos y las conversaciones con tu coach viven en tu cuenta, iguales en cada dispositivo desde el que entres.',
    featuresTitle: 'Todo lo que necesitas para no abandonar',
    mobileTitle: 'En la web y en tu móvil',
    mobileText:
      'Stride funciona en el navegador de tu móvil igual que en tu ordenador, también el seguimiento de hábitos, con una sola cuenta para todo lo que sigues.',
    mobileComingSoon: 'Las apps para iOS y Android llegarán pronto, con la misma cuenta.',
    voiceOff: 'Las llamadas de voz están desactivadas en este servidor. Puedes seguir escribiendo a tu coach.',
    appStoreBadge: 'Consíguelo en el App Store',
    playStoreBadge: 'Disponible en Google Play',
    opensInNewTab: 'Se abre en una pestaña nueva',
    ctaTitle: 'Empieza hoy tu próxima racha',
    ctaButton: 'Crea tu cuenta gratis',
    freePlanLine: 'Plan gratuito: {messages} mensajes al coach y {voice} de voz al día. Premium: {price} al mes.',
  },
  slidePosition: '{index} de {count}',
  slides: [
    {
      id: 'voice',
      title: 'Conversaciones de voz naturales',
      description: 'Llama a tu coach y repasa tu día: convierte lo que le cuentas en metas y hábitos.',
    },
    {
      id: 'chat',
      title: 'Chat disponible 24/7',
      description: 'Escribe a tu coach cuando quieras para pedirle un plan, un empujón o un cambio rápido en tu agenda.',
    },
    {
      id: 'schedule',
      title: 'Programación inteligente',
      description: 'Los hábitos se repiten cada día, cada semana, cada mes o con el patrón que tú elijas, en tu propia zona horaria.',
    },
  ],
  preview: {
    callTitle: 'Llamada con el coach de IA',
    callStatus: 'Te escucho...',
    chatUser: 'Añade 10 minutos de estiramientos cada noche a las 21:00',
    chatCoach: '¡Hecho! «Estiramientos» está en tu calendario todos los días a las 21:00.',
    weekDays: ['D', 'L', 'M', 'X', 'J', 'V', 'S'],
  },
  features: [
    {
      id: 'coach',
      title: 'Llamadas de voz y chat con IA',
      text: 'Tu coach crea, cambia y elimina hábitos y metas, y mantiene tu visión al día, hablando o por escrito.',
    },
    {
      id: 'goals',
      title: 'Seguimiento de metas',
      text: 'Escribe una visión, divídela en metas y vincula los hábitos que hacen avanzar cada una.',
    },
    {
      id: 'calendar',
      title: 'Calendario de hábitos',
      text: 'Consulta cada hábito programado por mes, semana o día, con repetición diaria, semanal, mensual o a tu medida.',
    },
    {
      id: 'analytics',
      title: 'Análisis del progreso',
      text: 'Las rachas, los porcentajes de éxito y las tendencias semanales te muestran qué hábitos funcionan y cuáles necesitan atención.',
    },
  ],
  showcase: [
    {
      id: 'dashboard',
      caption: 'El panel web real de Stride: tu día, con cada hábito marcado en un toque.',
      desktopAlt:
        'El panel web de Stride en un ordenador, con la barra lateral abierta al lado: el día de hoy de Maya, jueves 26 de noviembre, 2 de 7 hechos; correr por la mañana y meditar ya marcados, beber agua en 5 de 8 vasos, y caminar a mediodía, leer 20 páginas y estirar aún pendientes, cada fila con su hora, su racha y un menú de más acciones; al lado, una frase de su coach y sus rachas actuales, con los 28 días de meditar en primer lugar.',
      phoneAlt:
        'El panel de Stride en un móvil: el día de hoy de Maya, 2 de 7 hechos; correr por la mañana y meditar ya marcados, beber agua en 5 de 8 vasos y caminar a mediodía aún pendientes, cada uno con su hora y su racha, sobre la barra inferior con Hoy, Hábitos, Coach, Metas y Progreso.',
    },
    {
      id: 'habits',
      caption: 'Tus hábitos, cada uno con su color, marcados a medida que avanzas.',
      desktopAlt:
        'El calendario de hábitos de Maya para el jueves 26 de noviembre en la vista de agenda de Stride, vista por día: correr por la mañana a las 07:00 y meditar a las 07:15 ya marcados; beber agua de 08:00 a 20:00, caminar a mediodía a las 12:30 y yoga a las 18:30 pendientes, cada hábito con su color, bajo la leyenda de hecho, perdido, pendiente, saltado y en pausa.',
      phoneAlt:
        'El registro de hábitos de Stride en un móvil: la agenda de su calendario para hoy, jueves 26 de noviembre, con correr por la mañana y meditar hechos, y beber agua en 5 de 8 vasos aún pendiente, cada uno con su hora y su color, bajo la leyenda de hecho, perdido, pendiente, saltado y en pausa, sobre la barra inferior.',
    },
    {
      id: 'coach',
      caption: 'El coach de IA: pídeselo con tus palabras y cambia tus hábitos y te cuenta cómo vas.',
      desktopAlt:
        'Un chat con el coach de IA de Stride: Maya escribe «Correr por la mañana ✓», «Meditar ✓» y «Beber agua: 5 vasos», y el coach confirma cada uno: los dos primeros hechos por hoy, con rachas de 23 y 28 días, y el agua en 5 de 8 vasos.',
      phoneAlt:
        'La misma conversación con el coach de IA de Stride en un móvil: Maya marca correr por la mañana y meditar como hechos y anota 5 vasos de agua, y el coach confirma cada uno, con rachas de 23 y 28 días y 5 de 8 vasos.',
    },
  ],
};
