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
close = Close
cancel = Cancel
controller-human = Human
bot-level = { $level ->
    [easy] easy
    [medium] medium
   *[hard] hard
  }
team-of-two = { $first } & { $second }
title-over = Game over · { $ruleset } · { -brand }
title-to-play = { $seat } to play · { -brand }
title-ruleset = { $ruleset } · { -brand }
announce-thinking = { $seat } is thinking.
announce-prompt = { $seat }: { $prompt }.
announce-to-play = { $seat } to play.
log-game-over = Game over: { $outcome }.
log-empty = Captures, passes and other events appear here.
roll-off = Roll-off: { $rounds }. { $start }
roll-off-throw = { $seat } { NUMBER($value) }
roll-off-tie = {"; "}tie, again:{" "}
roll-off-keeps = { $seat } starts, with the { NUMBER($value) } as his first roll.
roll-off-rerolls = { $seat } starts and rolls again.
record-title = Game record
record-help = Copy this text to keep the game, or paste a record here and import it. The current game is replaced only if the record reads.
record-not-imported = Not imported: { $error }
record-import = Import this text
record-download = Download
resign-title = Resign?
resign-question = { $seat } resigns: { $team } lose the game.
resign-yes = Resign
draw-title = Draw?
draw-question = Do all players agree to a draw?
draw-yes = Agree to a draw
draw-no = Play on
setup-document = Document { $document }
setup-rules = Rules
setup-rules-of = The rules of { $ruleset }
setup-optional-die = Play with the document’s optional die (d6)
setup-stake-unit = Stake unit (rupees)
setup-seed = Dice seed
setup-seed-random = random
setup-no-options = No options for this ruleset.
setup-bot = Bot: { bot-level }
rules-picture = Picture
rules-piece = Piece
rules-moves = Moves
nav-first = First position
nav-first-key = First position (Home)
nav-prev = Previous move
nav-prev-key = Previous move (←)
nav-next = Next move
nav-next-key = Next move (→)
nav-last = Current position
nav-last-key = Current position (End)
banner-viewing = Viewing the position after { NUMBER($shown) } of { NUMBER($last) } { $last ->
    [one] action
   *[other] actions
  }.
banner-back = Back to the game
promotion-title = Promotion
promotion-question = The { $pawn } on { $cell } becomes:
game-is-over = the game is over
turn-of = it is { $seat }’s turn
answer-first = answer the offer first
piece-of-other = that is { $owner }’s piece; it is { $actor }’s turn
no-legal-move = the { $piece } has no legal move now
move-not-possible = that move is not possible now
tap-again = tap { $cell } again to play { $move }
no-piece-there = there is no piece there; it is { $actor }’s turn
choose-outlined-cell = choose one of the outlined cells for the king
die-not-now = the die is not to be rolled now
cannot-pass = a move is possible: the turn cannot pass
no-offer-now = no exchange can be offered now
no-demand-now = no release can be demanded now
no-answer-waiting = no exchange is waiting for an answer
no-keep-now = there is no reintroduction to decline
expected-cell-after-k = “{ $text }”: expected a cell after K@, e.g. K@d1.
move-not-a-move = “{ $text }” is not a move: expected e.g. e3, Nc3, Nxc3, dxe4 or Nb1-c3.
move-ambiguous = { $text } is ambiguous: it could be { $candidates }; type the one you mean.
move-needs-promotion = { $text } promotes: add the piece, one of { $choices }.
move-illegal = { $text } is not a legal move here: { $why }.
move-wrong-piece = the piece on { $cell } is a { $piece }
move-cannot-promote-to = it cannot promote to { $piece }
move-none-can-go = no { $piece } can go to { $cell }
move-refused = { $text }: { $reason }.
hint-is = Hint: { $move }
hint-not-legal = No hint this time (the suggestion was not legal here).
hint-failed = No hint this time ({ $reason }).
worker-starting = Starting the bot worker…
worker-checking = Bot worker started, checking…
worker-ready = Bot worker ready
worker-restarting = Restarting the bot worker ({ $why })…
worker-failed = Bot worker unavailable: { $why }. Bots play random moves.
save-not-restored = The saved game could not be restored: { $why }. A new game was started.
note-resigns = { $seat } resigns
bots-decline-draw = the bots decline the draw
note-draw-agreed = The players agree to a draw
note-new-game = New game: { $ruleset }
note-new-game-seed = New game: { $ruleset }, dice seed { $seed }
note-imported = Imported a game of { $ruleset } ({ NUMBER($count) } { $count ->
    [one] action
   *[other] actions
  })
toast-imported = game imported: { $ruleset }, { NUMBER($count) } { $count ->
    [one] action
   *[other] actions
  }
toast-not-imported = the record was not imported: { $error }
bot-garbled = its reply was garbled: { $error }
note-bot-refused = The bot’s action was refused ({ $reason }); it plays at random.
note-bot-failed = The bot could not think ({ $reason }); it plays at random.

file-too-large = { $name } is too large to be a game record
file-not-text = the file is not text
file-unreadable = cannot read { $name }: { $why }
save-failed = The game cannot be saved in this browser ({ $why }).
bug = Ashtapada hit a bug ({ $why }). Your game is saved: reload the page to go on.

form-bad-seed = the dice seed must be a whole number from 0 to { $max }, or empty for a random one
form-bad-stake = the stake unit must be a whole number above 0
rules-source = Source:

save-not-ours = it is not a save of this game ({ $error })
save-format = it is not a save of this game (format “{ $format }”)
save-version = it was written by another version of the page (save version { NUMBER($version) }, this page reads { NUMBER($ours) })
save-damaged = it is damaged ({ $error })
save-no-record = it has no game record
save-record = its game record is damaged: { $error }
save-unknown-player = unknown player “{ $kind }”
save-players = it names { NUMBER($named) } players for a game of { NUMBER($players) }

trouble-protocol = it speaks protocol { NUMBER($theirs) }, the page speaks { NUMBER($ours) } (reload the page)
trouble-no-start = it could not start: { $why }
trouble-crashed = it crashed
trouble-crashed-because = it crashed ({ $why })
trouble-hung = it stopped answering
trouble-repeated = the bot worker failed { NUMBER($count) } times ({ $why })
trouble-unavailable = the bot worker is unavailable ({ $why })
worker-says = The bot worker says: { $message }
worker-unavailable = The bot worker is unavailable: { $why }.
worker-restarted = The bot worker had trouble ({ $why }): it was restarted.

trouble-refused = it could not answer: { $why }

no-such-promotion = that promotion is not available
die-shows-another-face = the die shows another face
no-place-there = no king may be placed there now

# (end of the UI section: new UI messages go above this line)
# ----

## Session: the turn, dice, moves, seats, ledger, settings, answer and game-over panels
## (crates/web/src/app/session)

# (end of the Session section: new session messages go above this line)
# ----

## Rules: names, events, refusals and rules pages
