# Les mots d'Ashtapada en français. en.ftl a les mêmes messages avec les mêmes arguments (la
# compilation et crates/i18n/tests/messages.rs le vérifient).

-brand = Ashtapada

## Page: the fixed text of www/index.html (data-l10n attributes), plain text only.

page-welcome-title = Bienvenue sur Ashtapada
page-welcome-text = Les échecs tels que l’Inde ancienne les jouait : quatre armées et un dé, deux armées face à face, et l’échiquier rond de Byzance.
page-welcome-where = Jouez dans votre navigateur, même hors ligne, contre des robots ou des amis.
page-welcome-learn = Apprendre à jouer
page-welcome-bots = Jouer contre les robots
page-welcome-friend = Jouer avec un ami
page-skip = Aller à la case des coups
page-menu-label = Partie
page-loading = Les échecs à quatre et aux dés de l’Inde ancienne, et leurs cousins. Installation du plateau…
page-panel-label = Panneau de la partie
page-turn = Tour
page-moves = Coups
page-moves-label = Coups : choisissez-en un pour voir sa position (les flèches les parcourent)
page-nav-label = Parcourir les coups
page-move-label = Tapez un coup
page-move-placeholder = Tapez un coup : e3, Cc3, e2-e3, lancer, passer…
page-play = Jouer
page-controls-label = Commandes de la partie
page-analysis = Échiquier d’analyse
page-review = Analyse
page-players = Joueurs
page-stakes = Enjeux
page-events = Événements
page-log-label = Événements : prises, tours passés et autres nouvelles de la partie
page-settings = Réglages
page-keys = Touches : ← → parcourent les coups, Début / Fin, F tourne le plateau, H demande un indice (dans la case des coups : h ou ? et Entrée), S partage la partie ; ? donne toutes les touches, celles du plateau aussi (Tab jusqu’au plateau, puis les flèches).
page-keys-all = Toutes les touches
page-new-game = Nouvelle partie
page-ruleset = Règles
page-options = Options
page-start = Commencer
page-cancel = Annuler

## UI: panels, menus, dialogs, toasts (crates/web)

settings-language = Langue
close = Fermer
cancel = Annuler
controller-human = Humain
bot-level = { $level ->
    [easy] facile
    [medium] moyen
    [random] au hasard
   *[hard] fort
  }
team-of-two = { $first } et { $second }
title-over = Partie terminée · { $ruleset } · { -brand }
title-to-play = { $turn } · { -brand }
title-ruleset = { $ruleset } · { -brand }
announce-prompt = { $seat } : { $prompt }.
announce-to-play = { $turn }.
announce-move = { $seat } : { $action }.
announce-rolled = { $seat } a fait { $value } : { $action }.
announce-rolled-pass = { $seat } a fait { $value } et passe.
announce-pass = { $seat } passe.
announce-since = Depuis votre dernier coup :
said-move = { $piece } de { $from } à { $to }
said-capture = { $mover } de { $from } prend { piece-the } en { $to }
said-capture-of = { $mover } de { $from } prend { $taken } en { $to }
announce-roll = { $seat } a fait { $value }.
board-label = Plateau de { $ruleset }. { $turn } Les flèches parcourent les cases, Entrée prend une pièce et la pose ; le point d’interrogation donne la liste des touches.
board-army = { $seat } : { $pieces }.
board-army-none = { $seat } : aucune pièce.
board-piece-at = { $piece } { $cell }
board-cell-piece = { $cell }, { $piece }, { $colour }
board-cell-empty = { $cell }, vide
board-cell-target = { $cell } peut être jouée
board-picked-up = { $cell }, { $piece }, pris ; Échap le repose
board-put-back = { $cell }, { $piece }, reposé
read-last = Dernières actions : { $actions }.
read-nothing-yet = Rien n’a encore été joué.
read-material = { $seat } : { NUMBER($count) } { $count ->
    [one] pièce
   *[other] pièces
  }
read-money = { $seat } : { NUMBER($money) } roupies
read-no-dice = Cette partie n’a pas de dé.
keys-title = Touches
keys-intro = Hors des cases de texte et des dialogues. Sur le plateau (Tab pour y venir), les flèches déplacent un curseur sur les cases ; sur le cercle, gauche et droite font le tour d’un anneau, haut et bas vont d’un anneau à l’autre.
keys-arrows = Flèches sur le plateau : déplacer le curseur, chaque case lue à voix haute
keys-enter = Entrée ou Espace sur le plateau : prendre la pièce sous le curseur, la poser
keys-pieces = P : toutes les pièces, armée par armée
keys-last = L : redire ce qui a été dit des derniers tours (dans le passé, les dernières actions)
keys-dice = D : le dé et ce qu’il permet ; R le lance
keys-material = M : les pièces de chaque armée, et l’argent
keys-moves = Flèches gauche et droite ailleurs, Début, Fin : parcourir les coups
keys-hint = H : un indice ; F : tourner le plateau ; S : partager la partie
keys-help = ? : cette liste
premove-set = Coup anticipé { $move } : joué quand votre tour viendra, s’il est encore permis alors. Un clic ailleurs l’annule.
premove-dropped = Le coup anticipé { $move } n’est plus permis : il est abandonné.
announce-brief = { $seat } { $move }.
log-game-over = Partie terminée : { $outcome }.
log-empty = Les prises, les tours passés et les autres événements s’affichent ici.
roll-off = Tirage au sort : { $rounds }. { $start }
roll-off-throw = { $seat } { NUMBER($value) }
roll-off-tie = {" ; "}égalité, on relance :{" "}
roll-off-keeps = { $seat } commence, avec le { NUMBER($value) } pour premier jet.
roll-off-rerolls = { $seat } commence et relance le dé.
record-title = Relevé de la partie
record-help = Copiez ce texte pour garder la partie, ou collez ici un relevé et importez-le. La partie en cours n’est remplacée que si le relevé se lit.
record-notation = Un relevé garde la notation des documents dans toutes les langues, pour se lire partout de même : « roll » pour un lancer, « pass » pour un tour passé, les joueurs « Human » (humain) ou « Bot (level) » (robot et son niveau), et les pièces par leurs lettres anglaises : { $letters }.
record-letter = { $letter } { $piece }
record-players = Joueurs : { $list }
record-player = { $seat } – { $who }
record-not-imported = Non importé : { $error }
record-import = Importer ce texte
record-download = Télécharger
resign-title = Abandonner ?
resign-question = { $seat } abandonne : la partie est perdue pour { $team }.
resign-yes = Abandonner
draw-title = Nulle ?
draw-question = Tous les joueurs acceptent-ils la nulle ?
draw-yes = Accepter la nulle
draw-no = Continuer
setup-document = Document { $document }
setup-rules = Règles
setup-rules-of = Règles : { $ruleset }
setup-optional-die = Jouer avec le dé facultatif du document (d6)
setup-stake-unit = Unité d’enjeu (roupies)
setup-seed = Graine des dés
setup-seed-random = au hasard
setup-no-options = Pas d’options pour ces règles.
setup-bot = Robot : { bot-level }
rules-picture = Image
rules-piece = Pièce
rules-moves = Déplacement
rules-letter = Lettre
rules-letters = Dans les coups affichés et tapés, une pièce s’écrit par sa lettre, un pion sans lettre (e2-e3). Les parties enregistrées et les liens gardent les lettres anglaises de la notation des parties (K R N A F B Q), pour se lire de même dans toutes les langues.
nav-first = Position de départ
nav-first-key = Position de départ (Début)
nav-prev = Coup précédent
nav-prev-key = Coup précédent (←)
nav-next = Coup suivant
nav-next-key = Coup suivant (→)
nav-last = Position actuelle
nav-last-key = Position actuelle (Fin)
banner-viewing = Position après { NUMBER($shown) } { $shown ->
    [one] action
   *[other] actions
  } sur { NUMBER($last) }.
banner-back = Revenir à la partie
promotion-title = Promotion
promotion-question = Le { $pawn } en { $cell } devient :
game-is-over = la partie est terminée
turn-of = c’est au tour { $seat }
answer-first = répondez d’abord à la proposition
piece-of-other = c’est une pièce { $owner } ; c’est au tour { $actor }
no-legal-move = cette pièce ({ $piece }) n’a aucun coup légal maintenant
move-not-possible = ce coup n’est pas possible maintenant
tap-again = touchez encore { $cell } pour jouer { $move }
no-piece-there = il n’y a pas de pièce ici ; c’est au tour { $actor }
choose-outlined-cell = choisissez une des cases entourées pour le roi
die-not-now = ce n’est pas le moment de lancer le dé
cannot-pass = un coup est possible : le tour ne peut pas passer
no-offer-now = aucun échange ne peut être proposé maintenant
no-demand-now = aucune libération ne peut être exigée maintenant
no-answer-waiting = aucun échange n’attend de réponse
no-keep-now = il n’y a pas de retour du roi à refuser
expected-cell-after-k = « { $text } » : il faut une case après K@, par exemple K@d1.
move-not-a-move = « { $text } » n’est pas un coup : par exemple e3, Cc3, Cxc3, dxe4 ou Cb1-c3.
move-ambiguous = { $text } est ambigu : ce peut être { $candidates } ; tapez celui que vous voulez.
move-needs-promotion = { $text } est une promotion : ajoutez la pièce, parmi { $choices }.
move-illegal = { $text } n’est pas un coup légal ici : { $why }.
move-wrong-piece = la pièce en { $cell } est : { $piece }
move-cannot-promote-to = il ne peut pas devenir { $piece }
move-none-can-go = aucune pièce { $piece } ne peut aller en { $cell }
move-refused = { $text } : { $reason }.
hint-is = Indice : { $move }
hint-not-legal = Pas de conseil cette fois (la suggestion n’était pas légale ici).
hint-failed = Pas de conseil cette fois ({ $reason }).
worker-idle = Les robots démarrent à leur premier coup
worker-starting = Démarrage des robots…
worker-checking = Robots démarrés, vérification…
worker-ready = Robots prêts
worker-restarting = Redémarrage des robots ({ $why })…
worker-failed = Robots indisponibles : { $why }. Les robots jouent au hasard.
save-not-restored = La partie enregistrée n’a pas pu être reprise : { $why }. Une nouvelle partie a commencé.
note-resigns = { $seat } abandonne
bots-decline-draw = les robots refusent la nulle
note-draw-agreed = Les joueurs conviennent de la nulle
note-new-game = Nouvelle partie : { $ruleset }
note-new-game-seed = Nouvelle partie : { $ruleset }, graine des dés { $seed }
note-imported = Partie de { $ruleset } importée ({ NUMBER($count) } { $count ->
    [one] action
   *[other] actions
  })
