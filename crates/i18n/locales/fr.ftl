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
page-move-placeholder = Tapez un coup : e3, Nc3, e2-e3, lancer, passer…
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
    [random] au hasard
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

pass-with-roll = { $seat } ne peut pas jouer avec un { NUMBER($value) } et passe son tour
pass-no-move = { $seat } ne peut pas jouer et passe son tour
face-nothing = rien ne bouge
face-or = {" ou "}
die-shows = Le dé montre { NUMBER($value) }
die-not-rolled = Le dé n’est pas encore lancé
die-rolled = { $seat } a fait { NUMBER($value) }
die-last-rolled = { $seat } a fait { NUMBER($value) } au dernier lancer
die-no-roll = Pas encore de lancer
menu-export = Exporter
menu-export-title = Télécharger le relevé de la partie
menu-import = Importer
menu-import-title = Charger un fichier de relevé de partie
menu-record = Relevé en texte
menu-record-title = Le relevé de la partie en texte : copiez-le, ou collez-en un pour l’importer
controls-hint = Conseil
controls-hint-title = Demander un coup au robot fort, une demi-seconde de réflexion (touche H)
controls-undo = Annuler
controls-undo-title = Revenir en arrière (avec des robots : jusqu’à votre dernier coup)
controls-redo = Rétablir
controls-flip = Tourner le plateau
controls-flip-title = Voir le plateau depuis la place suivante (touche F)
controls-result = Résultat
controls-draw = Proposer la nulle
prompt-promotion = choisissez la promotion
prompt-answer = acceptez ou refusez l’échange proposé par { $seat }
prompt-place = choisissez une case pour le { $king }
prompt-reintroduce = posez votre { $king } sur une case vide, ou gardez ce droit
prompt-roll = lancez le dé
prompt-pass = rien ne peut bouger : passez
prompt-move = à vous de jouer
prompt-move-rolled = jouez (vous avez fait { NUMBER($value) } : { $pieces })
turn-over = Partie terminée
turn-team = équipe { $team }
turn-answered-by = réponse de { $seat }
turn-placed-by = posé par { $seat }
turn-played-by = joué par { $seat }
turn-bot = robot ({ bot-level })
turn-human = humain
turn-thinking = { $seat } réfléchit…
turn-to-move = { $seat } au trait
decision-roll = Lancer le dé
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
seats-commanded-by = commandé par { $seat }
seats-commands = commande { $seat }
seats-king-held = { $king } détenu par { $holder }
seats-playing = en jeu
seats-lost-many = { NUMBER($count) } × { $piece }
seats-bot = Robot · { bot-level }
seats-lost = Perdu : { $pieces }
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
answer-title = Échange des rois
answer-offer = { $offerer } propose à { $answerer } d’échanger les { $king }s capturés : chaque camp rend le { $king } qu’il détient.
answer-accept = Accepter
answer-refuse = Refuser
over-money = { $signed } { $amount ->
    [one] roupie
    [-1] roupie
   *[other] roupies
  }
over-won = gagné
over-lost = perdu
over-draw = nulle
over-export = Exporter le relevé
result = { $marker } ({ $reason })
result-kings-captured = rois capturés
result-all-but-kings = tout pris sauf les rois
result-team-eliminated = équipe éliminée
result-last-team = dernière équipe en jeu
result-resignation = abandon
result-fifty-rounds = cinquante tours
result-only-kings = il ne reste que les rois
result-agreement = accord

# (end of the Session section: new session messages go above this line)
# ----

## Rules: names, events, refusals and rules pages

## Rulesets, documents, pieces, seats and colours (crates/i18n/src/names.rs)

ruleset-name = { $ruleset ->
    [chaturanga-v1] Chaturanga à quatre, variante 1
    [chaturanga-v1-dice] Chaturanga à quatre, variante 1, avec le dé
    [chaturanga-v2] Chaturanga à quatre, variante 2 (enjeux)
    [chaturanga-v3] Chaturanga à deux
    [chaturanga-antique] Chaturanga, version antique (enjeux)
    [chaturaji] Chaturaji
    [chaduranga] Chaduranga à quatre
    [byzantine-traditional] Échecs byzantins, traditionnels
   *[byzantine-modern] Échecs byzantins, modernes
  }
