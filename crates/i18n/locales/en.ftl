-brand = Ashtapada
page-title = { -brand }
new-game = New game
pawns-left = { $count ->
    [one] one { $piece } left
   *[other] { NUMBER($count) } { $piece }s left
  }
seat-to-move = { $seat } to move