toast-imported = partie importée : { $ruleset }, { NUMBER($count) } { $count ->
    [one] action
   *[other] actions
  }
toast-not-imported = le relevé n’a pas été importé : { $error }
record-dice-no-proof = les dés ont été tirés par plusieurs appareils, mais le relevé n’a pas d’étiquette Dice qui le prouve
record-dice-tampered = l’étiquette Dice ne prouve pas les jets : la part d’un appareil ne correspond pas à son engagement
record-dice-wrong-face = les dés ne se vérifient pas : le jet { NUMBER($roll) } des appareils montre { NUMBER($shown) }, mais leurs parts donnent { NUMBER($drawn) }
bot-garbled = sa réponse était illisible : { $error }
note-bot-refused = L’action du robot a été refusée ({ $reason }) ; il joue au hasard.
note-bot-failed = Le robot n’a pas pu réfléchir ({ $reason }) ; il joue au hasard.

file-too-large = { $name } est trop gros pour être un relevé de partie
file-not-text = le fichier n’est pas du texte
file-unreadable = impossible de lire { $name } : { $why }
save-failed-full = Ce navigateur ne garde pas vos parties (son stockage est plein) : le jeu continue, mais ce qui est à l’écran ne survivra pas à un rechargement. Exportez la partie pour la garder.
save-failed-off = Ce navigateur ne garde pas vos parties (il ne laisse ce site rien stocker) : le jeu continue, mais ce qui est à l’écran ne survivra pas à un rechargement. Exportez la partie pour la garder.
bug = Ashtapada a rencontré un bogue ({ $why }). Votre partie est enregistrée : rechargez la page pour continuer.

form-bad-seed = la graine des dés doit être un nombre entier de 0 à { $max }, ou rester vide pour une graine au hasard
form-bad-stake = l’unité d’enjeu doit être un nombre entier supérieur à 0
rules-source = Source :

save-not-ours = ce n’est pas une sauvegarde de ce jeu ({ $error })
save-format = ce n’est pas une sauvegarde de ce jeu (format « { $format } »)
save-version = elle a été écrite par une autre version de la page (sauvegarde version { NUMBER($version) }, cette page lit la version { NUMBER($ours) })
save-damaged = elle est abîmée ({ $error })
save-no-record = elle ne contient aucun relevé de partie
save-record = son relevé de partie est abîmé : { $error }
save-unknown-player = joueur inconnu « { $kind } »
save-players = elle nomme { NUMBER($named) } joueurs pour une partie à { NUMBER($players) }

trouble-protocol = il parle le protocole { NUMBER($theirs) }, la page le { NUMBER($ours) } (rechargez la page)
trouble-no-start = il n’a pas pu démarrer : { $why }
trouble-crashed = il a planté
trouble-crashed-because = il a planté ({ $why })
trouble-hung = il ne répondait plus
trouble-repeated = les robots ont échoué { NUMBER($count) } fois ({ $why })
trouble-unavailable = les robots sont indisponibles ({ $why })
worker-says = Les robots disent : { $message }
worker-unavailable = Les robots sont indisponibles : { $why }.
worker-restarted = Les robots ont eu un problème ({ $why }) : ils ont été redémarrés.

trouble-refused = il n’a pas pu répondre : { $why }

no-such-promotion = cette promotion n’est pas possible
die-shows-another-face = le dé montre une autre face
no-place-there = aucun roi ne peut être posé là maintenant

menu-more = Plus
menu-share = Partager
menu-share-title = Un lien vers cette partie, pour la continuer avec un ami sur un autre appareil
share-title = Partager cette partie
share-help = Envoyez ce lien à votre ami par n’importe quelle messagerie : il contient toute la partie et l’ouvre sur tout appareil où le jeu tourne. Après chaque coup, partagez de nouveau et envoyez le nouveau lien.
share-dice = Les dés suivent la graine de la partie, que le lien contient : qui décode le lien peut prévoir les lancers. Les liens sont faits pour jouer entre amis.
baton-joining = Dés tirés par les appareils : les places { $seats } attendent encore leur appareil. Envoyez-leur le lien de la partie (Partager).
baton-choose = Ce navigateur ne joue encore aucune place de cette partie : cochez celles que vous jouez (Partager), puis envoyez le lien.
baton-starting = Chaque place a son appareil : renvoyez le lien à { $seats }, dont l’appareil tire qui commence.
baton-playing = dés tirés par { NUMBER($devices) } appareils, chacun à son tour
baton-waiting = Votre lancer attend le lien de l’appareil qui joue { $seats } : sa part y arrive.
baton-no-live = les dés de cette partie sont tirés par ses liens, un appareil à la fois : elle continue par liens
baton-alone = Continuer sans les autres appareils
baton-alone-since = dés tirés par les appareils pour { NUMBER($rolls) } lancers, puis par cet appareil seul
alone-title = Continuer ici seul ?
alone-question = Les autres appareils n’ont pas renvoyé la partie. Continuez-la sur cet appareil seul : chaque place se joue ici désormais, et les lancers viennent du dé de cet appareil, ils ne sont plus tirés entre appareils. L’enregistrement prouve les lancers tirés jusqu’ici. Les autres appareils gardent la partie telle qu’ils l’ont eue en dernier.
alone-yes = Continuer ici
baton-watching = Ce navigateur ne joue aucune place de cette partie : il peut la suivre, pas lancer pour ses joueurs.
share-dice-baton = Les dés sont tirés par les appareils chacun à son tour : chaque lancer vient d’un secret de l’appareil qui lance et d’un autre de l’appareil qui a joué avant, si bien qu’aucun lien ne dit un lancer avant qu’il soit fait.
share-copy = Copier le lien
share-copied = le lien est copié
share-cannot = cette partie part d’une position posée : un lien ne peut pas la contenir
note-link-opened = Partie de { $ruleset } ouverte depuis un lien ({ NUMBER($count) } { $count ->
    [one] action
   *[other] actions
  })
link-not-opened = Le lien n’a pas été ouvert : { $why }. La partie à l’écran n’a pas changé.
link-not-a-link = ce n’est pas un lien de partie
link-foreign = c’est un lien d’un autre site ou d’un autre format
link-future = il a été écrit par une version plus récente du jeu (lien version { NUMBER($version) })
link-truncated-setup = il s’arrête trop tôt, dans la mise en place de la partie
link-truncated-action = il s’arrête trop tôt, à l’action { NUMBER($ply) }
link-truncated-checksum = il s’arrête trop tôt, avant sa somme de contrôle
link-unknown-ruleset = il nomme des règles que cette page ne connaît pas
link-unknown-player = il nomme un type de joueur que cette page ne connaît pas
link-bad-name = un nom de joueur qu’il contient est illisible
link-too-long = il contient { NUMBER($count) } actions, plus qu’une partie ne peut en avoir
link-illegal = l’action { NUMBER($ply) } n’y est pas légale (numéro { NUMBER($index) } sur { NUMBER($legal) } actions légales)
link-altered = il a été modifié après avoir été écrit (sa somme de contrôle ne correspond pas)
share-title-handoff = { $seat-form ->
    [pl] Envoyer la partie aux { $seat }
    [m] Envoyer la partie au { $seat }
   *[other] Envoyer la partie à { $seat }
  }
share-here = Joué sur cet appareil
share-here-help = Cochez les places que vous jouez ici ; les autres jouent sur leurs propres appareils, et cette page ne laisse personne ici jouer à leur place.
share-native = Envoyer…
seats-title = Une partie par lien
seats-help = Quelles places jouez-vous sur cet appareil ? Les autres jouent sur leurs propres appareils : après vos coups, la page vous donne le nouveau lien à leur envoyer.
seats-play = Jouer
turn-of-remote = { $seat-form ->
    [pl] Les { $seat } jouent sur un autre appareil : envoyez-leur le lien de la partie (Partager)
    [m] Le { $seat } joue sur un autre appareil : envoyez-lui le lien de la partie (Partager)
   *[other] { $seat } joue sur un autre appareil : envoyez-lui le lien de la partie (Partager)
  }
link-older = Ce lien est plus ancien que la partie que ce navigateur connaît ({ NUMBER($have) } { $have ->
    [one] action
   *[other] actions
  } contre { NUMBER($count) }) : la partie la plus récente est gardée.
link-same = Ce lien contient la partie telle que ce navigateur la connaît.
import-older = Ce relevé est plus ancien que la partie à l’écran ({ NUMBER($count) } { $count ->
    [one] action
   *[other] actions
  } contre { NUMBER($have) }) : la partie la plus récente reste, et le relevé est gardé dans Parties.
menu-games = Parties
menu-games-title = Les parties gardées dans ce navigateur : parties par lien, et parties mises de côté quand une autre est venue
games-title = Vos parties
games-help = Ce navigateur garde vos parties par lien et les parties mises de côté quand une autre est venue : ouvrez-en une pour la continuer.
games-on-screen-line = { NUMBER($count) } { $count ->
    [one] action
   *[other] actions
  }, à l’écran
games-parts = diverge de la partie à l’écran après { NUMBER($count) } { $count ->
    [one] action
   *[other] actions
  }
games-none = Aucune autre partie n’est encore gardée.
games-open = Ouvrir
games-export = Exporter
games-delete = Supprimer
games-here = sur cet appareil
games-line = { NUMBER($count) } { $count ->
    [one] action
   *[other] actions
  }, ouverte le { $date }