ruleset-summary = { $ruleset ->
    [chaturanga-v1] Quatre armées en deux équipes, sans dé : prenez les deux rajahs ennemis.
    [chaturanga-v1-dice] La variante 1 avec sa règle facultative : un d6 désigne le type de pièce qui joue.
    [chaturanga-v2] Quatre armées, un d6 et de l’argent : prenez toutes les pièces ennemies sauf les rajahs, et gagnez le plus de roupies.
    [chaturanga-v3] Deux armées dans la disposition classique, avec vizir et éléphants : prenez le rajah ennemi.
    [chaturanga-antique] Quatre armées, un dé à quatre faces et de l’argent : éliminez l’équipe ennemie.
    [chaturaji] Quatre armées, un dé à quatre faces, alliés prenables : soyez la dernière équipe sur le plateau.
    [chaduranga] Quatre armées et le dé à bâtonnet (1, 3, 4, 6) : prenez les deux rajas ennemis ; un raja peut revenir.
    [byzantine-traditional] Le plateau circulaire avec l’ancien fou sauteur et la dame d’un pas : prenez le roi ennemi.
   *[byzantine-modern] Le plateau circulaire avec les pièces modernes, le double pas et la promotion : prenez le roi ennemi.
  }
source-origin = { $source ->
    [d000] un texte de règles français en trois variantes : à quatre (« la plus facile », dé facultatif), à quatre avec dé et enjeux, à deux
    [d001] le livret français d’un jeu : la version antique, avec dé et enjeux
    [d002] la page Chaturaji du site anglais Traditional Board Games
    [d003] un billet de blog anglais du 6 mai 2008, avec le dé à bâtonnet (daala)
   *[d004] une page de règles française de leglobejoueur.com, règles traditionnelles et modernes
  }
piece = { $set ->
    [chaturanga] { $role ->
        [king] Rajah
        [rook] Tour
        [knight] Cavalier
        [alfil] Éléphant
        [ferz] Vizir
        [bishop] Fou
        [queen] Dame
       *[pawn] Soldat
      }
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
        [ferz] Fers
        [bishop] Fou
        [queen] Dame
       *[pawn] Pion
      }
    [chaduranga] { $role ->
        [king] Raja
        [rook] Éléphant
        [knight] Cheval
        [alfil] Navire
        [ferz] Fers
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
   *[byzantine-modern] { $role ->
        [king] Roi
        [rook] Tour
        [knight] Cavalier
        [alfil] Éléphant
        [ferz] Conseiller
        [bishop] Fou
        [queen] Dame
       *[pawn] Pion
      }
  }
# L’article que prend le nom d’une pièce : m (le), f (la), v (l’, devant une voyelle).
piece-gender = { $set ->
    [chaturanga] { $role ->
        [rook] f
        [alfil] v
        [queen] f
       *[other] m
      }
    [antique] { $role ->
        [rook] v
        [queen] f
       *[other] m
      }
    [chaturaji] { $role ->
        [rook] v
        [queen] f
       *[other] m
      }
    [chaduranga] { $role ->
        [rook] v
        [queen] f
       *[other] m
      }
    [byzantine-traditional] { $role ->
        [rook] f
        [ferz] f
        [queen] f
       *[other] m
      }
   *[byzantine-modern] { $role ->
        [rook] f
        [alfil] v
        [queen] f
       *[other] m
      }
  }
the-piece = { $gender ->
    [f] la { $piece }
    [v] l’{ $piece }
   *[m] le { $piece }
  }
seat = { $style ->
    [players] { $seat ->
        [south] Joueur 1 (Sud)
        [west] Joueur 2 (Ouest)
        [north] Joueur 3 (Nord)
       *[east] Joueur 4 (Est)
      }
   *[sides] { $seat ->
        [south] Sud
        [west] Ouest
        [north] Nord
        [east] Est
        [white] Blancs
       *[black] Noirs
      }
  }
