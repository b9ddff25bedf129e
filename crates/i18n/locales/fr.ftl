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

# (end of the UI section: new UI messages go above this line)
# ----

## Session: the turn, dice, moves, seats, ledger, settings, answer and game-over panels
## (crates/web/src/app/session)

# (end of the Session section: new session messages go above this line)
# ----

## Rules: names, events, refusals and rules pages