games-unreadable = Cette partie gardée ne se lit plus.
share-qr = Scannez-le avec un téléphone autour de la table pour y ouvrir la partie.
keys-loading = Ouverture de la page des touches…
rules-loading = Ouverture des règles…
menu-review = Analyse
menu-review-title = Chaque position jugée par le robot fort : les chances des camps en graphique, et chaque décision qui en a coûté marquée
review-progress = Analyse : { NUMBER($done) } positions sur { NUMBER($total) }…
review-stop = Arrêter
review-close = Fermer l’analyse
review-chart = Chances de gain ({ $team }), action par action, lancers et passes compris : choisissez un point pour voir sa position
review-none = Aucune décision n’a beaucoup coûté au jugement du robot.
review-mark = { $move }, { $kind } : les chances ({ $team }) sont passées de { $before } à { $after } ; le robot préférait { $better }
review-caption = Chances de gain ({ $team }), action par action
review-percent = { $value } %
review-axis-actions = Actions, lancers et passes compris
mark-inaccuracy = imprécision
mark-mistake = erreur
mark-blunder = gaffe
review-summary = Les décisions de chaque place, par les chances qu’elles ont coûtées
review-summary-seat = Place
review-summary-inaccuracies = Imprécisions
review-summary-mistakes = Erreurs
review-summary-blunders = Gaffes
review-summary-average = Perte moyenne
review-points = { $whole },{ $tenths } points
review-thresholds = Une décision est marquée par la chance de gain qu’elle a perdue face au choix du robot : une imprécision dès { NUMBER($inaccuracy) } points, une erreur dès { NUMBER($mistake) }, une gaffe dès { NUMBER($blunder) }. Un mauvais lancer n’est pas une erreur.
review-failed = l’analyse s’est arrêtée : { $why }
review-why-left = { $gender ->
    [f] { $victim } en { $cell } est restée en prise : { $by } en { $from } pouvait la prendre.
    [fv] { $victim } en { $cell } est restée en prise : { $by } en { $from } pouvait la prendre.
   *[other] { $victim } en { $cell } est resté en prise : { $by } en { $from } pouvait le prendre.
  }
review-why-king = { $gender ->
    [f] { $victim } en { $cell } est restée en prise : { $by } en { $from } pouvait la prendre, un roi perdu.
    [fv] { $victim } en { $cell } est restée en prise : { $by } en { $from } pouvait la prendre, un roi perdu.
   *[other] { $victim } en { $cell } est resté en prise : { $by } en { $from } pouvait le prendre, un roi perdu.
  }
review-why-missed = { $better } aurait pris { $victim }.
review-why-better = Aucune pièce perdue sur le coup : { $better }, le choix du robot, gardait plus de chances.
review-mistakes = Apprendre de ses erreurs
review-mistake-find = { NUMBER($at) } sur { NUMBER($of) } : { $played } a été joué ici. Trouvez une meilleure action pour { $seat-form ->
    [pl] les { $seat }
    [m] le { $seat }
   *[other] { $seat }
  }.
review-mistake-again = Trouvez une meilleure action pour { $seat-form ->
    [pl] les { $seat }
    [m] le { $seat }
   *[other] { $seat }
  }.
review-mistake-checking = Le robot pèse { $answer }…
review-mistake-best = Bien : { $answer } est le choix même du robot.
review-mistake-good = Bien : { $answer } garde les chances ; le robot joue { $best }.
review-mistake-bad = Pas tout à fait : { $answer } perd { $points } ; le robot joue { $best }.
review-mistake-shown = Le robot joue { $best }.
review-mistake-show = Voir l’action du robot
review-mistake-next = Erreur suivante
review-mistake-end = Terminer
review-mistakes-leave = Retour à l’analyse
review-mistakes-done = { $count ->
    [one] Vous avez revu votre erreur.
   *[other] Vous avez revu vos { NUMBER($count) } erreurs.
  }
games-who = { $seat } : { $who }

learn = Apprendre
learn-title = Leçons : déplacer chaque pièce, lancer le dé, voir chaque règle spéciale, résoudre des problèmes
learn-courses-title = Apprendre à jouer
learn-courses-intro = Commencez par les pièces communes, puis suivez le cours du jeu qui vous tente. Chaque étape est une courte tâche sur l’échiquier ; rien ici ne touche à votre partie. Des problèmes tirés de vraies parties suivent les cours.
learn-common = Les pièces communes
learn-course-steps = { NUMBER($done) } étapes faites sur { NUMBER($total) }
learn-start = Commencer
learn-continue = Reprendre
learn-again = Recommencer
learn-step-of = Étape { NUMBER($n) } sur { NUMBER($total) }
learn-stars-left = { $stars ->
    [one] Encore une étoile
   *[other] Encore { NUMBER($stars) } étoiles
}
learn-targets-left = { $pieces ->
    [one] Encore une pièce à prendre
   *[other] Encore { NUMBER($pieces) } pièces à prendre
}
learn-moves-left = { $moves ->
    [one] un coup restant
   *[other] { NUMBER($moves) } coups restants
}
learn-done = Bravo !
learn-failed-moves = Plus de coups : essayez encore.
learn-failed-over = La partie s’est terminée avant le but : essayez encore.
learn-failed-stuck = Ce chemin ne mène nulle part : essayez encore.
learn-retry = Réessayer
learn-next = Suivant
learn-hint = Indice
learn-hint-retry = Les coups joués quittent le chemin de la leçon : réessayez pour voir l’indice.
learn-leave = Retour à la partie
learn-steps = Étapes
learn-course-done = Cours terminé : vous en savez assez pour jouer { $ruleset }.
learn-play = Jouer une partie
learn-loading = Ouverture de la leçon…
learn-topic-moves = { $piece } : se déplacer
learn-topic-captures = { $piece } : prendre
learn-topic-dice = Le dé
learn-topic-puzzle = Problème { NUMBER($n) }
learn-rule-king-leap = Le saut du roi
learn-rule-promotion = La promotion
learn-rule-privileged = Le pion privilégié
learn-rule-alfil-square = Le carré de quatre
learn-rule-throne = Le trône
learn-rule-frozen = Les armées gelées
learn-rule-exchange = L’échange des rois
learn-rule-reintroduction = Le retour du roi
learn-rule-lone-king = Le roi seul
learn-rule-stakes = Les enjeux
learn-rule-meeting-pawns = Les pions qui se rencontrent
learn-rule-no-null-move = Pas de coup nul
learn-rule-goal = Le but
learn-text-moves = { $piece } : { $movement }. Posez-vous sur chaque étoile en { NUMBER($moves) } coups au plus.
learn-text-captures = Une pièce prend en allant sur la case d’une pièce ennemie, qui quitte l’échiquier. Prenez les pièces marquées avec votre pièce ({ $piece }) en { NUMBER($moves) } coups au plus.
learn-text-dice = Lancez le dé et jouez la pièce qu’il désigne ; si aucune ne peut bouger, le tour passe. Jouez trois tours.
learn-text-rolled = Vous avez fait { NUMBER($face) }.
learn-goal-stars = Posez-vous sur chaque étoile.
learn-goal-capture = Prenez les pièces marquées.
learn-goal-win = Gagnez la partie.
learn-goal-turns = Jouez { NUMBER($turns) } tours.
learn-goal-king-leap = À vous : faites le saut du roi.
learn-goal-promoted = À vous : faites promouvoir un pion.
learn-goal-alfil-square = À vous : complétez le carré.
learn-goal-command = À vous : prenez le trône.
learn-goal-frozen = À vous : prenez un roi et gelez son armée.
learn-goal-exchange = À vous : acceptez l’échange.
learn-goal-king-returned = À vous : remettez votre roi sur l’échiquier.
learn-goal-withdrew = À vous : laissez un roi ennemi seul.
learn-goal-paid = À vous : faites passer l’argent de main en main.
learn-goal-pawns-met = À vous : faites se rencontrer deux pions.
learn-goal-king-captured = À vous : prenez un roi.
learn-goal-passed = À vous : voyez le tour passer.
learn-moves-limit = { $moves ->
    [one] En un coup.
   *[other] En { NUMBER($moves) } coups au plus.
}
learn-unreadable = Cette leçon n’a pas pu être lue : réessayez, ou rechargez la page.
learn-common-summary = { $king }, { $rook } et { $knight } : ils se déplacent de même sur tous les échiquiers carrés. Commencez ici.
puzzles-title = Problèmes
puzzles-intro = Dans chaque position, un coup est nettement meilleur que tous les autres : trouvez-le. Votre premier essai à chaque problème fait bouger votre classement.
puzzles-solve = Résoudre
puzzles-solved = { NUMBER($done) } résolus sur { NUMBER($total) }
puzzles-rating = Classement { $rating } · série { NUMBER($streak) } · record { NUMBER($best) }
learn-topic-rated = Problème, classé { $rating }
learn-failed-not-best = Ce n’est pas le meilleur coup : la flèche le montre.
puzzles-find = Trait : { $who }. Trouvez le meilleur coup.
puzzles-answer = La réponse : { $move }.
puzzles-themes = Thèmes : { $themes }.
puzzles-theme-capture = une prise
puzzles-theme-king-capture = un roi pris
puzzles-theme-promotion = une promotion
puzzles-theme-throne = un trône
puzzles-theme-escape = la fuite du roi
puzzles-theme-rescue = une pièce sauvée
extras-unanswered = Cette partie du jeu ne s’est pas chargée (la page est peut-être plus ancienne que ses fichiers après une mise à jour) : rechargez la page.
analysis-over = La partie est finie dans cette position.
analysis-failed = Le robot ne peut pas analyser cette position : { $why }
analysis-depth = Profondeur { NUMBER($depth) }, { NUMBER($nodes) } positions
analysis-waiting = Le robot réfléchit…
analysis-stop = Arrêter
analysis-go = Relancer
analysis-moves = Coups et variantes
analysis-promote = En faire la ligne principale
analysis-delete = Supprimer à partir d’ici
analysis-close = Fermer l’analyse
analysis-side = { $team } : { $worth }
analysis-money = { $amount } unités d’enjeu
analysis-decimal = ,
analysis-lines = Les meilleures actions du robot
analysis-roll = Lancer le dé
analysis-faces = Ce que vaut ce lancer, face par face (choisissez-en une) :
analysis-face = { NUMBER($value) } ({ $pieces }) : { $worth }
analysis-start = Début
analysis-live = L’échiquier d’analyse s’ouvre une fois la partie en direct terminée.
menu-analyse = Explorer
menu-analyse-title = Explorer cette position : jouer toute action de tout camp, avec les meilleures actions du robot fort et leur valeur
# (end of the UI section: new UI messages go above this line)
# ----

## Session: the turn, dice, moves, seats, ledger, settings, answer and game-over panels
## (crates/web/src/app/session)

# $seat-form (seat-form plus bas) : « les Blancs », « le Joueur 1 (Sud) » prennent l’article,
# « Sud » non ; « Ouest » élide (d’Ouest).
pass-with-roll = { $seat-form ->
    [pl] Les { $seat } ne peuvent pas jouer avec un { NUMBER($value) } et passent leur tour
    [m] Le { $seat } ne peut pas jouer avec un { NUMBER($value) } et passe son tour
   *[other] { $seat } ne peut pas jouer avec un { NUMBER($value) } et passe son tour
  }