colour = { $colour ->
    [red] rouge
    [yellow] jaune
    [green] vert
    [blue] bleu
    [white] blanc
   *[black] noir
  }

## The engine's refusals (crates/i18n/src/text.rs)

refusal-game-over = la partie est terminée
refusal-must-roll = lancez d’abord le dé
refusal-no-piece = il n’y a pas de pièce ici
refusal-not-your-army = cette pièce appartient à { $seat }
refusal-army-frozen = l’armée de { $seat } a perdu son { $king } et ne peut pas bouger
refusal-die-forbids = le dé ne permet pas de jouer { $the-piece }
refusal-not-its-move = { $the-piece } ne se déplace pas ainsi
refusal-blocked = le chemin est barré pour { $the-piece }
refusal-own-piece = vous ne pouvez pas prendre votre propre pièce
refusal-ally-piece = vous ne pouvez pas prendre les pièces de votre allié
refusal-ally-king = le { $king } de votre allié ne peut pas être pris
refusal-minor-takes-major = { $gender ->
    [f] une { $minor }
   *[other] un { $minor }
  } ne peut pas prendre { $major-gender ->
    [f] une { $major }
   *[other] un { $major }
  }
refusal-leap-used = le saut du { $king } est déjà utilisé
refusal-leap-while-attacked = le { $king } ne peut pas sauter quand il est attaqué
refusal-pawn-forward-blocked = le { $pawn } n’avance tout droit que sur une case vide
refusal-pawn-diagonal = le { $pawn } ne va en diagonale que pour prendre
refusal-pawn-edge = aucun { $pawn } ne peut atteindre le bord opposé avant qu’un { $pawn } ait été perdu

## The engine's events, for the log (crates/i18n/src/text.rs)

event-captured = { $by } prend { $piece } de { $owner } en { $cell }
event-king-leap = le { $king } de { $owner } fait son saut unique
event-promoted = le { $pawn } de { $owner } devient { $gender ->
    [f] une { $piece }
   *[other] un { $piece }
  } en { $cell }
event-alfil-square = { $gender ->
    [f] la { $alfil }
    [v] l’{ $alfil }
   *[m] le { $alfil }
  } de { $owner } complète le carré
event-alfil-taken = { $to } s’empare { $gender ->
    [f] de la { $alfil }
    [v] de l’{ $alfil }
   *[m] du { $alfil }
  } de { $from } en { $cell }
event-pawns-met = deux { $pawn }s de { $seat } se rencontrent et sont retirés ; { $seat } rejoue
event-command-begins = { $commander } occupe le trône de { $ally } et commande son armée
event-command-ends-ally-back = le commandement de { $commander } sur l’armée de { $ally } prend fin (le { $king } allié est de retour)
event-command-ends-king-lost = le commandement de { $commander } sur l’armée de { $ally } prend fin (le { $king } du commandant est perdu)
event-frozen = { $seat } a perdu son { $king } : son armée est figée
event-withdrew = il ne reste à { $seat } que son { $king } : il se retire
event-paid = { $payer } paie { NUMBER($units) } { $units ->
    [one] unité
   *[other] unités
  } à { $to } ({ $why })
event-paid-from-pot = le pot paie { NUMBER($units) } { $units ->
    [one] unité
   *[other] unités
  } à { $to } ({ $why })
payment-throne = trône occupé
payment-king = roi pris
payment-king-on-throne = roi pris sur son trône
payment-king-on-throne-empire = roi pris sur son trône, empire bâti
payment-empire = empire
payment-pot-share = part du pot
payment-stake-returned = mise rendue
event-exchange-offered = { $by } propose à { $to } un échange des rois
event-exchange-accepted = l’échange est accepté
event-exchange-refused = l’échange est refusé
event-release-demanded = { $by } exige la libération du roi de son équipe
event-king-returned = le { $king } de { $owner } revient en { $cell }
event-reintroduction = { $seat } peut réintroduire son { $king }
event-win = { $count ->
    [one] { $team } gagnent
   *[other] { $team } gagnent
  }
