-brand = Ashtapada
page-title = { -brand }
new-game = Nouvelle partie
pawns-left = { $count ->
    [one] { $count } { $piece } restant
   *[other] { NUMBER($count) } { $piece }s restants
  }
seat-to-move = Au tour de { $seat }