pass-no-move = { $seat-form ->
    [pl] Les { $seat } ne peuvent pas jouer et passent leur tour
    [m] Le { $seat } ne peut pas jouer et passe son tour
   *[other] { $seat } ne peut pas jouer et passe son tour
  }
face-nothing = rien ne bouge
face-or = {" ou "}
die-shows = Le dé montre { NUMBER($value) }
die-not-rolled = Le dé n’est pas encore lancé
die-rolled = { $seat-form ->
    [pl] Les { $seat } ont fait { NUMBER($value) }
    [m] Le { $seat } a fait { NUMBER($value) }
   *[other] { $seat } a fait { NUMBER($value) }
  }
die-last-rolled = { $seat-form ->
    [pl] Les { $seat } ont fait { NUMBER($value) } au dernier lancer
    [m] Le { $seat } a fait { NUMBER($value) } au dernier lancer
   *[other] { $seat } a fait { NUMBER($value) } au dernier lancer
  }
die-no-roll = Pas encore de lancer
menu-export = Exporter
menu-export-title = Télécharger le relevé de la partie
menu-import = Importer
menu-import-title = Charger un fichier de relevé de partie
menu-record = Relevé en texte
menu-record-title = Le relevé de la partie en texte : copiez-le, ou collez-en un pour l’importer
controls-hint = Indice
controls-hint-title = Demander un coup au robot fort, une demi-seconde de réflexion (touche H)
controls-undo = Reprendre
controls-undo-title = Revenir en arrière (avec des robots : jusqu’à votre dernier coup)
controls-redo = Rétablir
controls-flip = Tourner le plateau
controls-flip-title = Voir le plateau depuis la place suivante (touche F)
controls-result = Résultat
controls-draw = Proposer la nulle
prompt-promotion = choisissez la promotion
prompt-answer = acceptez ou refusez l’échange proposé par { $seat-form ->
    [pl] les { $seat }
    [m] le { $seat }
   *[other] { $seat }
  }
prompt-place = choisissez une case pour le { $king }
prompt-reintroduce = posez votre { $king } sur une case vide, ou gardez ce droit
prompt-roll = lancez le dé
prompt-pass = rien ne peut bouger : passez
prompt-move = jouez votre coup
prompt-move-rolled = jouez (vous avez fait { NUMBER($value) } : { $pieces })
turn-over = Partie terminée
turn-team = équipe { $team }
turn-answered-by = réponse { $seat-form ->
    [pl] des { $seat }
    [m] du { $seat }
    [v] d’{ $seat }
   *[other] de { $seat }
  }
turn-placed-by = posé par { $seat-form ->
    [pl] les { $seat }
    [m] le { $seat }
   *[other] { $seat }
  }
turn-played-by = joué par { $seat-form ->
    [pl] les { $seat }
    [m] le { $seat }
   *[other] { $seat }
  }
turn-bot = robot ({ bot-level })
turn-human = humain
turn-remote = sur un autre appareil
turn-thinking = { $seat-form ->
    [pl] Les { $seat } réfléchissent…
    [m] Le { $seat } réfléchit…
   *[other] { $seat } réfléchit…
  }
turn-to-move = { $seat-form ->
    [pl] Aux { $seat } de jouer
    [m] Au { $seat } de jouer
   *[other] À { $seat } de jouer
  }
decision-roll = Lancer le dé
decision-auto-roll = Lancer pour moi désormais
decision-auto-roll-title = La plupart des lancers d’une partie aux dés ne permettent aucun coup et passent : le jeu lance alors pour vous, et vous ne faites que jouer. Les Réglages permettent de l’arrêter (Lancer le dé automatiquement).
decision-pass = Passer
decision-offer = Proposer un échange des rois
decision-demand = Exiger la libération de votre roi
decision-keep = Garder ce droit (pas maintenant)
moves-start = Début
moves-title = { $seat } : { $move }
seats-to-move = au trait
seats-thinking = réfléchit…
seats-withdrawn = retiré
seats-no-pieces = plus aucune pièce
seats-frozen = figé
seats-commanded-by = commandé par { $seat-form ->
    [pl] les { $seat }
    [m] le { $seat }
   *[other] { $seat }
  }
seats-commands = commande { $seat-form ->
    [pl] les { $seat }
    [m] le { $seat }
   *[other] { $seat }
  }
seats-king-held = { $king } détenu par { $holder-form ->
    [pl] les { $holder }
    [m] le { $holder }
   *[other] { $holder }
  }
seats-playing = en jeu
seats-lost-many = { NUMBER($count) } × { $piece }
seats-bot = Robot · { bot-level }
seats-lost = Pertes : { $pieces }
ledger-caption = Unité d’enjeu : { NUMBER($stake) } { $stake ->
    [one] roupie
   *[other] roupies
  }
ledger-player = Joueur
ledger-balance = Solde (roupies)
ledger-pot = Pot
prefs-auto-roll = Lancer le dé automatiquement
prefs-auto-pass = Passer automatiquement
prefs-coords = Coordonnées
prefs-sound = Sons
prefs-volume = Volume
prefs-board = Plateau
prefs-board-auto = Automatique
prefs-board-classic = Bois classique
prefs-board-green = Vert
prefs-board-contrast = Contraste élevé
prefs-pieces = Pièces
prefs-pieces-figures = Figurines
prefs-pieces-tokens = Jetons
prefs-announce-brief = Annonces brèves
answer-title = Échange des rois
answer-offer = { $offerer-form ->
    [pl] Les { $offerer } proposent
    [m] Le { $offerer } propose
   *[other] { $offerer } propose
  } { $answerer-form ->
    [pl] aux { $answerer }
    [m] au { $answerer }
   *[other] à { $answerer }
  } d’échanger les { $kings } capturés : chaque camp rend le { $king } qu’il détient.
answer-accept = Accepter
answer-refuse = Refuser
over-money = { $signed } { $amount ->
    [one] roupie
    [-1] roupie
   *[other] roupies
  }
over-won = victoire
over-lost = défaite
over-draw = nulle
over-export = Exporter le relevé

action-pass = passe
action-offer = propose
action-accept = accepte
action-refuse = refuse
action-demand = exige
action-keep = garde

# (end of the Session section: new session messages go above this line)
# ----

fork-title = { $from ->
    [record] La partie de cet enregistrement diffère de la vôtre à l’action { NUMBER($at) }
    [tab] Un autre onglet a joué cette partie autrement à partir de l’action { NUMBER($at) }
   *[link] La partie de ce lien diffère de la vôtre à l’action { NUMBER($at) }
  }
fork-text = Les deux sont gardées : la vôtre est dans la liste des parties. Laquelle continuez-vous ?
fork-theirs = Continuer celle-ci
fork-mine = Revenir à la vôtre
tab-fork-kept = Cet onglet garde sa propre suite ; celle de l’autre onglet est dans la liste des parties.
storage-cleared = Le stockage de ce site a été effacé (dans un autre onglet, ou par le navigateur) : cet onglet y a remis sa partie et ses parties gardées.

## Live play

menu-live = Jouer en direct
menu-live-title = Jouer cette partie en direct avec des amis sur leurs propres appareils : une connexion directe, sans serveur
live-title = Jouer en direct
live-join-title = Rejoindre une partie en direct
live-reading = Lecture de l’invitation…
live-help = Envoyez cette invitation à un ami (par n’importe quelle messagerie), ou faites-lui scanner le code. Sa page donne une réponse : collez-la ici, ou ouvrez-la dans ce navigateur. Ensuite chaque coup s’affiche tout seul sur les deux appareils.
live-help-relays = Envoyez ce lien à vos amis (par n’importe quelle messagerie), ou faites-leur scanner le code. Chacun l’ouvre, choisit une place et est connecté, sans rien renvoyer ; ensuite chaque coup s’affiche tout seul sur tous les appareils.
live-network-stun = Par internet, chaque appareil demande son adresse au serveur STUN public { $server }, qui la connaît alors (rien de la partie). Les Réglages permettent de le changer.
live-offered = Cette invitation propose : { $seats }
live-invite-label = L’invitation
live-answer-label = Sa réponse
live-connect = Connecter
live-invite-another = Inviter un autre joueur
live-network = Sans serveur STUN dans les réglages, les appareils ne se connectent que sur le même réseau (le même Wi-Fi, ou une seule machine).
live-choose-seat = Choisissez votre place :
live-reply-help = Renvoyez cette réponse à qui vous a invité (ou faites-lui scanner le code) : la partie passe en direct ici dès qu’il l’a saisie.
live-reply-label = Votre réponse
live-guest-state = Vous jouez ici : { $seats } · { $state }
live-stop = Jouer plutôt par liens
live-qr = Scannez-le avec l’autre téléphone.
live-open = Direct…
live-state-preparing = en préparation…
live-state-waiting = en attente de la réponse
live-state-connecting = connexion…
live-state-open = connecté
live-state-lost = connexion perdue
live-status = Direct : { $line }
turn-of-remote-live = { $seat-form ->
    [pl] Les { $seat } jouent sur un autre appareil : leur coup arrivera ici tout seul
    [m] Le { $seat } joue sur un autre appareil : son coup arrivera ici tout seul
   *[other] { $seat } joue sur un autre appareil : son coup arrivera ici tout seul
  }