event-draw = la partie est nulle
team-and = { $first } et { $second }

## Rules pages (crates/i18n/src/rules_page.rs)

rules-players = Joueurs
rules-pieces = Pièces
rules-dice = Dé
rules-special = Règles spéciales
rules-stakes = Enjeux
rules-goal = But du jeu
rules-readings = Comment ces règles lisent leur document
rules-seat = { $seat } ({ $colour }), équipe { NUMBER($team) }
rules-names-own = Les noms des pièces et des places sont ceux du document.
rules-names-translated = Le document est en anglais ; il nomme les pièces { $names }. Cette page les donne en français.
move-king = un pas dans n’importe quelle direction
move-rook = glisse d’autant de cases qu’il veut, en ligne droite
move-rook-circle = glisse d’autant de cases qu’il veut le long de son anneau (en faisant le tour, jamais jusqu’à sa propre case) ou à travers les anneaux
move-knight = saute de deux cases dans un sens et d’une dans l’autre (comme le cavalier des échecs), par-dessus les pièces
move-alfil = saute d’exactement deux cases en diagonale, par-dessus les pièces
move-ferz = un pas en diagonale
move-bishop = glisse en diagonale (sur le cercle : le long des diagonales courbes jusqu’à sortir des anneaux)
move-queen = se déplace comme la tour et le fou réunis
move-pawn = avance d’une case
move-pawn-circle = avance d’une case le long de son anneau, en s’éloignant de ses propres pièces
rules-pawn-captures-forward = Le { $pawn } prend à une case devant lui, tout droit ou en diagonale.
rules-pawn-captures-diagonal = Le { $pawn } ne prend qu’à une case en diagonale vers l’avant.
rules-pawn-double-step = Le premier coup d’un { $pawn } peut être de deux cases.
rules-king-leap = Une fois par partie, le { $king } peut sauter comme un cavalier, s’il n’est pas attaqué.
rules-face = { NUMBER($value) } : { $pieces }
rules-face-nothing = { NUMBER($value) } : rien ne bouge
rules-dice-must-move = Le dé désigne le type de pièce qui peut bouger ; un coup légal de ce type doit être joué s’il en existe un, sinon le tour passe.
rules-south-starts = Sud commence.
rules-roll-off-reroll = Un tirage au dé décide qui commence ; le gagnant relance ensuite le dé.
rules-roll-off-keep = Un tirage au dé décide qui commence ; le jet du gagnant est son premier jet.
rules-minors = Les pièces mineures ({ $pawn } et { $alfil }) ne peuvent pas prendre les majeures.{ $gender ->
   *[other] {""}
  }
rules-ally-never = Les pièces des alliés ne peuvent pas être prises.
rules-ally-but-king = Les pièces des alliés peuvent être prises, sauf le roi.
rules-ally-all = Les pièces des alliés peuvent être prises, roi compris.
rules-alfil-square-take = Quand quatre { $alfil }s forment un carré de 2×2, le joueur dont le coup l’a complété prend les deux ennemis et s’empare { $gender ->
    [f] de la
    [v] de l’
   *[m] du
  }{ $gender ->
    [v] {""}
   *[other] {" "}
  }{ $alfil } de son allié.
rules-alfil-square-three = Quand quatre { $alfil }s forment un carré de 2×2, le joueur dont le coup l’a complété prend les trois autres.{ $gender ->
   *[other] {""}
  }
