# Les mots d'Ashtapada en français. en.ftl a les mêmes messages avec les mêmes arguments (la
# compilation et crates/i18n/tests/messages.rs le vérifient).

-brand = Ashtapada

## Page: the fixed text of www/index.html (data-l10n attributes), plain text only.

page-skip = Aller à la case des coups
page-menu-label = Partie
page-loading = Les échecs à quatre et aux dés de l’Inde ancienne, et leurs cousins. Installation du plateau…
page-board-label = Plateau de jeu. Utilisez la case des coups pour jouer au clavier.
page-no-canvas = Le plateau a besoin d’un navigateur qui sait dessiner (canvas).
page-panel-label = Panneau de la partie
page-turn = Tour
page-moves = Coups
page-moves-label = Coups : choisissez-en un pour voir sa position (les flèches les parcourent)
page-nav-label = Parcourir les coups
page-move-label = Tapez un coup
page-move-placeholder = Tapez un coup : e3, Cc3, e2-e3, lancer, passer…
page-play = Jouer
page-controls-label = Commandes de la partie
page-players = Joueurs
page-stakes = Enjeux
page-events = Événements
page-log-label = Événements : prises, tours passés et autres nouvelles de la partie
page-settings = Réglages
page-keys = Touches : ← → parcourent les coups, Début / Fin, F tourne le plateau, H demande un conseil.
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
   *[hard] fort
  }
team-of-two = { $first } et { $second }
title-over = Partie terminée · { $ruleset } · { -brand }
title-to-play = À { $seat } de jouer · { -brand }
title-ruleset = { $ruleset } · { -brand }
announce-thinking = { $seat } réfléchit.
announce-prompt = { $seat } : { $prompt }.
announce-to-play = À { $seat } de jouer.
log-game-over = Partie terminée : { $outcome }.
log-empty = Les prises, les tours passés et les autres événements s’affichent ici.
roll-off = Tirage au sort : { $rounds }. { $start }
roll-off-throw = { $seat } { NUMBER($value) }
roll-off-tie = {" ; "}égalité, on relance :{" "}
roll-off-keeps = { $seat } commence, avec le { NUMBER($value) } pour premier jet.
roll-off-rerolls = { $seat } commence et relance le dé.
record-title = Relevé de la partie
record-help = Copiez ce texte pour garder la partie, ou collez ici un relevé et importez-le. La partie en cours n’est remplacée que si le relevé se lit.
record-not-imported = Non importé : { $error }
record-import = Importer ce texte
record-download = Télécharger
resign-title = Abandonner ?
resign-question = { $seat } abandonne : { $team } perdent la partie.
resign-yes = Abandonner
draw-title = Nulle ?
draw-question = Tous les joueurs acceptent-ils la nulle ?
draw-yes = Accepter la nulle
draw-no = Continuer
setup-document = Document { $document }
setup-rules = Règles
setup-rules-of = Les règles de { $ruleset }
setup-optional-die = Jouer avec le dé facultatif du document (d6)
setup-stake-unit = Unité d’enjeu (roupies)
setup-seed = Graine des dés
setup-seed-random = au hasard
setup-no-options = Pas d’options pour ces règles.
setup-bot = Robot : { bot-level }
rules-picture = Image
rules-piece = Pièce
rules-moves = Déplacement
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
turn-of = c’est au tour de { $seat }
answer-first = répondez d’abord à la proposition
piece-of-other = cette pièce est à { $owner } ; c’est au tour de { $actor }
no-legal-move = cette pièce ({ $piece }) n’a aucun coup légal maintenant
move-not-possible = ce coup n’est pas possible maintenant
tap-again = touchez encore { $cell } pour jouer { $move }
no-piece-there = il n’y a pas de pièce ici ; c’est au tour de { $actor }
choose-outlined-cell = choisissez une des cases entourées pour le roi
die-not-now = ce n’est pas le moment de lancer le dé
cannot-pass = un coup est possible : le tour ne peut pas passer
no-offer-now = aucun échange ne peut être proposé maintenant
no-demand-now = aucune libération ne peut être exigée maintenant
no-answer-waiting = aucun échange n’attend de réponse
no-keep-now = il n’y a pas de retour du roi à refuser
expected-cell-after-k = « { $text } » : il faut une case après K@, par exemple K@d1.
move-not-a-move = « { $text } » n’est pas un coup : par exemple e3, Nc3, Nxc3, dxe4 ou Nb1-c3.
move-ambiguous = { $text } est ambigu : ce peut être { $candidates } ; tapez celui que vous voulez.
move-needs-promotion = { $text } est une promotion : ajoutez la pièce, parmi { $choices }.
move-illegal = { $text } n’est pas un coup légal ici : { $why }.
move-wrong-piece = la pièce en { $cell } est : { $piece }
move-cannot-promote-to = il ne peut pas devenir { $piece }
move-none-can-go = aucune pièce { $piece } ne peut aller en { $cell }
move-refused = { $text } : { $reason }.
hint-is = Conseil : { $move }
hint-not-legal = Pas de conseil cette fois (la suggestion n’était pas légale ici).
hint-failed = Pas de conseil cette fois ({ $reason }).
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
bot-garbled = sa réponse était illisible : { $error }
note-bot-refused = L’action du robot a été refusée ({ $reason }) ; il joue au hasard.
note-bot-failed = Le robot n’a pas pu réfléchir ({ $reason }) ; il joue au hasard.

file-too-large = { $name } est trop gros pour être un relevé de partie
file-not-text = le fichier n’est pas du texte
file-unreadable = impossible de lire { $name } : { $why }
save-failed = La partie ne peut pas être enregistrée dans ce navigateur ({ $why }).
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

# (end of the UI section: new UI messages go above this line)
# ----

## Session: the turn, dice, moves, seats, ledger, settings, answer and game-over panels
## (crates/web/src/app/session)

# (end of the Session section: new session messages go above this line)
# ----

## Rules: names, events, refusals and rules pages
