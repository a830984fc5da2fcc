/// Russian for the shape game, in the PO format of Interface.swift: the
/// static words each live run shows (title, summary, commands' help, tour notes) and the
/// templates its code passes to `localized`.
let russianShapeGame = #"""
msgid "squares"
msgstr "квадраты"

msgid "circles"
msgstr "круги"

msgid "mixed"
msgstr "вперемешку"

msgid "triangles"
msgstr "треугольники"

msgid "square"
msgstr "квадрат"

msgid "circle"
msgstr "круг"

msgid "triangle"
msgstr "треугольник"

msgid "classic"
msgstr "классика"

msgid "tutorial defaults"
msgstr "как в туториале"

msgid "sea"
msgstr "море"

msgid "outline"
msgstr "контур"

msgid "shaded"
msgstr "штриховка"

msgid "mono"
msgstr "монохром"

msgid "orange"
msgstr "оранжевый"

msgid "grey"
msgstr "серый"

msgid "brown"
msgstr "коричневый"

msgid "blue"
msgstr "синий"

msgid "cyan"
msgstr "голубой"

msgid "green"
msgstr "зелёный"

msgid "magenta"
msgstr "пурпурный"

msgid "red"
msgstr "красный"

msgid "yellow"
msgstr "жёлтый"

msgid "white"
msgstr "белый"

msgid "black"
msgstr "чёрный"

msgid "The shape game"
msgstr "Игра с фигурами"

msgid "Case study"
msgstr "Разбор примера"

msgid "Type 1 or 2 (or a/b) for the larger shape; s strategy, t colours, h history, q to end the game, quit to leave PatternTutor."
msgstr "Введите 1 или 2 (или a/b) — номер большей фигуры; s — стратегия, t — цвета, h — история, q — завершить игру, quit — выйти из PatternTutor."

msgid "Two shapes each turn: type 1 or 2 (or a/b) for the larger. Right +1, wrong -1, and +10 more on every turn of a streak of 5 or more. s strategy, t colours, h history, q to end."
msgstr "Каждый ход — две фигуры: введите 1 или 2 (или a/b) для большей. Верно +1, неверно −1, и ещё +10 за каждый ход серии из 5 и больше. s — стратегия, t — цвета, h — история, q — конец."
"""#