rules-frozen = Un joueur qui a perdu son roi ne peut plus jouer ; ses pièces restent sur le plateau comme obstacles.
rules-throne-turns = Un roi sur le trône de son allié commande l’armée de l’allié et joue les tours de l’allié.
rules-throne-either = Un roi sur le trône de son allié commande l’armée de l’allié : au tour de l’un ou l’autre partenaire, il peut faire jouer l’une ou l’autre armée.
rules-exchange = Quand chaque équipe a perdu un roi, leurs détenteurs peuvent les échanger.
rules-exchange-release = Quand chaque équipe a perdu un roi, leurs détenteurs peuvent les échanger ; une équipe qui détient les deux rois ennemis peut exiger le retour de son propre roi.
rules-reintroduction = Un joueur sans roi dont le partenaire prend un roi ennemi peut remettre son roi sur n’importe quelle case vide, puis passe un tour ; un roi pris deux fois ne revient jamais.
rules-lone-king = Un joueur à qui il ne reste que son roi le retire ; son allié continue seul.
rules-meeting-pawns = Deux { $pawn }s d’un même joueur qui se rencontrent de face sont retirés tous les deux, et il rejoue.
rules-promotion-none = Pas de promotion : un { $pawn } reste un { $pawn }.
rules-promotion-lost-kind = Un { $pawn } sur la dernière rangée devient la pièce dont il a atteint la case de départ, seulement si ce type de pièce a été perdu.
rules-promotion-knight-rook = Un { $pawn } sur la case de départ d’un cavalier ou d’une tour ennemis devient cette pièce, seulement si son propriétaire en a perdu une.
rules-promotion-unmarked = Un { $pawn } sur une case non marquée du bord opposé devient la pièce de cette case, si cette pièce et un { $pawn } ont été perdus.
rules-promotion-after-loss = Tant qu’aucun { $pawn } n’est perdu, aucun { $pawn } ne peut atteindre le bord opposé ; ensuite, sur une case non marquée, il devient la pièce de cette case.
rules-promotion-always = Un { $pawn } sur le bord opposé devient la pièce de cette case, roi compris.
rules-promotion-any-but-king = Un { $pawn } sur la case de départ d’une pièce ennemie devient la pièce de son choix, sauf le roi.
rules-privileged-any = Un joueur à qui il reste un { $pawn } et { $gender ->
    [f] une
   *[other] un
  } { $alfil } : le { $pawn } devient n’importe quelle pièce sur n’importe quelle case du bord opposé.
rules-privileged-start = Un joueur à qui il reste un { $pawn } et { $gender ->
    [f] une
   *[other] un
  } { $alfil } : le { $pawn } devient cavalier, tour ou roi sur une case de départ d’un cavalier, d’une tour ou d’un roi ennemis.
rules-stake-each = Chaque joueur mise une unité au pot.
rules-stake-v2-throne = Première occupation d’un trône ennemi : son propriétaire paie une unité.
rules-stake-v2-king = Chaque roi pris : son propriétaire paie une unité à celui qui l’a pris.
rules-stake-v2-empire = Empire (commander les deux armées et éliminer l’ennemi sauf les rois) : chaque adversaire paie deux unités.
rules-stake-antique-throne = Première occupation d’un trône ennemi : une unité.
rules-stake-antique-king = Prendre un roi sur son trône : deux unités ; en bâtissant l’empire : quatre.
rules-stake-share = L’équipe gagnante se partage le pot ; les joueurs sont classés selon leur argent.
rules-goal-king = Prenez le { $king } ennemi. Il n’y a ni échec ni pat.
rules-goal-both-kings = Prenez les deux { $king }s ennemis.
rules-goal-all-but-kings = Prenez toutes les pièces ennemies sauf les { $king }s ; gagnez le plus d’argent.
rules-goal-eliminate = Éliminez l’équipe ennemie (plus rien, ou seulement des { $king }s) ; gagnez le plus d’argent.
rules-goal-last-team = Soyez la dernière équipe à avoir des pièces ; s’il ne reste que des { $king }s des deux côtés, la partie est nulle.

## Readings: how each ruleset reads its document (crates/rules/src/reading.rs)

