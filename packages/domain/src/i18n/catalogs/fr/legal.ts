import { PLAN_LIMITS, PREMIUM_PRICE_GBP } from '../../../plans/plans.js';
import { PRODUCT_NAME as S } from '../../../routes.js';
import { DATA_DELETION_DAYS as DAYS, MINIMUM_AGE, PARENTAL_CONSENT_AGE, SUPPORT_REPLY_HOURS as HOURS } from '../../../texts/support-facts.js';
import type { LegalCatalog } from '../../catalog-types.js';

/** A price as the pricing page writes it in this language (Intl's narrow symbol: "8 £"), decision 054. */
const pounds = (n: number) => `${n}\u00a0£`;

/** A voice allowance in French ("1 minute", "10 minutes"), as the pricing catalog writes it. */
const voice = (seconds: number | null) =>
  seconds === null ? '' : seconds % 60 === 0 ? `${seconds / 60} minute${seconds === 60 ? '' : 's'}` : `${seconds} seconde${seconds === 1 ? '' : 's'}`;
const { free, premium } = PLAN_LIMITS;
const price = pounds(PREMIUM_PRICE_GBP);

/**
 * The Terms and Conditions and the Privacy Policy in French («vous»; a no-break space before ? : ;
 * and inside « »), decision 054; figures from the domain's constants.
 */
