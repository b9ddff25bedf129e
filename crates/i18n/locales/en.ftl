# Ashtapada's words in English. fr.ftl has the same messages with the same arguments (the build
# and crates/i18n/tests/messages.rs check it). Numbers given through NUMBER() or used in plural
# selectors are written the language's way.

-brand = Ashtapada

## Page: the fixed text of www/index.html (data-l10n attributes), plain text only.

page-skip = Skip to the move box
page-menu-label = Game
page-loading = The four-handed dice chess of ancient India and its relatives. Setting up the board…
page-board-label = Game board. Use the move box to play by keyboard.
page-no-canvas = The board needs a browser with canvas support.
page-panel-label = Game panel
page-turn = Turn
page-moves = Moves
page-moves-label = Moves: choose one to see its position (arrow keys go through them)
page-nav-label = Step through the moves
page-move-label = Type a move
page-move-placeholder = Type a move: e3, Nc3, e2-e3, roll, pass…
page-play = Play
page-controls-label = Game controls
page-players = Players
page-stakes = Stakes
page-events = Events
page-log-label = Events: captures, passes and other news of the game
page-settings = Settings
page-keys = Keys: ← → step through moves, Home / End, F turns the board, H asks for a hint.
page-new-game = New game
page-ruleset = Ruleset
page-options = Options
page-start = Start
page-cancel = Cancel

## UI: panels, menus, dialogs, toasts (crates/web)

settings-language = Language

# (end of the UI section: new UI messages go above this line)
# ----

## Session: the turn, dice, moves, seats, ledger, settings, answer and game-over panels
## (crates/web/src/app/session)

# (end of the Session section: new session messages go above this line)
# ----

## Rules: names, events, refusals and rules pages