live-seat-state = { $seats } : { $state }
live-rtt = { NUMBER($ms) } ms
live-joined = Un joueur a rejoint la partie ({ $seats }) : elle est en direct.
live-connected = Connecté : la partie est en direct.
live-guest-lost = La connexion est perdue ({ $seats }). La partie est gardée : invitez ce joueur de nouveau (Jouer en direct) ou continuez par liens.
live-host-lost = La connexion avec l’hôte est perdue. La partie est gardée : demandez-lui une nouvelle invitation, ou continuez par liens (Partager).
live-guest-coming-back = La connexion avec { $seats } est perdue. La partie est gardée, et la connexion revient d’elle-même dès que leur appareil répond.
live-host-coming-back = La connexion avec l’hôte est perdue. La partie est gardée, et la connexion revient d’elle-même dès que l’hôte répond.
live-unreachable = Les appareils n’ont pas pu se connecter : ils n’ont trouvé aucun chemin l’un vers l’autre. Sur deux réseaux différents, indiquez un serveur STUN dans les Réglages des deux appareils (sur certains réseaux, un serveur TURN) ; puis faites une nouvelle invitation (Jouer en direct), ou continuez par liens.
live-garbled = Un message de l’autre appareil était illisible : il n’a pas été joué.
live-dice-refused = Une part des dés venue d’un autre appareil ne correspond pas à son engagement : elle n’a pas été prise, et le jet attend.
live-dice-refused-host = Une part des dés venue de l’hôte ne correspond pas à l’engagement de son appareil : elle n’a pas été prise, et le jet attend.
live-dice-fair = dés tirés par { NUMBER($devices) } appareils
live-dice-waiting = en attente des dés de { $seats }
live-dice-waiting-other = en attente de la part du jet d’un autre appareil
live-refused = L’hôte n’a pas joué votre action : { $why }. Votre plateau montre maintenant la partie de l’hôte.
live-refuse-seat = ce n’est pas le tour de votre place
live-refuse-illegal = elle n’est pas légale à ce moment
live-refuse-stale = la partie avait avancé
live-refuse-over = la partie est finie
live-ask-undo = une reprise
live-ask-draw = la nulle
live-ask-rematch = une revanche, chaque appareil à la place suivante
over-rematch = Revanche
live-rematch-started = Revanche : une nouvelle partie, chaque appareil à la place suivante.
live-ask-rematch-same = une revanche, chaque appareil à la même place
over-rematch-same = Revanche, mêmes places
live-rematch-same-started = Revanche : une nouvelle partie, chaque appareil à la même place.
live-watchers-allowed = Appareils autorisés à regarder
live-asks-title = Une question de la table
live-asks = Demande ({ $who }) : { $what }.
live-yes = Accepter
live-no = Refuser
live-asked = Vous avez demandé { $what } : en attente de la réponse.
live-declined = Refusé : { $what }.
live-over = la partie est finie : il ne reste rien à jouer en direct
live-no-seat = toutes les places sont prises : il n’y a plus personne à inviter
live-guest-cannot-invite = seul le joueur qui a invité peut inviter d’autres joueurs
live-browser-failed = le navigateur n’a pas pu ouvrir la connexion ({ $why })
live-reply-refused = Cette réponse ne peut pas servir : { $why }.
live-reply-unknown = Cette réponse ne répond à aucune invitation de cette page (ou cette invitation a déjà reçu sa réponse).
live-reply-seat = Cette réponse prend une place que l’invitation ne proposait pas.
live-invite-refused = Cette invitation ne peut pas être ouverte : { $why }.
live-code-damaged = il a été modifié ou coupé en route (copiez-le en entier)
live-code-foreign = ce n’est ni une invitation ni une réponse de ce jeu
live-code-future = il a été écrit par une version plus récente du jeu (version { NUMBER($version) })
live-answer-passed = Cette réponse a été transmise à l’onglet qui a invité, dans ce navigateur.
live-stopped = Le direct est terminé : la partie continue ici, par liens.
prefs-live-servers = Serveurs pour jouer en direct par internet
prefs-live-servers-syntax = stun:hôte:port  ·  turn:hôte:port utilisateur mot-de-passe
prefs-live-servers-help = Un par ligne, comme ci-dessus. Vide : le même réseau seulement, et aucune requête à personne. Un serveur STUN apprend les adresses des appareils qui s’en servent ; un serveur relais (la seconde forme) relaie les messages de la partie.
live-servers-bad = La ligne { NUMBER($line) } des serveurs du direct est illisible : écrivez stun:hôte:port, ou turn:hôte:port utilisateur mot-de-passe.
live-relays-bad = La ligne { NUMBER($line) } des relais est illisible : écrivez une adresse par ligne, commençant par wss://.
prefs-live-relays = Relais des invitations en direct
prefs-live-relays-help = Une adresse par ligne (wss://…). Un relais voit un nom de salle aléatoire, l’heure et des octets scellés qu’il ne peut pas lire : jamais la partie, les coups ni qui joue. Vide : les invitations sont des codes portés à la main.
live-seat-taken = Cette place vient d’être prise par un autre appareil : choisissez-en une autre.
live-relays-unreached = Aucun relais n’a pu être joint (internet est-il là ?) : les invitations passent par un code, et la réponse revient à la main.
live-way-code = À la main : aucun relais n’a pu être joint, votre ami renvoie donc une réponse.
live-relays-state = { NUMBER($open) } relais { $open ->
    [one] connecté
   *[other] connectés
} sur { NUMBER($of) }.
live-joining = Connexion à l’hôte par les relais…
live-watchers = { NUMBER($count) } { $count ->
    [one] spectateur
   *[other] spectateurs
}
live-watch-label = Lien pour regarder la partie (lecture seule)
live-state-watching = spectateur, lecture seule
live-watching-here = Vous regardez : chaque coup s’affiche ici dès qu’il est joué, et rien ne peut être joué depuis cet appareil.
live-watchers-full = La partie de l’hôte a déjà autant de spectateurs qu’il en permet : réessayez plus tard.
live-replayed = Ce que vous avez joué pendant la coupure a été rejoué dans la partie de l’hôte.
live-kept-line = Ce que vous avez joué pendant la coupure ne va plus avec la partie de l’hôte : c’est gardé comme une ligne dans Parties, et votre plateau montre la partie de l’hôte.

## Rules: names, events, refusals and rules pages
##
## Ce que dit le moteur des règles, mis en mots par crates/i18n/src/{names,text,rules_page}.rs.
## Les clés de grammaire sont décrites dans en.ftl ($set, $role, $seats, $seat, $gender, $form).
## $gender : m ou f, mv ou fv devant une voyelle (l’Éléphant). $form : sg (Sud), v (singulier
## commençant par une voyelle : d’Ouest), m (un nom qui prend l’article : le Joueur 1), pl (un
## pluriel qui prend l’article : les Blancs).
## En français, les pièces et les camps des documents français (000, 001, 004) gardent les noms
## du document ; ceux des documents anglais (002, 003) prennent leurs équivalents français, qui
## gardent le sens du nom (la figure dessinée le suit).

ruleset-name = { $ruleset ->
    [chaturanga-v1] { $option ->
        [dice] Chaturanga à quatre, variante 1, avec dé
       *[none] Chaturanga à quatre, variante 1
    }
    [chaturanga-v2] Chaturanga à quatre, variante 2 (mises)
    [chaturanga-v3] Chaturanga à deux
    [chaturanga-antique] Chaturanga, version antique (mises)
    [chaturaji] Chaturaji
    [chaduranga] Chaduranga à quatre
    [byzantine-traditional] Échecs byzantins, règles traditionnelles
   *[byzantine-modern] Échecs byzantins, règles modernes
  }
ruleset-summary = { $ruleset ->
    [chaturanga-v1] { $option ->
        [dice] La variante 1 avec sa règle facultative : un dé à six faces désigne la sorte de pièce qui joue.
       *[none] Quatre armées en deux camps, sans dé : prenez les deux rajahs ennemis.
    }
    [chaturanga-v2] Quatre armées, un dé à six faces et de l’argent : prenez toutes les pièces ennemies sauf les rajahs, et gagnez le plus de roupies.
    [chaturanga-v3] Deux armées dans la disposition orthodoxe, avec vizir et éléphants : prenez le rajah ennemi.
    [chaturanga-antique] Quatre armées, un dé à quatre faces et de l’argent : éliminez le camp adverse.
    [chaturaji] Quatre armées, un dé à quatre faces, des alliés qu’on peut prendre : soyez le dernier camp sur le plateau.
    [chaduranga] Quatre armées et le dé bâton (1, 3, 4, 6) : prenez les deux rajas ennemis ; un raja peut revenir en jeu.
    [byzantine-traditional] Le plateau circulaire avec l’ancien fou sauteur et la dame d’un pas : prenez le roi ennemi.
   *[byzantine-modern] Le plateau circulaire avec les pièces modernes, le double pas et la promotion : prenez le roi ennemi.
  }
source-origin = { $document ->
    [chaturanga] un texte de règles en français, en trois variantes : à quatre joueurs (« la plus facile », dé facultatif), à quatre avec dé et mises, à deux joueurs
    [antique] le livret, en français, d’un jeu du commerce : la version antique, avec dé et mises
    [chaturaji] la page Chaturaji du site anglais Traditional Board Games
    [chaduranga] un billet de blog en anglais du 6 mai 2008, avec le dé bâton (daala)
   *[byzantine] une page de règles en français du site leglobejoueur.com, avec les règles traditionnelles et modernes
  }

piece-name = { $set ->
    [antique] { $role ->
        [king] Rajah
        [rook] Éléphant
        [knight] Cheval
        [alfil] Navire
        [ferz] Vizir
        [bishop] Fou
        [queen] Dame
       *[pawn] Soldat
    }
    [chaturaji] { $role ->
        [king] Roi
        [rook] Éléphant
        [knight] Cheval
        [alfil] Bateau
        [ferz] Vizir
        [bishop] Fou
        [queen] Dame
       *[pawn] Pion
    }
    [chaduranga] { $role ->
        [king] Raja
        [rook] Éléphant
        [knight] Cheval
        [alfil] Navire
        [ferz] Vizir
        [bishop] Fou
        [queen] Dame
       *[pawn] Pion
    }
    [byzantine-traditional] { $role ->
        [king] Roi
        [rook] Tour
        [knight] Cavalier
        [alfil] Fou
        [ferz] Dame
        [bishop] Fou
        [queen] Dame
       *[pawn] Pion
    }
    [byzantine-modern] { $role ->
        [king] Roi
        [rook] Tour
        [knight] Cavalier
        [alfil] Éléphant
        [ferz] Conseiller
        [bishop] Fou
        [queen] Dame
       *[pawn] Pion
    }
   *[chaturanga] { $role ->
        [king] Rajah
        [rook] Tour
        [knight] Cavalier
        [alfil] Éléphant
        [ferz] Vizir
        [bishop] Fou
        [queen] Dame
       *[pawn] Soldat
    }
  }
# La lettre d’une sorte de pièce dans les coups affichés et tapés : l’initiale de son nom
# dans la règle (Rajah R, Tour T, Cavalier C…), distincte des autres pièces de la règle ; les
# parties enregistrées gardent les lettres anglaises de docs/records.md.
piece-letter = { $set ->
    [antique] { $role ->
        [king] R
        [rook] E
        [knight] C
        [alfil] N
        [ferz] V
        [bishop] F
        [queen] D
       *[pawn] S
    }
    [chaturaji] { $role ->
        [king] R
        [rook] E
        [knight] C
        [alfil] B
        [ferz] V
        [bishop] F
        [queen] D
       *[pawn] P
    }
    [chaduranga] { $role ->
        [king] R
        [rook] E
        [knight] C
        [alfil] N
        [ferz] V
        [bishop] F
        [queen] D
       *[pawn] P
    }
    [byzantine-traditional] { $role ->
        [king] R
        [rook] T
        [knight] C
        [alfil] F
        [ferz] D
        [bishop] F
        [queen] D
       *[pawn] P
    }
    [byzantine-modern] { $role ->
        [king] R
        [rook] T
        [knight] C
        [alfil] E
        [ferz] V
        [bishop] F
        [queen] D
       *[pawn] P
    }
   *[chaturanga] { $role ->
        [king] R
        [rook] T
        [knight] C
        [alfil] E
        [ferz] V
        [bishop] F
        [queen] D
       *[pawn] S
    }
  }
piece-plural = { $set ->
    [chaturaji] { $role ->
        [knight] Chevaux
        [alfil] Bateaux
       *[other] { $name }s
    }
    [antique] { $role ->
        [knight] Chevaux
       *[other] { $name }s
    }
    [chaduranga] { $role ->
        [knight] Chevaux
       *[other] { $name }s
    }
   *[other] { $role ->
       *[other] { $name }s
    }
  }
piece-gender = { $set ->
    [chaturanga] { $role ->
        [rook] f
        [alfil] mv
        [queen] f
       *[other] m
    }
    [byzantine-traditional] { $role ->
        [rook] f
        [ferz] f
        [queen] f
       *[other] m
    }
    [byzantine-modern] { $role ->
        [rook] f
        [alfil] mv
        [queen] f
       *[other] m
    }
   *[other] { $role ->
        [rook] mv
        [queen] f
       *[other] m
    }
  }
# Une pièce avec son article : « le soldat », « la tour », « l’éléphant ».
piece-the = { $gender ->
    [f] la { $piece }
    [mv] l’{ $piece }
    [fv] l’{ $piece }
   *[m] le { $piece }
  }
# Une pièce et son propriétaire (un seat-of) : « le Soldat de Sud ».
piece-of-seat = { piece-the } { $owner }

seat-name = { $seats ->
    [white-black] { $seat ->
        [white] Blancs
       *[black] Noirs
    }
    [chaduranga] { $seat ->
        [south] Joueur 1 (Sud)
        [west] Joueur 2 (Ouest)
        [north] Joueur 3 (Nord)
       *[east] Joueur 4 (Est)
    }
   *[other] { $seat ->
        [south] Sud
        [west] Ouest
        [north] Nord
       *[east] Est
    }
  }
seat-colour = { $seats ->
    [white-black] { $seat ->
        [white] blanc
       *[black] noir
    }
    [chaturaji] { $seat ->
        [south] rouge
        [west] vert
        [north] jaune
       *[east] noir
    }
    [chaduranga] { $seat ->
        [south] rouge
        [west] bleu
        [north] jaune
       *[east] vert
    }
   *[chaturanga] { $seat ->
        [south] rouge
        [west] jaune
        [north] noir
       *[east] vert
    }
  }
seat-form = { $seats ->
    [white-black] { $seat ->
       *[other] pl
    }
    [chaduranga] { $seat ->
       *[other] m
    }
   *[other] { $seat ->
        [west] v
        [east] v
       *[other] sg
    }
  }
# Un camp sujet : « Sud », « les Blancs », « le Joueur 1 (Sud) ».
seat-subject = { $form ->
    [pl] les { $seat }
    [m] le { $seat }
   *[other] { $seat }
  }
# Un camp propriétaire, après ce qu’il possède : « de Sud », « d’Ouest », « des Blancs ».
seat-of = { $form ->
    [pl] des { $seat }
    [m] du { $seat }
    [v] d’{ $seat }
   *[other] de { $seat }
  }
# Un camp destinataire : « à Sud », « aux Blancs », « au Joueur 1 (Sud) ».
seat-to = { $form ->
    [pl] aux { $seat }
    [m] au { $seat }
   *[other] à { $seat }
  }

# Refus : pourquoi une pièce ne peut pas aller là ($piece en minuscules, avec son $gender).
refusal-game-over = la partie est terminée
refusal-must-roll = lancez d’abord le dé
refusal-no-piece = il n’y a pas de pièce ici
refusal-not-your-army = cette pièce appartient { $owner }
refusal-army-frozen = l’armée { $owner } a perdu { $gender ->
    [f] sa
   *[other] son
  } { $piece } et ne peut plus bouger
refusal-die-forbids = le dé ne permet pas de jouer { piece-the }
refusal-not-its-move = { piece-the } ne se déplace pas ainsi
refusal-blocked = le chemin { $gender ->
    [f] de la { $piece }
    [mv] de l’{ $piece }
    [fv] de l’{ $piece }
   *[other] du { $piece }
  } est barré
refusal-own-piece = vous ne pouvez pas prendre votre propre pièce
refusal-ally-piece = vous ne pouvez pas prendre les pièces de votre allié
refusal-ally-king = { piece-the } de votre allié ne peut pas être { $gender ->
    [f] prise
    [fv] prise
   *[other] pris
  }
refusal-minor-takes-major = { $gender ->
    [f] une
    [fv] une
   *[other] un
  } { $piece } ne peut pas prendre { $victim-gender ->
    [f] une
    [fv] une
   *[other] un
  } { $victim }
refusal-leap-used = le saut { $gender ->
    [f] de la { $piece }
    [mv] de l’{ $piece }
    [fv] de l’{ $piece }
   *[other] du { $piece }
  } a déjà servi
refusal-leap-attacked = { piece-the } ne peut pas sauter quand { $gender ->
    [f] elle est attaquée
    [fv] elle est attaquée
   *[other] il est attaqué
  }
refusal-pawn-forward = { piece-the } n’avance tout droit que sur une case vide
refusal-pawn-diagonal = { piece-the } ne va en diagonale que pour prendre
refusal-pawn-edge = { $gender ->
    [f] aucune { $piece } ne peut atteindre le bord opposé avant qu’une { $piece } ait été perdue
    [fv] aucune { $piece } ne peut atteindre le bord opposé avant qu’une { $piece } ait été perdue
   *[other] aucun { $piece } ne peut atteindre le bord opposé avant qu’un { $piece } ait été perdu
  }

# Événements : ce qui s’est passé, sans la majuscule de la phrase. $by, $seat, $payer,
# $commander : un seat-subject ; $owner, $ally : un seat-of ; $to : un seat-to ; $victim, $pawn,
# $alfil et le $king d’un saut ou d’un retour : un piece-of-seat ; $cell : le nom d’une case.
event-captured = { $by } { $by-form ->
    [pl] prennent
   *[other] prend
  } { $victim } en { $cell }
event-king-leap = { $king } fait son saut unique
event-promoted = { $pawn } est { $gender ->
    [f] promue
    [fv] promue
   *[other] promu
  } { $piece } en { $cell }
event-alfil-square = { $alfil } complète le carré
event-alfil-taken = { $alfil } en { $cell } passe { $to }
event-pawns-met = deux { $pawns } { $owner } se rencontrent et sont { $gender ->
    [f] retirées
    [fv] retirées
   *[other] retirés
  } ; { $seat } { $seat-form ->
    [pl] rejouent
   *[other] rejoue
  }
event-command-begins = { $commander } { $commander-form ->
    [pl] occupent le trône { $ally } et en commandent l’armée
   *[other] occupe le trône { $ally } et en commande l’armée
  }
event-command-ends = le commandement { $commander } sur l’armée { $ally } prend fin ({ $reason ->
    [ally-back] { $king-gender ->
        [f] la { $king } de l’allié est revenue
        [mv] l’{ $king } de l’allié est revenu
        [fv] l’{ $king } de l’allié est revenue
       *[other] le { $king } de l’allié est revenu
    }
   *[commander-lost] le commandant a perdu { $king-gender ->
        [f] sa
       *[other] son
    } { $king }
  })
event-frozen = { $seat } { $seat-form ->
    [pl] ont perdu leur { $king } : leur armée est figée
   *[other] a perdu { $king-gender ->
        [f] sa
       *[other] son
    } { $king } : son armée est figée
  }
event-withdrew = { $seat } { $seat-form ->
    [pl] n’ont plus que leur { $king } et se retirent
   *[other] n’a plus que { $king-gender ->
        [f] sa
       *[other] son
    } { $king } et se retire
  }
event-pot = le pot
event-paid = { $payer } { $payer-form ->
    [pl] paient
   *[other] paie
  } { NUMBER($units) } { $units ->
    [one] unité
   *[other] unités
  } { $to } ({ $why })
payment-throne = trône occupé
payment-king = roi pris
payment-king-on-throne = roi pris sur son trône
payment-king-on-throne-empire = roi pris sur son trône, empire bâti
payment-empire = empire
payment-pot-share = part du pot
payment-stake-returned = mise rendue
event-exchange-offered = { $by } { $by-form ->
    [pl] proposent
   *[other] propose
  } un échange de { $kings } { $to }
event-exchange-accepted = l’échange est accepté
event-exchange-refused = l’échange est refusé
event-release-demanded = { $by } { $by-form ->
    [pl] exigent
   *[other] exige
  } la libération { $king-gender ->
    [f] de la { $king }
    [mv] de l’{ $king }
    [fv] de l’{ $king }
   *[other] du { $king }
  } de { $by-form ->
    [pl] leur
   *[other] son
  } camp
event-king-returned = { $king } revient en { $cell }
event-reintroduction = { $seat } { $seat-form ->
    [pl] peuvent remettre en jeu leur
   *[other] peut remettre en jeu { $king-gender ->
        [f] sa
       *[other] son
    }
  } { $king }
event-passed = { $seat } { $seat-form ->
    [pl] ne peuvent pas jouer et passent
   *[other] ne peut pas jouer et passe
  }
event-team = { $first } et { $second }
event-win = { $team } { $team-form ->
    [pl] gagnent
   *[other] gagne
  }
event-draw = la partie est nulle

# Le résultat d’une partie : la marque du relevé (1-0, 0-1, 1/2-1/2, *) et la raison.
result-with-reason = { $marker } ({ $why })
result-unfinished = partie en cours
result-kings-captured = rois pris
result-all-but-kings = toutes les pièces prises sauf les rois
result-team-eliminated = camp éliminé
result-last-team = dernier camp en jeu
result-resignation = abandon
result-fifty-rounds = cinquante tours
result-only-kings = il ne reste que les rois
result-agreement = accord

# Pages de règles. $pawn, $alfil, $king : des noms (avec majuscule) ; $pawns, $alfils, $kings :
# leurs pluriels.
rules-section-players = Joueurs
rules-section-pieces = Pièces
rules-section-dice = Dé
rules-section-special = Règles particulières
rules-section-stakes = Mises
rules-section-goal = But du jeu
rules-section-readings = Comment ces règles lisent leur document
# La ligne de la source d’une page de règles imprimée en texte (la ligne de commande).
rules-source-line = Source : { $title }, { $origin }. Document { $document }.
rules-names-own = Les noms des pièces et des camps sont ceux du document.
rules-names-translated = Le document (en { $language ->
    [en] anglais
   *[other] français
  }) nomme les pièces { $pieces } et les camps { $seats } ; cette page les traduit.
rules-seat = { $seat } ({ $colour }), équipe { NUMBER($team) }
rules-move-king = un pas dans n’importe quelle direction
rules-move-rook = glisse d’autant de cases que voulu, en ligne droite à la verticale ou à l’horizontale
rules-move-rook-circle = glisse d’autant de cases que voulu le long de son anneau (en en faisant le tour, sans jamais revenir à sa case) ou en travers des anneaux
rules-move-knight = saute de deux cases dans un sens et d’une dans l’autre (comme le cavalier des échecs), par-dessus les pièces
rules-move-alfil = saute d’exactement deux cases en diagonale, par-dessus les pièces
rules-move-ferz = un pas en diagonale
rules-move-bishop = glisse en diagonale (sur le cercle : le long des diagonales courbes jusqu’à sortir des anneaux)
rules-move-queen = se déplace comme la tour et le fou réunis
rules-move-pawn = avance d’une case
rules-move-pawn-circle = avance d’une case le long de son anneau, en s’éloignant de son camp
rules-pawn-captures-forward = { $pawn-gender ->
    [f] La { $pawn }
    [mv] L’{ $pawn }
    [fv] L’{ $pawn }
   *[other] Le { $pawn }
  } prend à une case vers l’avant, tout droit ou en diagonale.
rules-pawn-captures-diagonal = { $pawn-gender ->
    [f] La { $pawn }
    [mv] L’{ $pawn }
    [fv] L’{ $pawn }
   *[other] Le { $pawn }
  } ne prend qu’en diagonale, à une case vers l’avant.
rules-pawn-double-step = Le premier coup { $pawn-gender ->
    [f] d’une
    [fv] d’une
   *[other] d’un
  } { $pawn } peut être de deux cases.
rules-king-leap = Une fois par partie, { $king-gender ->
    [f] la { $king } peut sauter comme un cavalier si elle n’est pas attaquée.
    [mv] l’{ $king } peut sauter comme un cavalier s’il n’est pas attaqué.
    [fv] l’{ $king } peut sauter comme un cavalier si elle n’est pas attaquée.
   *[other] le { $king } peut sauter comme un cavalier s’il n’est pas attaqué.
  }
rules-face = { NUMBER($value) } : { $pieces }
rules-face-nothing = { NUMBER($value) } : rien ne bouge
rules-or = { $first } ou { $second }
rules-dice-must-move = Le dé désigne la sorte de pièce qui peut jouer ; s’il existe un coup légal d’une pièce de cette sorte, il faut le jouer, sinon le tour passe.
rules-first-seat = { $seat } { $seat-form ->
    [pl] commencent.
   *[other] commence.
  }
rules-roll-off-reroll = Un lancer préalable désigne qui commence ; le gagnant relance ensuite.
rules-roll-off-keep = Un lancer préalable désigne qui commence ; ce lancer du gagnant compte comme son premier lancer.
rules-dice-fair = Des dés honnêtes sans serveur : sur un seul appareil, le dé est celui de la partie. Quand des amis jouent en direct sur plusieurs appareils, chaque appareil s’engage sur une chaîne secrète de nombres en arrivant, et chaque jet est tiré d’un nombre de chaque appareil, celui dont c’est le tour révélant le sien en dernier. Ainsi personne, l’hôte compris, ne connaît un jet avant qu’il soit fait, personne ne peut l’infléchir, et chaque appareil vérifie chaque jet ; le relevé de la partie porte la preuve, qu’Ashtapada vérifie en l’ouvrant. Par liens, il en va de même un appareil à la fois : chaque jet vient d’un secret de l’appareil qui lance et d’un autre de l’appareil qui a joué avant, chacun révélé dans le lien qu’il envoie.
rules-minors = Les pièces mineures ({ $pawn } et { $alfil }) ne peuvent pas prendre les pièces majeures.
rules-ally-never = Les pièces d’un allié ne peuvent pas être prises.
rules-ally-but-king = Les pièces d’un allié peuvent être prises, sauf { $king-gender ->
    [f] la { $king }
    [mv] l’{ $king }
    [fv] l’{ $king }
   *[other] le { $king }
  }.
rules-ally-all = Les pièces d’un allié peuvent être prises, { $king-gender ->
    [f] la { $king } comprise
    [mv] l’{ $king } compris
    [fv] l’{ $king } comprise
   *[other] le { $king } compris
  }.
rules-alfil-square-take = Quand quatre { $alfils } forment un carré de 2×2, le joueur dont le coup l’a complété prend les deux { $alfil-gender ->
    [f] ennemies et s’empare de celle
    [fv] ennemies et s’empare de celle
   *[other] ennemis et s’empare de celui
  } de son allié.
rules-alfil-square-three = { $alfil-gender ->
   *[other] Quand quatre { $alfils } forment un carré de 2×2, le joueur dont le coup l’a complété prend les trois autres.
  }
rules-frozen = Un joueur qui a perdu { $king-gender ->
    [f] sa
   *[other] son
  } { $king } ne peut plus jouer ; ses pièces restent sur le plateau comme obstacles.
rules-throne-turns = Un roi sur le trône de son allié commande l’armée de l’allié et joue à sa place.
rules-throne-either = Un roi sur le trône de son allié commande l’armée de l’allié : au tour de l’un ou l’autre des partenaires, il peut jouer l’une ou l’autre armée.
rules-exchange = Quand chaque camp a perdu un roi, ceux qui les détiennent peuvent les échanger.
rules-exchange-release = Quand chaque camp a perdu un roi, ceux qui les détiennent peuvent les échanger ; un camp qui détient les deux rois adverses peut exiger qu’on lui rende le sien.
rules-reintroduction = Un joueur sans roi dont le partenaire prend un roi ennemi peut remettre son roi sur n’importe quelle case vide, puis passe son tour suivant ; un roi pris deux fois ne revient jamais.
rules-lone-king = Un joueur à qui il ne reste que son roi le retire ; son allié continue seul.
rules-meeting-pawns = Deux { $pawns } d’un même joueur qui se rencontrent de front sont { $pawn-gender ->
    [f] retirées toutes les deux
    [fv] retirées toutes les deux
   *[other] retirés tous les deux
  }, et il rejoue.
rules-promotion-none = { $pawn-gender ->
    [f] Pas de promotion : une { $pawn } reste une { $pawn }.
    [fv] Pas de promotion : une { $pawn } reste une { $pawn }.
   *[other] Pas de promotion : un { $pawn } reste un { $pawn }.
  }
rules-promotion-lost-kind = { $pawn-gender ->
    [f] Une { $pawn } arrivée sur la dernière rangée devient la pièce dont elle a atteint la case de départ, seulement si cette sorte de pièce a été perdue.
    [fv] Une { $pawn } arrivée sur la dernière rangée devient la pièce dont elle a atteint la case de départ, seulement si cette sorte de pièce a été perdue.
   *[other] Un { $pawn } arrivé sur la dernière rangée devient la pièce dont il a atteint la case de départ, seulement si cette sorte de pièce a été perdue.
  }
rules-promotion-knight-rook = { $pawn-gender ->
    [f] Une
    [fv] Une
   *[other] Un
  } { $pawn } sur la case de départ d’un cavalier ou d’une tour ennemis devient cette pièce, seulement si son propriétaire en a perdu une.
rules-promotion-unmarked = { $pawn-gender ->
    [f] Une { $pawn } sur une case non marquée du bord opposé devient la pièce de cette case, si cette pièce et une { $pawn } ont été perdues.
    [fv] Une { $pawn } sur une case non marquée du bord opposé devient la pièce de cette case, si cette pièce et une { $pawn } ont été perdues.
   *[other] Un { $pawn } sur une case non marquée du bord opposé devient la pièce de cette case, si cette pièce et un { $pawn } ont été perdus.
  }
rules-promotion-after-loss = { $pawn-gender ->
    [f] Tant qu’aucune { $pawn } n’a été perdue, aucune { $pawn } ne peut atteindre le bord opposé ; ensuite, sur une case non marquée, elle devient la pièce de cette case.
    [fv] Tant qu’aucune { $pawn } n’a été perdue, aucune { $pawn } ne peut atteindre le bord opposé ; ensuite, sur une case non marquée, elle devient la pièce de cette case.
   *[other] Tant qu’aucun { $pawn } n’a été perdu, aucun { $pawn } ne peut atteindre le bord opposé ; ensuite, sur une case non marquée, il devient la pièce de cette case.
  }
rules-promotion-always = { $pawn-gender ->
    [f] Une { $pawn } arrivée
    [fv] Une { $pawn } arrivée
   *[other] Un { $pawn } arrivé
  } sur le bord opposé devient la pièce de cette case, roi compris.
rules-promotion-any-but-king = { $pawn-gender ->
    [f] Une
    [fv] Une
   *[other] Un
  } { $pawn } sur la case de départ d’une pièce ennemie devient n’importe quelle pièce, sauf le roi.
rules-privileged-any = Un joueur à qui il ne reste { $pawn-gender ->
    [f] qu’une
    [fv] qu’une
   *[other] qu’un
  } { $pawn } et { $alfil-gender ->
    [f] une
    [fv] une
   *[other] un
  } { $alfil } : { $pawn-gender ->
    [f] cette { $pawn } devient
    [fv] cette { $pawn } devient
    [mv] cet { $pawn } devient
   *[other] ce { $pawn } devient
  } n’importe quelle pièce sur n’importe quelle case du bord opposé.
rules-privileged-start = Un joueur à qui il ne reste { $pawn-gender ->
    [f] qu’une
    [fv] qu’une
   *[other] qu’un
  } { $pawn } et { $alfil-gender ->
    [f] une
    [fv] une
   *[other] un
  } { $alfil } : { $pawn-gender ->
    [f] cette { $pawn } devient
    [fv] cette { $pawn } devient
    [mv] cet { $pawn } devient
   *[other] ce { $pawn } devient
  } cavalier, tour ou roi sur la case de départ d’un cavalier, d’une tour ou d’un roi ennemis.
rules-stake-each = Chaque joueur met une unité dans le pot.
rules-stake-each-rupees = Chaque joueur met une unité dans le pot (l’exemple du document : 5 roupies).
rules-stake-v2-throne = Première occupation d’un trône ennemi : son propriétaire paie une unité.
rules-stake-v2-king = Chaque roi pris : son propriétaire paie une unité à celui qui l’a pris.
rules-stake-v2-empire = Empire (commander les deux armées et éliminer l’ennemi, rois exceptés) : chaque adversaire paie deux unités.
rules-stake-antique-throne = Première occupation d’un trône ennemi : une unité.
rules-stake-antique-king = Prise d’un roi sur son trône : deux unités ; pendant la construction de l’empire : quatre.
rules-stake-share = Le camp vainqueur se partage le pot ; les joueurs sont classés selon leur argent.
rules-goal-king = Prendre { $king-gender ->
    [f] la { $king } ennemie
    [mv] l’{ $king } ennemi
    [fv] l’{ $king } ennemie
   *[other] le { $king } ennemi
  }. Il n’y a ni échec ni pat.
rules-goal-both-kings = Prendre les deux { $kings } { $king-gender ->
    [f] ennemies
    [fv] ennemies
   *[other] ennemis
  }.
rules-goal-all-but-kings = Prendre toutes les pièces ennemies sauf les { $kings } ; gagner le plus d’argent.
rules-goal-eliminate = Éliminer le camp adverse (il ne lui reste rien, ou seulement des { $kings }) ; gagner le plus d’argent.
rules-goal-last-team = Être le dernier camp à avoir des pièces ; s’il ne reste que des { $kings } des deux côtés, la partie est nulle.

# Lectures : comment chaque version des règles lit son document là où il se tait ou hésite
# (ashtapada_rules::Reading, dont la documentation donne l’essentiel de chacune).
reading-kings = Les rois se prennent comme n’importe quelle pièce : il n’y a ni échec ni mat, et un coup peut laisser son propre roi attaqué.
reading-draw = Règle du projet, absente du document : 50 tours complets sans prise, sans promotion et sans coup de pion font une partie nulle ; les joueurs peuvent aussi convenir de la nulle.
reading-dice-pass = Le dé désigne la sorte de pièce qui peut jouer ; s’il existe un coup légal d’une pièce de cette sorte, il faut le jouer, sinon le tour passe.
reading-enemy-throne = Occuper un trône ennemi ne donne aucun commandement ; cela ne compte que pour les mises.
reading-payee = L’argent est payé par les propriétaires des pièces en cause, et à eux : la pièce qui occupe un trône ou prend un roi rapporte à son propriétaire, même quand c’est un commandant qui l’a jouée.
reading-draw-stakes = Une partie nulle (par accord ou par la règle des 50 tours) rend à chaque joueur sa mise ; un abandon donne le pot au camp adverse.
reading-automatic-promotion = Là où la promotion est permise, elle est automatique ; ailleurs, le pion reste un pion.
reading-roll-off-rerolls = Un lancer préalable désigne qui commence : le plus haut lancer commence et relance pour son premier coup.
reading-kingless-army-moves = Le document ne dit rien d’une armée sans roi : elle continue de jouer.
reading-white-first = Les Blancs jouent en premier.
reading-circle = Les cases s’écrivent comme le fait la Circular Chess Society : anneaux a (extérieur) à d (intérieur), cases 1 à 16 dans le sens inverse des aiguilles d’une montre. Les Blancs occupent les cases 1 à 4 (pions en 1 et 4), les Noirs les cases 9 à 12 (pions en 9 et 12) ; tours sur l’anneau a, cavaliers sur l’anneau b, fous sur l’anneau c, roi et dame sur l’anneau d.
reading-rook-ring = Une tour qui se déplace le long d’un anneau peut en faire le tour, mais jamais revenir à sa propre case ; une case qu’elle peut atteindre par les deux côtés ne fait qu’un seul coup.
reading-meeting-pawns = Après un coup de pion, si la case devant lui porte un pion de la même couleur qui avance en sens inverse, les deux sont retirés et le même joueur rejoue.
reading-south-starts-clockwise = Sans dé, Sud commence ; on joue dans le sens des aiguilles d’une montre : Sud, Ouest, Nord, Est.
reading-rajah-leap = Le saut de cavalier du rajah est permis une fois par partie, seulement si aucune pièce d’une armée ennemie qui peut jouer ne pourrait prendre le rajah par un coup ordinaire.
reading-kingless-skips-obstacles = Un camp privé de son rajah passe ses tours, sauf si son partenaire le commande depuis le trône ; ses pièces restent comme obstacles et peuvent être prises.
reading-command-lasts = Le commandement depuis le trône dure, même si le rajah quitte le trône, jusqu’au retour en jeu du rajah de l’allié ou jusqu’à la prise du rajah du commandant.
reading-exchange-offer = Un échange de rajahs est proposé par le détenteur d’un rajah pris, à son tour, et l’autre détenteur y répond aussitôt.
reading-optional-die = La règle facultative du document : 1 ou 6 ne fait rien jouer, 2 l’éléphant, 3 le cavalier, 4 la tour, 5 un soldat ou le rajah.
reading-kingless-skips = Un camp privé de son rajah passe ses tours, sauf si son partenaire le commande depuis le trône.
reading-v2-goal = Le but est celui qu’énonce le « but du jeu » (toutes les pièces ennemies sauf les rajahs), bien qu’une ligne plus loin reprenne celui de la partie 1, « jusqu’à la prise des deux rajahs ».
reading-v2-privileged-pawn = Le pion privilégié : quand un joueur n’a plus qu’un soldat et un éléphant (un rajah encore sur le plateau ne compte pas), le soldat devient, à son choix, cavalier, tour ou rajah sur la case de départ d’un cavalier, d’une tour ou du rajah ennemis.
reading-v2-stakes = Chaque joueur met une unité (5 roupies par défaut) dans le pot ; le camp vainqueur se partage le pot ; les soldes peuvent devenir négatifs.
reading-v2-lone-rajah = Un joueur à qui il ne reste que son rajah le retire (ce n’est pas une prise) ; son allié continue seul et ne peut plus bâtir d’empire ; les tours du joueur retiré sont sautés et son rajah ne revient jamais.
reading-no-stalemate = Il n’y a pas de pat : les coups qui mettent une pièce en prise sont légaux, et prendre le rajah gagne.
reading-v3-rajah-leap = Le saut de cavalier du rajah est permis une fois par partie, seulement si aucune pièce ennemie ne pourrait prendre le rajah par un coup ordinaire.
reading-v3-promotion = Un soldat arrivé sur la dernière rangée devient la pièce dont il a atteint la case de départ, seulement si cette sorte de pièce a été perdue ; sur la case du rajah, ou si aucune perte ne le permet, le soldat reste un soldat.
reading-antique-die = Le document ne nomme pas de dé : ces règles prennent les quatre faces du Chaturaji, 2, 3, 4 et 5.
reading-antique-roll-off = Un lancer préalable désigne qui commence : le plus haut lancer commence et relance (comme le dit le document).
reading-antique-privileged = Le soldat privilégié : quand un joueur n’a plus qu’un soldat et un navire (un rajah encore sur le plateau ne compte pas), le soldat arrivé sur n’importe quelle case du bord opposé devient la pièce de son choix, rajah compris.
reading-antique-stakes = Chaque joueur met une unité dans le pot ; le camp vainqueur se partage le pot ; les soldes peuvent devenir négatifs.
reading-antique-empire = L’empire du paiement de quatre unités exige la prise des deux rajahs ennemis ; un rajah qui s’est retiré n’a pas été pris.
reading-antique-lone-rajah = Un joueur à qui il ne reste que son rajah le retire ; ses tours sont sautés et son rajah ne revient jamais.
reading-rule5-roll-off = Règle 5 : le plus haut lancer commence, et ce lancer compte pour son premier coup.
reading-rule16-promotion = La règle 16 prise à la lettre : une fois que le joueur a perdu un pion, un pion arrivé sur une case non marquée du bord opposé devient la pièce de cette case ; tant qu’aucun pion n’a été perdu, aucun pion ne peut entrer sur le bord opposé.
reading-rule17-privileged = Règle 17 : le pion privilégié (il ne reste qu’un bateau et un pion, un roi encore sur le plateau ne comptant pas) devient n’importe quelle pièce, roi compris, sur n’importe quelle case du bord opposé.
reading-reintroduction = Un joueur sans raja gagne le droit de remettre son raja en jeu quand son partenaire prend un raja ennemi ; tant qu’il a ce droit, son camp joue ses tours quel que soit le dé, et il peut poser son raja sur n’importe quelle case vide ou garder son droit ; après l’avoir posé, il passe son tour suivant.
reading-captured-twice = Un raja pris deux fois ne revient jamais.
reading-far-edge-promotion = Un pion arrivé sur n’importe quelle case du bord opposé devient toujours la pièce de cette case, raja compris.
reading-traditional-set-up = Disposition traditionnelle : rois et dames symétriques par rapport au centre, chaque roi à droite de sa dame comme le dit le document (la droite d’un joueur va vers les numéros de case croissants) : roi blanc d3, dame d2 ; roi noir d11, dame d10.
reading-traditional-pieces = Le fou saute d’exactement deux cases en diagonale ; la dame fait un pas en diagonale.
reading-traditional-pawns = Ni double pas ni promotion : un pion peut faire le tour de son anneau.
reading-modern-set-up = Disposition moderne : symétrie en miroir, les rois face à face ; comme le dit la remarque du document, le roi noir est à droite de sa dame et le roi blanc à gauche de la sienne (la droite d’un joueur va vers les numéros de case croissants) : roi blanc d2, dame d3 ; roi noir d11, dame d10.
reading-modern-bishop = Le fou glisse le long des diagonales courbes jusqu’à sortir des anneaux ; la dame se déplace comme la tour et le fou.
reading-no-null-move = Pas de coup nul : une pièce qui glisse ne peut jamais finir sur sa case de départ.
reading-modern-double-step = Le premier coup d’un pion peut être de deux cases le long de son anneau (toutes deux vides).
reading-modern-promotion = Un pion qui atteint la case de départ d’une pièce ennemie (pas celle d’un pion) devient la pièce que choisit son propriétaire, sauf le roi.