export const LEGAL_CATALOG: LegalCatalog = {
  texts: {
    effective: 'En vigueur depuis le 25 novembre 2024',
    contents: 'Sommaire',
    backToContents: 'Retour au sommaire',
    close: 'Fermer',
  },
  terms: {
    meta: {
      title: 'Conditions générales',
      description: `Les conditions d’utilisation de ${S}\u00a0: formules, facturation et résiliation, usage acceptable et coach IA.`,
    },
    title: 'Conditions générales',
    summary: [
      `Ces conditions constituent l’accord entre vous et ${S} pour l’utilisation de notre application web et de nos applications mobiles. Nous avons essayé de les rédiger simplement. Lisez-les, avec notre Politique de confidentialité, avant de créer un compte.`,
    ],
    sections: [
      {
        id: 'agreement',
        title: 'Acceptation de ces conditions',
        body: [
          `${S} («\u00a0nous\u00a0») propose un service pour prendre de bonnes habitudes et atteindre vos objectifs, avec un coach IA avec qui vous pouvez discuter par écrit et par appel. En créant un compte ou en utilisant ${S}, vous acceptez ces conditions. Si vous ne les acceptez pas, merci de ne pas utiliser le service.`,
          'Notre Politique de confidentialité explique comment nous traitons vos données personnelles. C’est un document distinct, qui ne fait pas partie de ce contrat.',
        ],
      },
      {
        id: 'eligibility',
        title: 'Conditions d’accès et âge',
        body: [
          `Vous devez avoir au moins ${MINIMUM_AGE} ans pour utiliser ${S}.`,
          `Les enfants de moins de ${PARENTAL_CONSENT_AGE} ans ne peuvent utiliser ${S} qu’avec un parent ou un tuteur qui accepte ces conditions en leur nom, crée et gère le compte et encadre son utilisation, y compris les conversations avec le coach IA et tout achat de Premium.`,
          `Si vous avez ${PARENTAL_CONSENT_AGE} ans ou plus mais moins de 18 ans, assurez-vous qu’un parent ou un tuteur est d’accord pour que vous utilisiez ${S}. Seul un adulte peut souscrire un abonnement Premium.`,
        ],
      },
      {
        id: 'account',
        title: 'Votre compte et sa sécurité',
        body: [
          'Un compte est nécessaire pour utiliser le tableau de bord, les habitudes, les objectifs, les statistiques et le coach IA. Donnez des informations exactes, utilisez une adresse e-mail sur laquelle vous recevez du courrier (nous y envoyons un code pour la vérifier) et gardez votre mot de passe secret.',
          'Vous êtes responsable de ce qui se passe dans votre compte. Si vous pensez que quelqu’un d’autre l’a utilisé, changez votre mot de passe et contactez-nous sans attendre. Un compte est destiné à une seule personne\u00a0; ne le partagez pas.',
        ],
      },
      {
        id: 'service',
        title: 'Le service et le coach IA',
        body: [
          `${S} vous permet d’écrire une vision personnelle, de fixer des objectifs, de planifier des habitudes récurrentes dans un calendrier, de les marquer comme faites et de suivre vos progrès. Le suivi des habitudes fonctionne sur le tableau de bord web et dans nos applications mobiles, qui restent synchronisés.`,
          'Le coach IA répond par messages écrits et par appel vocal. Si vous le lui demandez, il peut créer, modifier ou supprimer vos habitudes et vos objectifs et mettre à jour votre vision. Vérifiez le résultat de chaque modification qu’il fait.',
          'Le coach est un système automatique, pas une personne. Ses réponses sont des encouragements et des suggestions d’ordre général. **Ce ne sont pas des conseils médicaux, psychologiques, juridiques, financiers ou professionnels d’aucune sorte**, et elles ne les remplacent pas. Le coach peut mal vous comprendre et se tromper\u00a0: fiez-vous à votre propre jugement. Si votre santé ou votre bien-être vous inquiète, parlez-en à un professionnel qualifié et, en cas d’urgence, appelez les services d’urgence.',
          'L’utilisation du coach est soumise aux quotas quotidiens et mensuels de votre formule, décrits dans la section suivante.',
        ],
      },
      {
        id: 'plans',
        title: 'Formules, limites d’utilisation et tarifs',
        body: [
          `${S} est proposé en deux formules\u00a0:`,
          [
            `**Gratuit** (${pounds(0)})\u00a0: jusqu’à ${free.messagesPerDay} messages au coach IA par jour, ${voice(free.voiceSecondsPerDay)} d’appels vocaux par jour et ${voice(free.voiceSecondsPerMonth)} d’appels de suivi avec l’IA par mois (le temps de voix total que vous pouvez utiliser sur un mois civil).`,
            `**Premium** (${price} par mois, facturé mensuellement)\u00a0: jusqu’à ${premium.messagesPerDay} messages au coach IA par jour et ${voice(premium.voiceSecondsPerDay)} d’appels vocaux par jour, sans plafond mensuel pour les appels de suivi.`,
          ],
          'Les deux formules comprennent votre vision, vos objectifs et le suivi des habitudes sur le tableau de bord web et dans les applications mobiles. Premium s’achète et se gère sur le web.',
          'Les jours et les mois sont comptés dans le fuseau horaire de votre compte\u00a0: les quotas quotidiens repartent à zéro à minuit, heure locale, et le quota mensuel le premier jour de chaque mois. Le temps de voix compte à la fois vos paroles et les réponses parlées du coach. Quand vous atteignez une limite, le coach vous le dit et vous invite à vous abonner\u00a0; une demande qui échoue n’est pas comptée.',
          'Nous pouvons modifier les prix ou les quotas à l’avenir. Nous vous préviendrons à l’avance, et un changement de prix ne s’appliquera qu’à partir de votre période de facturation suivant l’annonce\u00a0; vous pouvez résilier d’ici là.',
        ],
      },
      {
        id: 'billing',
        title: 'Facturation, renouvellement et résiliation',
        body: [
          `Premium coûte ${price} par mois, TVA applicable comprise, et se paie chaque mois d’avance. Les paiements sont encaissés par notre prestataire externe de paiement par carte, sur sa page de paiement sécurisée. Nous ne voyons ni ne conservons jamais le numéro complet de votre carte.`,
          'Votre abonnement se renouvelle automatiquement chaque mois jusqu’à ce que vous le résiliiez. Vous pouvez changer de carte ou résilier depuis le portail d’abonnement du prestataire («\u00a0Gérer l’abonnement\u00a0» dans votre tableau de bord), ou en contactant notre aide pour que nous résiliions à votre place.',
          'La résiliation prend effet à la fin de votre période de facturation en cours. Vous gardez Premium jusque-là, et vous ne serez plus prélevé. Ensuite, votre compte passe à la formule Gratuit et conserve vos habitudes, vos objectifs et votre vision.',
          'Si un paiement échoue, nous pouvons laisser Premium actif peu de temps pendant que le prestataire de paiement réessaie. Si le paiement ne peut toujours pas être encaissé, l’abonnement prend fin et votre compte passe à la formule Gratuit.',
        ],
      },
      {
        id: 'refunds',
        title: 'Remboursements',
        body: [
          'Les paiements ne sont pas remboursables, y compris pour la partie d’un mois restant après une résiliation, sauf cas particuliers, comme un prélèvement par erreur ou une panne grave qui vous a empêché d’utiliser le service. Nous examinons ces cas un par un et décidons à notre discrétion. Pour en faire la demande, écrivez à {email} avec les détails.',
          'Cela ne porte pas atteinte à vos droits légaux de consommateur, par exemple si le service n’est pas fourni avec le soin et la compétence raisonnables.',
        ],
      },
      {
        id: 'acceptable-use',
        title: 'Usage acceptable',
        body: [
          `Quand vous utilisez ${S}, vous vous engagez à ne pas\u00a0:`,
          [
            'enfreindre la loi, ni utiliser le service pour harceler, menacer ou nuire à qui que ce soit\u00a0;',
            'tenter d’accéder aux comptes ou aux données d’autres personnes, ou à des parties du service qui ne vous sont pas destinées\u00a0;',
            'surcharger, perturber, sonder ou décompiler le service, ni contourner ses limites d’utilisation (par exemple avec plusieurs comptes ou des programmes automatisés)\u00a0;',
            'utiliser le coach IA pour produire des contenus illégaux, haineux, sexuellement explicites ou nuisibles de toute autre manière\u00a0;',
            'revendre ou exploiter commercialement le service sans notre autorisation écrite.',
          ],
        ],
      },
      {
        id: 'content',
        title: 'Vos contenus et notre licence pour les utiliser',
        body: [
          `Votre vision, vos objectifs, vos habitudes, vos messages et vos enregistrements restent à vous. Vous nous accordez une licence non exclusive et gratuite pour stocker, copier, traiter et afficher ces contenus uniquement dans la mesure nécessaire pour faire fonctionner ${S} pour vous, y compris pour les transmettre à nos prestataires (comme le fournisseur d’IA qui génère les réponses du coach), ainsi que le décrit notre Politique de confidentialité. La licence prend fin quand vos contenus sont supprimés.`,
          `N’ajoutez que des contenus que vous avez le droit d’utiliser. ${S} lui-même, y compris son logiciel, sa conception et son nom, nous appartient\u00a0; vous ne pouvez l’utiliser que dans les limites de ces conditions.`,
        ],
      },
      {
        id: 'availability',
        title: 'Disponibilité et évolutions du service',
        body: [
          `Nous faisons en sorte que ${S} soit disponible et fiable, mais il peut parfois être indisponible, par exemple pendant une maintenance ou quand un prestataire dont nous dépendons rencontre un problème. Nous pouvons améliorer, modifier ou retirer des fonctions au fil du temps. Si nous apportons un changement qui réduit nettement ce que comprend Premium, nous vous prévenons avant et vous pouvez résilier\u00a0; si nous arrêtons complètement le service, nous vous en avertirons dans un délai raisonnable et rembourserons tout paiement pour une période dont vous ne bénéficierez pas.`,
        ],
      },
      {
        id: 'termination',
        title: 'Suspension et clôture',
        body: [
          `Vous pouvez cesser d’utiliser ${S} à tout moment. Vous pouvez supprimer vous-même votre compte dans les Paramètres, ce qui efface ses données immédiatement et résilie tout abonnement Premium. Ou, pour clôturer votre compte et faire effacer vos données, écrivez à {email}\u00a0; nous effaçons les données de votre compte dans les ${DAYS} jours suivant la demande. Résiliez d’abord votre abonnement Premium, ou demandez-nous de le faire dans le même e-mail.`,
          'Nous pouvons suspendre ou clôturer un compte qui enfreint gravement ou de façon répétée ces conditions, qui met en danger le service ou d’autres utilisateurs, ou lorsque la loi l’exige. Quand c’est raisonnable, nous vous en expliquerons la raison et vous laisserons d’abord l’occasion d’y remédier.',
        ],
      },
      {
        id: 'liability',
        title: 'Garanties et limitation de responsabilité',
        body: [
          `Nous fournissons ${S} avec le soin et la compétence raisonnables. Au-delà, le service est fourni tel quel, et nous ne promettons pas qu’il sera toujours disponible, exempt d’erreurs, ni que son utilisation mènera à un résultat particulier.`,
          'Nous ne sommes pas responsables des pertes ou dommages qui n’étaient pas prévisibles, qui résultent de votre manquement à ces conditions ou de décisions que vous prenez sur la base des réponses du coach IA. Le service est destiné à un usage personnel\u00a0: nous ne sommes donc pas responsables des pertes professionnelles, comme un manque à gagner ou une occasion perdue.',
          'Rien dans ces conditions ne limite ni n’exclut notre responsabilité en cas de décès ou de dommage corporel causé par notre négligence, de fraude ou de déclaration frauduleuse, ni pour tout ce qui ne peut être limité ou exclu selon le droit de l’Angleterre et du pays de Galles, et rien ne porte atteinte à vos droits légaux de consommateur.',
        ],
      },
      {
        id: 'law',
        title: 'Droit applicable et litiges',
        body: [
          'Ces conditions sont régies par le droit du Royaume-Uni, appliqué en tant que droit de l’Angleterre et du pays de Galles. Tout litige sera porté devant les tribunaux d’Angleterre et du pays de Galles. Si vous vivez en Écosse ou en Irlande du Nord, vous pouvez aussi saisir les tribunaux de votre région, et vous conservez la protection des lois impératives de consommation de votre lieu de résidence.',
          'En cas de problème, contactez-nous d’abord\u00a0: la plupart des difficultés se règlent vite par e-mail.',
        ],
      },
      {
        id: 'changes',
        title: 'Modifications de ces conditions',
        body: [
          'Nous pouvons mettre à jour ces conditions, par exemple quand nous modifions le service ou quand la loi change. La date en haut indique depuis quand cette version est en vigueur. Si une modification vous concerne, nous vous préviendrons par e-mail ou dans l’application avant qu’elle s’applique. Si vous n’acceptez pas les nouvelles conditions, vous pouvez résilier et clôturer votre compte avant leur entrée en vigueur.',
        ],
      },
      {
        id: 'contact',
        title: 'Nous contacter',
        body: [`Pour toute question sur ces conditions, votre compte ou la facturation, écrivez à {email}. Nous répondons sous ${HOURS} heures.`],
      },
    ],
  },
  privacy: {
    meta: {
      title: 'Politique de confidentialité',
      description: `Comment ${S} collecte, utilise et protège vos données, y compris vos conversations avec le coach IA.`,
    },
    title: 'Politique de confidentialité',
    summary: [
      `Cette politique explique quelles données personnelles ${S} collecte quand vous utilisez notre application web et nos applications mobiles, pourquoi nous les utilisons, qui nous aide à les traiter et quels sont vos droits. En bref\u00a0: nous utilisons vos données pour vous fournir le service, nous ne les vendons pas et nous n’utilisons aucun traceur publicitaire.`,
    ],
    sections: [
      {
        id: 'who-we-are',
        title: 'Qui nous sommes',
        body: [
          `${S} est un service qui vous accompagne dans vos habitudes avec un coach IA. Pour les données personnelles décrites ici, nous sommes le responsable du traitement au sens du règlement général sur la protection des données du Royaume-Uni (RGPD britannique) et de la loi sur la protection des données de 2018. Vous pouvez nous écrire au sujet de tout point de cette politique à {email}.`,
        ],
      },
      {
        id: 'what-we-collect',
        title: 'Ce que nous collectons',
        body: [
          [
            '**Données du compte\u00a0:** votre nom, votre adresse e-mail et votre mot de passe. Le mot de passe n’est conservé que sous forme d’empreinte cryptographique sécurisée à sens unique, jamais sous forme lisible. Nous enregistrons aussi si votre adresse e-mail a été vérifiée.',
            '**Fuseau horaire\u00a0:** repris de votre navigateur à l’inscription et modifiable dans votre tableau de bord. Nous l’utilisons pour afficher votre calendrier et pour compter les quotas quotidiens et mensuels à votre heure.',
            '**Ce que vous planifiez et suivez\u00a0:** votre vision, vos objectifs, vos habitudes, leurs horaires et les dates où vous les accomplissez.',
            '**Conversations avec le coach\u00a0:** les messages que vous échangez avec le coach IA et, pendant les appels vocaux, les enregistrements de ce que vous dites. Un enregistrement n’a lieu que pendant un appel en cours, et si vous avez autorisé l’accès au micro. Il est envoyé à notre fournisseur d’IA pour être transcrit et recevoir une réponse\u00a0; nous ne gardons pas l’audio une fois la réponse produite. Nous conservons le texte de la conversation et la durée de chaque appel, qui compte dans votre quota de voix.',
            '**Données de facturation\u00a0:** si vous vous abonnez, notre prestataire de paiement recueille les données de votre carte sur ses propres pages. Nous ne recevons qu’une référence client, l’état de votre abonnement et les dates de facturation, jamais le numéro complet de votre carte.',
            '**Journaux techniques\u00a0:** adresse IP, type de navigateur, heure et résultat des requêtes, et rapports d’erreurs. Nous les utilisons pour que le service fonctionne et reste sûr.',
            '**Messages à notre aide\u00a0:** ce que vous nous écrivez par e-mail, et nos réponses.',
          ],
          'Les habitudes et les objectifs que vous notez peuvent révéler des informations sur votre santé ou sur d’autres aspects sensibles de votre vie. Vous choisissez ce que vous saisissez\u00a0; ne partagez que ce avec quoi vous êtes à l’aise.',
        ],
      },
      {
        id: 'how-we-use',
        title: 'Comment et pourquoi nous utilisons vos données',
        body: [
          'Le droit britannique de la protection des données exige une base légale pour chaque utilisation de données personnelles. Les nôtres sont\u00a0:',
          [
            '**Fournir le service auquel vous vous êtes inscrit (contrat)\u00a0:** créer et sécuriser votre compte, vérifier votre e-mail, enregistrer et afficher votre vision, vos objectifs et vos habitudes, générer les réponses du coach et effectuer les modifications que vous lui demandez, compter les quotas de votre formule et gérer votre abonnement.',
            `**Nos intérêts légitimes\u00a0:** assurer la sécurité du service, prévenir les abus et la fraude, corriger les pannes, comprendre l’utilisation globale pour améliorer ${S} et répondre à vos demandes d’aide. Nous les mettons en balance avec vos droits et ne les utilisons pas pour vous profiler à des fins publicitaires.`,
            '**Obligations légales\u00a0:** conserver les documents de paiement et fiscaux, et répondre aux demandes légitimes des autorités.',
            '**Consentement\u00a0:** lorsque des informations sensibles (par exemple sur votre santé) apparaissent dans ce que vous écrivez ou dites, nous les traitons avec votre consentement explicite, que vous donnez en choisissant de les saisir, et uniquement pour vous fournir le service. Vous pouvez retirer ce consentement à tout moment en supprimant ces informations ou votre compte.',
          ],
          'Nous envoyons des e-mails liés au service, comme les codes de vérification et de réinitialisation du mot de passe. Nous n’envoyons pas d’e-mails promotionnels.',
        ],
      },
      {
        id: 'ai-processing',
        title: 'Traitement de vos conversations par l’IA',
        body: [
          'Pour vous répondre, le coach envoie votre message ou votre enregistrement vocal, avec le contexte dont il a besoin (comme votre vision, vos objectifs, vos habitudes et la conversation récente), à un fournisseur d’IA qui génère la réponse et, pour les appels, la réponse parlée. Ce fournisseur agit selon nos instructions en tant que sous-traitant et ne peut pas utiliser vos données à ses propres fins, comme la publicité.',
          'Les réponses du coach sont produites automatiquement. Elles n’entraînent aucune décision produisant des effets juridiques ou des effets aussi importants pour vous, et toute modification que le coach apporte à vos habitudes, vos objectifs ou votre vision est une modification que vous avez demandée et que vous pouvez annuler.',
        ],
      },
      {
        id: 'sharing',
        title: 'Avec qui nous partageons des données',
        body: [
          'Nous faisons appel à un petit nombre de prestataires (sous-traitants) qui traitent des données personnelles pour notre compte, dans le cadre de contrats qui les obligent à les protéger et à ne les utiliser que pour la tâche que nous leur confions\u00a0:',
          [
            '**Hébergeur\u00a0:** fait fonctionner nos serveurs et notre base de données.',
            '**Prestataire d’envoi d’e-mails\u00a0:** envoie les e-mails de vérification et de réinitialisation du mot de passe.',
            '**Prestataire de paiement\u00a0:** encaisse les paiements par carte et gère le portail d’abonnement.',
            '**Fournisseur d’IA\u00a0:** génère les réponses écrites et vocales du coach.',
          ],
          `Nous pouvons aussi communiquer des données lorsque la loi l’exige, pour protéger la sécurité des utilisateurs ou d’autres personnes, ou à un acquéreur si ${S} venait à être vendu, auquel cas cette politique continuerait de s’appliquer.`,
          '**Nous ne vendons pas vos données personnelles**, et nous ne les partageons pas avec des annonceurs.',
        ],
      },
      {
        id: 'transfers',
        title: 'Transferts internationaux',
        body: [
          'Certains de nos prestataires peuvent traiter des données hors du Royaume-Uni, par exemple dans l’Espace économique européen ou aux États-Unis. Dans ce cas, nous veillons à ce que les données restent protégées\u00a0: soit le pays est couvert par une décision d’adéquation du Royaume-Uni, soit nous utilisons des garanties reconnues par le droit britannique, comme l’accord international de transfert de données ou l’avenant britannique aux clauses contractuelles types de l’Union européenne.',
        ],
      },
      {
        id: 'retention',
        title: 'Combien de temps nous conservons les données',
        body: [
          [
            'Données du compte, plans, habitudes et texte des conversations\u00a0: tant que votre compte est ouvert.',
            'Audio des appels\u00a0: seulement le temps de produire la réponse.',
            'Journaux techniques\u00a0: pendant une courte période, en général pas plus de quelques mois, sauf s’ils sont nécessaires pour enquêter sur un incident de sécurité.',
            'Documents de paiement et fiscaux\u00a0: aussi longtemps que la loi l’exige (en général six ans).',
            'Quand vous supprimez votre compte dans les Paramètres\u00a0: votre compte et tout ce qu’il contient sont effacés immédiatement de notre base de données en service, et votre abonnement Premium est résilié.',
            `Après nous avoir demandé par e-mail de supprimer votre compte\u00a0: les données de votre compte sont effacées dans les ${DAYS} jours suivant la demande, à l’exception des documents que la loi nous oblige à conserver.`,
            `Sauvegardes\u00a0: nos sauvegardes chiffrées de la base de données sont conservées ${DAYS} jours au plus\u00a0; les données d’un compte supprimé en disparaissent donc dans les ${DAYS} jours suivant sa suppression. Nous ne restaurons jamais un compte supprimé à partir d’une sauvegarde.`,
          ],
        ],
      },
      {
        id: 'your-rights',
        title: 'Suppression et vos droits',
        body: [
          `Vous pouvez supprimer vous-même votre compte et ses données, immédiatement, dans Paramètres › Vos données («\u00a0Supprimer mon compte\u00a0»), et télécharger d’abord une copie de tout («\u00a0Télécharger mes données\u00a0», en JSON ou CSV). Ou écrivez à {email} depuis l’adresse utilisée à l’inscription\u00a0: nous confirmerons la demande et effacerons les données de votre compte sous ${DAYS} jours. Dans les deux cas, un abonnement Premium est aussi résilié.`,
          'Selon le droit britannique de la protection des données, vous avez aussi le droit\u00a0:',
          [
            'd’**accès**\u00a0: connaître les données personnelles que nous détenons sur vous et en obtenir une copie\u00a0;',
            'de **rectification**\u00a0: faire corriger des données inexactes (vous pouvez modifier vous-même la plupart d’entre elles)\u00a0;',
            'à l’**effacement**\u00a0: faire supprimer vos données\u00a0;',
            'à la **limitation**\u00a0: nous demander de limiter l’utilisation de vos données le temps de régler une réclamation\u00a0;',
            'à la **portabilité**\u00a0: recevoir les données que vous nous avez fournies dans un format lisible par machine\u00a0;',
            'd’**opposition** aux utilisations fondées sur nos intérêts légitimes\u00a0;',
            'de **retirer votre consentement** lorsque nous nous fondons sur lui.',
          ],
          `Pour exercer l’un de ces droits, écrivez-nous. Nous répondons sous ${HOURS} heures et traitons les demandes dans un délai d’un mois, comme la loi l’exige. Si vous n’êtes pas satisfait de la façon dont nous traitons vos données, vous pouvez déposer une plainte auprès du Bureau du commissaire à l’information (ICO), l’autorité britannique de protection des données, sur ico.org.uk. Nous vous serions reconnaissants de nous laisser d’abord l’occasion d’y remédier.`,
        ],
      },
      {
        id: 'security',
        title: 'Sécurité',
        body: [
          'Nous protégeons vos données par des connexions chiffrées (HTTPS), des mots de passe conservés sous forme d’empreintes, des cookies de session illisibles par les scripts, des limites aux tentatives répétées de connexion et de saisie de codes, et un accès aux données de production réservé aux personnes qui en ont besoin. Aucun système n’est parfaitement sûr\u00a0; si une violation touche vos données d’une manière qui vous expose à un risque, nous vous en informerons, ainsi que l’ICO, comme la loi l’exige.',
        ],
      },
      {
        id: 'children',
        title: 'Enfants',
        body: [
          `${S} peut être utilisé dès l’âge de ${MINIMUM_AGE} ans. Pour un enfant de moins de ${PARENTAL_CONSENT_AGE} ans, un parent ou un tuteur doit accepter cette politique, créer et gérer le compte et encadrer son utilisation, y compris les conversations avec le coach IA. Un parent ou un tuteur peut à tout moment nous demander de consulter, corriger ou supprimer les données d’un enfant. Si nous apprenons que nous détenons des données d’un enfant de moins de ${PARENTAL_CONSENT_AGE} ans sans l’accord d’un parent ou d’un tuteur, nous les supprimerons.`,
        ],
      },
      {
        id: 'cookies',
        title: 'Utilisation des cookies',
        body: [
          'Nous utilisons un seul cookie\u00a0: un cookie de session qui vous garde connecté. Il est strictement nécessaire au fonctionnement du service, marqué HttpOnly pour que les scripts de la page ne puissent pas le lire, et prend fin quand vous vous déconnectez ou que la session expire. Comme il est strictement nécessaire, il ne requiert pas votre consentement. Nous n’utilisons aucun cookie publicitaire, de pistage ou de mesure d’audience tiers. Le prestataire de paiement peut déposer ses propres cookies sur ses pages de paiement et de portail, couvertes par sa propre politique.',
        ],
      },
      {
        id: 'changes',
        title: 'Modifications de cette politique',
        body: [
          'Nous pouvons mettre à jour cette politique quand notre service ou la loi change. La date en haut indique depuis quand cette version est en vigueur. Si nous apportons une modification importante, nous vous préviendrons par e-mail ou dans l’application avant qu’elle s’applique.',
        ],
      },
      {
        id: 'contact',
        title: 'Nous contacter',
        body: [`Pour toute question ou demande sur la confidentialité, écrivez à {email}. Nous répondons sous ${HOURS} heures.`],
      },
    ],
  },
};