reading-kings = Les rois se prennent comme les autres pièces : il n’y a ni échec ni mat, et un coup peut laisser son propre roi en prise.
reading-v1-starts-south = Sans dés, Sud commence ; le jeu tourne dans le sens des aiguilles d’une montre : Sud, Ouest, Nord, Est.
reading-rajah-leap-not-attacked = Le saut du rajah, comme un cavalier, est permis une fois par partie, seulement si aucune pièce d’une armée ennemie capable de bouger ne pourrait prendre le rajah par un coup ordinaire.
reading-v1-kingless-skips = Une place sans son rajah passe ses tours, sauf si son partenaire la commande depuis le trône ; ses pièces restent comme obstacles et peuvent être prises.
reading-command-lasts = Le commandement depuis le trône dure, même si le roi quitte le trône, jusqu’au retour en jeu du rajah allié ou jusqu’à la prise du rajah du commandant.
reading-exchange-offer = Un échange de rajahs est proposé par le détenteur d’un rajah pris, à son tour, et l’autre détenteur répond aussitôt.
reading-throne-enemy = Un trône ennemi occupé ne donne aucun commandement ; il ne compte que pour les enjeux.
reading-draw = Règle du projet, absente du document : 50 tours complets sans prise, promotion ni coup de pion font une partie nulle ; les joueurs peuvent aussi convenir de la nulle.
reading-dice-pass = Le dé désigne le type de pièce qui peut bouger ; un coup légal de ce type doit être joué s’il en existe un, sinon le tour passe.
reading-v1-optional-die = La règle facultative du document : 1 ou 6, rien ne bouge ; 2 l’éléphant ; 3 le cavalier ; 4 la tour ; 5 un soldat ou le rajah.
reading-roll-off-rerolls = Un tirage au dé décide qui commence : le plus haut jet commence et relance le dé pour son premier coup.
reading-v1-dice-kingless-skips = Une place sans son rajah passe ses tours, sauf si son partenaire la commande depuis le trône.
reading-v2-goal = Le but est celui qu’énonce le « but du jeu » (toutes les pièces ennemies sauf les rajahs), bien qu’une ligne plus loin reprenne le « jusqu’à la prise des deux rajahs » de la partie 1.
reading-v2-privileged = Le pion privilégié : quand un joueur n’a plus qu’un soldat et un éléphant (un rajah encore sur le plateau ne compte pas), le soldat devient au choix cavalier, tour ou rajah sur une case de départ d’un cavalier, d’une tour ou d’un rajah ennemi.
reading-promo-auto = Là où la promotion est permise elle est automatique ; là où elle ne l’est pas, le pion reste un pion.
reading-v2-stakes = Chaque joueur mise une unité (5 roupies par défaut) au pot ; l’équipe gagnante se partage le pot ; un solde peut devenir négatif.
reading-v2-lone-king = Un joueur à qui il ne reste que son rajah le retire (ce n’est pas une prise) ; son allié continue seul et ne peut plus bâtir d’empire ; les tours du joueur retiré sont sautés et son rajah ne revient jamais.
reading-payee = L’argent est payé par les propriétaires des pièces en cause, et à eux : la pièce qui occupe un trône ou prend un roi gagne pour son propriétaire, même quand un commandant l’a jouée.
reading-draw-stakes = Une partie nulle (par accord ou par la règle des 50 tours) rend à chaque joueur sa mise ; un abandon donne le pot à l’autre équipe.
reading-v3-no-stalemate = Il n’y a pas de pat : les coups qui se mettent en prise sont légaux, et prendre le rajah gagne.
reading-white-first = Les Blancs jouent en premier.
reading-v3-rajah-leap = Le saut du rajah, comme un cavalier, est permis une fois par partie, seulement si aucune pièce ennemie ne pourrait prendre le rajah par un coup ordinaire.
reading-v3-promotion = Un soldat sur la dernière rangée devient la pièce dont il a atteint la case de départ, seulement si ce type de pièce a été perdu ; sur la case du rajah, ou si aucune perte ne le permet, le soldat reste soldat.
reading-antique-die = Le document ne nomme aucun dé : ces règles prennent les quatre faces 2, 3, 4, 5 du Chaturaji.
reading-antique-roll-off = Un tirage au dé décide qui commence : le plus haut jet commence et relance le dé (comme le dit le document).
reading-kingless-moves = Le document ne dit rien d’une armée sans roi : elle continue de jouer.
reading-antique-privileged = Le soldat privilégié : quand il ne reste à un joueur qu’un soldat et un navire (un rajah encore sur le plateau ne compte pas), le soldat devient la pièce de son choix, rajah compris, sur n’importe quelle case du bord opposé.
reading-antique-stakes = Chaque joueur mise une unité au pot ; l’équipe gagnante se partage le pot ; un solde peut devenir négatif.
reading-antique-empire = L’empire du paiement de quatre unités exige la prise des deux rajahs ennemis ; un rajah retiré n’a pas été pris.
reading-antique-lone-king = Un joueur à qui il ne reste que son rajah le retire ; ses tours sont sautés et son rajah ne revient jamais.
reading-chaturaji-rule-5 = Règle 5 : le plus haut jet commence, et ce jet est celui de son premier coup.
reading-chaturaji-rule-16 = La règle 16 prise à la lettre : une fois que le joueur a perdu un pion, un pion sur une case non marquée du bord opposé devient la pièce de cette case ; tant qu’aucun pion n’est perdu, aucun pion ne peut entrer sur le bord opposé.
reading-chaturaji-rule-17 = Règle 17 : le pion privilégié (il ne reste qu’un bateau et un pion, un roi encore sur le plateau ne comptant pas) devient n’importe quelle pièce, roi compris, sur n’importe quelle case du bord opposé.
reading-chaduranga-reintroduction = Un joueur sans roi gagne le droit de réintroduire son raja quand son partenaire prend un raja ennemi ; tant qu’il a ce droit, sa place joue ses tours quel que soit le dé, et il peut poser son raja sur n’importe quelle case vide ou garder le droit ; après l’avoir posé, il passe son tour suivant.
reading-chaduranga-twice = Un raja pris deux fois ne revient jamais.
reading-chaduranga-promotion = Les pions deviennent, sur toute case du bord opposé, la pièce de cette case, raja compris, toujours.
reading-circle = Les cases s’écrivent comme le fait la Circular Chess Society : anneaux a (extérieur) à d (intérieur), cases 1 à 16 dans le sens inverse des aiguilles d’une montre. Les Blancs tiennent les cases 1 à 4 (pions en 1 et 4), les Noirs les cases 9 à 12 (pions en 9 et 12) ; tours sur l’anneau a, cavaliers sur l’anneau b, fous sur l’anneau c, roi et dame sur l’anneau d.
reading-traditional-set-up = Disposition traditionnelle : rois et dames symétriques par rapport au centre, chaque roi à la droite de sa dame comme le dit le document (la droite d’un joueur va vers les numéros de case croissants) : roi blanc d3, dame d2 ; roi noir d11, dame d10.
reading-traditional-pieces = Le fou saute exactement deux cases en diagonale ; la dame avance d’une case en diagonale.
reading-rook-ring = Une tour qui suit un anneau peut en faire le tour mais jamais revenir sur sa propre case ; une case atteignable par les deux côtés ne fait qu’un coup.
reading-meeting = Après un coup de pion, si la case devant lui porte un pion de la même couleur qui va dans l’autre sens, les deux sont retirés et le même joueur rejoue.
reading-traditional-pawns = Ni double pas ni promotion : un pion peut faire le tour de son anneau.
reading-modern-set-up = Disposition moderne : symétrie en miroir, les rois face à face ; comme le remarque le document, le roi noir se tient à la droite de sa dame et le roi blanc à la gauche de la sienne (la droite d’un joueur va vers les numéros de case croissants) : roi blanc d2, dame d3 ; roi noir d11, dame d10.
reading-modern-bishop = Le fou glisse le long des diagonales courbes jusqu’à sortir des anneaux ; la dame se déplace comme la tour et le fou.
reading-no-null-move = Pas de coup nul : une pièce qui glisse ne peut jamais finir sur la case d’où elle est partie.
reading-modern-double-step = Le premier coup d’un pion peut être de deux cases le long de son anneau (toutes deux vides).
reading-modern-promotion = Un pion qui atteint une case de départ d’une pièce ennemie (pas une case de pion) devient la pièce de son choix, sauf le roi.
